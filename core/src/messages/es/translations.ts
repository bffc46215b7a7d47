import type { translations as en } from '../en/translations.ts';

/** Spanish texts of the Translations screen. Only keys of en/translations.ts. */
export const translations = {
  'translations.title': 'Traducciones',
  'translations.updated': 'Traducciones actualizadas correctamente',
  'translations.location': 'Ubicación',
  'translations.language': 'Idioma',
  'translations.search': 'Buscar',
  'translations.selectLocation': 'Seleccione una ubicación',
  'translations.col.key': 'Texto',
  'translations.col.default': 'Idioma predeterminado',
  'translations.col.text': 'Traducción',
  'translations.missing': 'Falta',
  'translations.missingCount': '{count} sin traducir',
  'translations.missingOnly': 'Solo los que faltan',
  'translations.group.booking': 'Página de reservas',
  'translations.group.email': 'Correos electrónicos',
  'translations.group.product': 'Nombres de productos',
  'translations.save': 'Guardar',
  'translations.empty': 'No hay datos',
  'translations.truncated': 'Hay más productos: acote la búsqueda para verlos todos.',
  'translations.error': 'No se pudieron cargar las traducciones',
  'validation.translations.language': 'Idioma desconocido',
  'validation.translations.key': 'Texto o producto desconocido',
} satisfies Partial<Record<keyof typeof en, string>>;
