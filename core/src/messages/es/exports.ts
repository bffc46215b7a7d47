import type { exports as en } from '../en/exports.ts';

/** Spanish texts of list exports. Only keys of en/exports.ts. */
export const exports = {
  'exports.button': 'Exportar',
  'exports.csv': 'CSV',
  'exports.xlsx': 'Excel (XLSX)',
} satisfies Record<keyof typeof en, string>;
