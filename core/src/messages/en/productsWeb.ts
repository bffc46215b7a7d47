/** English texts of the product screens' web side (issue 10): type lists, editor, display order. */
export const productsWeb = {
  'products.types.credit': 'Credit Products',
  'products.types.embedGameCard': 'Embed Game Card Products',
  'products.types.semnoxCard': 'Semnox Card Products',
  'products.types.food': 'Food Products',
  'products.types.gidtCard': 'GIDT Card Products',
  'products.types.intercardGameCard': 'Intercard Game Card Products',
  'products.types.membership': 'Membership Products',
  'products.types.reservation': 'Reservation Products',
  'products.regular.title': 'Product',
  'products.displayOrder.title': 'Display Order',
  'products.displayOrder.keys': 'Drag to move, or press Alt+Arrow Up or Alt+Arrow Down',
  'products.displayOrder.moveUp': 'Move {name} up',
  'products.displayOrder.moveDown': 'Move {name} down',
  'products.displayOrder.moved': '{name} moved to position {position} of {count}',
} as const;
