import type { productsWeb as en } from '../en/productsWeb.ts';

/** Georgian texts of the product screens' web side (issue 10). Only keys of en/productsWeb.ts. */
export const productsWeb = {
  'products.displayOrder.title': 'ჩვენების რიგი',
  'products.displayOrder.keys': 'გადაიტანეთ, ან დააჭირეთ Alt+ზემოთ ისარს ან Alt+ქვემოთ ისარს',
  'products.displayOrder.moveUp': '{name}-ის ზემოთ გადატანა',
  'products.displayOrder.moveDown': '{name}-ის ქვემოთ გადატანა',
  'products.displayOrder.moved': '{name} გადავიდა {position}-ე პოზიციაზე {count}-დან',
} satisfies Partial<Record<keyof typeof en, string>>;
