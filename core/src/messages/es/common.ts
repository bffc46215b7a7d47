import type { common as en } from '../en/common.ts';

/**
 * Spanish texts of the app's name and the common words (buttons, yes and no).
 * Only keys of en/common.ts; `Partial` as ../es.ts explains.
 */
export const common = {
  'app.name': 'Marquee',
  'app.tagline': 'Los datos financieros y operativos que necesita para gestionar sus locales, día a día.',
  'app.copyright': '© {year} Marquee',
  'common.ok': 'Aceptar',
  'common.cancel': 'Cancelar',
  'common.save': 'Guardar',
  'common.no': 'No',
  'common.yes': 'Sí',
  'common.close': 'Cerrar',
  'common.loading': 'Cargando…',
  'common.show': 'Mostrar',
  'common.hide': 'Ocultar',
} satisfies Partial<Record<keyof typeof en, string>>;
