import type { common as en } from '../en/common.ts';

/**
 * Georgian texts of the app's name and the common words (buttons, yes and no).
 * Only keys of en/common.ts; `Partial` as ../ka.ts explains.
 */
export const common = {
  'app.name': 'Marquee',
  'app.tagline': 'ფინანსური და ოპერაციული მონაცემები, რომლებიც თქვენი ობიექტების ყოველდღიური მართვისთვის გჭირდებათ.',
  'app.copyright': '© {year} Marquee',
  'common.ok': 'კარგი',
  'common.cancel': 'გაუქმება',
  'common.save': 'შენახვა',
  'common.no': 'არა',
  'common.yes': 'დიახ',
  'common.close': 'დახურვა',
  'common.loading': 'იტვირთება…',
  'common.show': 'ჩვენება',
  'common.hide': 'დამალვა',
} satisfies Partial<Record<keyof typeof en, string>>;
