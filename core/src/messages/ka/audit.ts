import type { audit as en } from '../en/audit.ts';

/** Georgian texts of the audit screen and a record's History. Only keys of en/audit.ts. */
export const audit = {
  'audit.title': 'აუდიტის ჟურნალი',
  'audit.subtitle': 'ყველა ადმინისტრაციული ცვლილება, ვინ და როდის შეიტანა',
  'audit.filter.user': 'მომხმარებელი',
  'audit.filter.entity': 'ობიექტი',
  'audit.filter.from': 'დან',
  'audit.filter.to': 'მდე',
  'audit.filter.any': 'ყველა',
  'audit.col.at': 'როდის',
  'audit.col.user': 'მომხმარებელი',
  'audit.col.entity': 'ობიექტი',
  'audit.col.record': 'ჩანაწერი',
  'audit.col.action': 'მოქმედება',
  'audit.col.changes': 'ცვლილებები',
  'audit.action.CREATE': 'შეიქმნა',
  'audit.action.UPDATE': 'შეიცვალა',
  'audit.action.DELETE': 'წაიშალა',
  'audit.empty': 'ცვლილებები არ არის',
  'audit.error': 'აუდიტის ჟურნალი ვერ ჩაიტვირთა',
  'audit.previous': 'წინა',
  'audit.next': 'შემდეგი',
  'audit.page': 'გვერდი {page}',
  'audit.history': 'ისტორია',
  'audit.history.show': 'ისტორიის ჩვენება',
  'audit.history.empty': 'ცვლილებები ჯერ არ არის',
} satisfies Partial<Record<keyof typeof en, string>>;
