import type { translations as en } from '../en/translations.ts';

/** Georgian texts of the Translations screen. Only keys of en/translations.ts. */
export const translations = {
  'translations.title': 'თარგმანები',
  'translations.updated': 'თარგმანები წარმატებით განახლდა',
  'translations.location': 'ლოკაცია',
  'translations.language': 'ენა',
  'translations.search': 'ძიება',
  'translations.selectLocation': 'გთხოვთ, აირჩიოთ ლოკაცია',
  'translations.col.key': 'ტექსტი',
  'translations.col.default': 'ნაგულისხმევი ენა',
  'translations.col.text': 'თარგმანი',
  'translations.missing': 'აკლია',
  'translations.missingCount': '{count} აკლია',
  'translations.missingOnly': 'მხოლოდ ნაკლული',
  'translations.group.booking': 'დაჯავშნის გვერდი',
  'translations.group.email': 'ელფოსტა',
  'translations.group.product': 'პროდუქტების სახელები',
  'translations.save': 'შენახვა',
  'translations.empty': 'მონაცემები არ არის',
  'translations.truncated': 'მეტი პროდუქტი მოიძებნა: დააზუსტეთ ძიება.',
  'translations.error': 'თარგმანები ვერ ჩაიტვირთა',
  'validation.translations.language': 'უცნობი ენა',
  'validation.translations.key': 'უცნობი ტექსტი ან პროდუქტი',
} satisfies Partial<Record<keyof typeof en, string>>;
