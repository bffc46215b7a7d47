import type { productsWeb as en } from '../en/productsWeb.ts';

/** Georgian texts of the product screens' web side (issue 10). Only keys of en/productsWeb.ts. */
export const productsWeb = {
  'products.types.credit': 'კრედიტის პროდუქტები',
  'products.types.embedGameCard': 'Embed სათამაშო ბარათის პროდუქტები',
  'products.types.semnoxCard': 'Semnox ბარათის პროდუქტები',
  'products.types.food': 'საკვები პროდუქტები',
  'products.types.gidtCard': 'GIDT ბარათის პროდუქტები',
  'products.types.intercardGameCard': 'Intercard სათამაშო ბარათის პროდუქტები',
  'products.types.membership': 'წევრობის პროდუქტები',
  'products.types.reservation': 'დაჯავშნის პროდუქტები',
  'products.regular.title': 'პროდუქტი',
  'products.displayOrder.title': 'ჩვენების რიგი',
  'products.displayOrder.keys': 'გადაიტანეთ, ან დააჭირეთ Alt+ზემოთ ისარს ან Alt+ქვემოთ ისარს',
  'products.displayOrder.moveUp': '{name}-ის ზემოთ გადატანა',
  'products.displayOrder.moveDown': '{name}-ის ქვემოთ გადატანა',
  'products.displayOrder.moved': '{name} გადავიდა {position}-ე პოზიციაზე {count}-დან',
} satisfies Partial<Record<keyof typeof en, string>>;
