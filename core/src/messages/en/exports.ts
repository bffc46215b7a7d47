/** English texts of list exports: the toolbar's Export menu. */
export const exports = {
  'exports.button': 'Export',
  'exports.csv': 'CSV',
  'exports.xlsx': 'Excel (XLSX)',
} as const;
