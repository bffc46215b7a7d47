/** English texts of list exports: their permission and the toolbar's Export menu. */
export const exports = {
  'exports.area': 'Data out',
  'exports.permission': 'Data export',
  'exports.button': 'Export',
  'exports.csv': 'CSV',
  'exports.xlsx': 'Excel (XLSX)',
} as const;
