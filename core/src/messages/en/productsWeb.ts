/** English texts of the product screens' web side (issue 10): type lists, editor, display order. */
export const productsWeb = {
  'products.displayOrder.title': 'Display Order',
  'products.displayOrder.keys': 'Drag to move, or press Alt+Arrow Up or Alt+Arrow Down',
  'products.displayOrder.moveUp': 'Move {name} up',
  'products.displayOrder.moveDown': 'Move {name} down',
  'products.displayOrder.moved': '{name} moved to position {position} of {count}',
} as const;
