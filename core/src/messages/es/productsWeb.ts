import type { productsWeb as en } from '../en/productsWeb.ts';

/** Spanish texts of the product screens' web side (issue 10). Only keys of en/productsWeb.ts. */
export const productsWeb = {
  'products.displayOrder.title': 'Orden de visualización',
  'products.displayOrder.keys': 'Arrastre para mover, o pulse Alt+Flecha arriba o Alt+Flecha abajo',
  'products.displayOrder.moveUp': 'Subir {name}',
  'products.displayOrder.moveDown': 'Bajar {name}',
  'products.displayOrder.moved': '{name} movido a la posición {position} de {count}',
} satisfies Partial<Record<keyof typeof en, string>>;
