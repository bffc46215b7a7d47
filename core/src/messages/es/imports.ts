import type { imports as en } from '../en/imports.ts';

/** Spanish texts of the guests and products imports. Only keys of en/imports.ts. */
export const imports = {
  'imports.kind': 'Qué importar',
  'imports.kind.SALES': 'Ventas',
  'imports.kind.GUESTS': 'Clientes',
  'imports.kind.PRODUCTS': 'Productos',
  'imports.summary': '{rows} filas, {problems} filas con problemas.',
  'imports.error.yesNo': 'Escriba sí o no.',
  'imports.guests.title': 'Importar clientes',
  'imports.guests.intro':
    'Añada clientes desde un archivo CSV o XLSX, uno por fila. Un cliente cuyo correo o teléfono ya se conoce se deja como está; un archivo subido de nuevo no añade nada.',
  'imports.products.title': 'Importar productos',
  'imports.products.intro':
    'Añada productos desde un archivo CSV o XLSX, uno por fila, con su tipo, categorías, clase de ingresos y ubicaciones. Un producto del mismo nombre y tipo se deja como está; un archivo subido de nuevo no añade nada.',
  'imports.products.error.unknown': 'Nada de este cliente principal se llama {value}.',
  'imports.products.error.editorOnly':
    'Los productos de este tipo necesitan datos que un archivo no lleva: añádalos en el editor de productos.',
  'imports.products.error.noPriceLevel': 'No hay un nivel de precio para el precio: añada uno primero.',
} satisfies Partial<Record<keyof typeof en, string>>;
