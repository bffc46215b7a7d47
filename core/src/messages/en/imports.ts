/** English texts of the guests and products imports (the sales import's are en/feed.ts's). */
export const imports = {
  'imports.kind': 'What to import',
  'imports.kind.SALES': 'Sales',
  'imports.kind.GUESTS': 'Guests',
  'imports.kind.PRODUCTS': 'Products',
  'imports.summary': '{rows} rows, {problems} rows with problems.',
  'imports.error.yesNo': 'Write yes or no.',
  'imports.guests.title': 'Import guests',
  'imports.guests.intro':
    'Add guests from a CSV or XLSX file, one row each. A guest whose e-mail or phone is known already is left as it is; a file uploaded again adds nothing.',
  'imports.products.title': 'Import products',
  'imports.products.intro':
    'Add products from a CSV or XLSX file, one row each, naming their type, categories, revenue class and locations. A product of the same name and type is left as it is; a file uploaded again adds nothing.',
  'imports.products.error.unknown': 'Nothing of this master client is named {value}.',
  'imports.products.error.editorOnly':
    'Products of this type need details a file does not carry: add them in the product editor.',
  'imports.products.error.noPriceLevel': 'There is no price level to put the price at: add one first.',
} as const;
