import type { limits as en } from '../en/limits.ts';

/**
 * Spanish texts of rules the servers enforce: identities across master clients, bounded work.
 * Only keys of en/limits.ts; `Partial` as ../es.ts explains.
 */
export const limits = {
  // ── Identities and roles across master clients ──
  'settings.users.identityShared':
    'Esta persona también trabaja para clientes principales que usted no administra. Solo quien los administra todos puede cambiar su nombre, correo, teléfono o acceso.',
  'settings.users.roleAboveYours': 'No puede asignar un rol con más permisos que los suyos.',
  'settings.users.ownRole': 'No puede cambiar su propio rol.',
  'settings.users.providerRole': 'Solo el personal del proveedor puede asignar este rol.',
  // ── end identities and roles ──
  // Limits (bounded work and input hygiene) — begin
  'dashboards.limit.dates': 'Las fechas deben estar entre {from} y {to}.',
  'dashboards.limit.span':
    'Un gráfico {frequency} abarca como máximo {days} días. Elija un período más corto o una frecuencia mayor.',
  'dashboards.limit.export':
    'Una solicitud de exportación abarca como máximo {days} días. Exporte los períodos largos en tramos de 3 meses.',
  'validation.maxLength': 'Como máximo {limit} caracteres.',
  'validation.nulCharacter': 'Elimine el carácter NUL invisible (U+0000).',
  'validation.tooManyIds': 'Como máximo {limit} identificadores.',
  'validation.minLength': 'Al menos {limit} caracteres.',
  'validation.format': 'Formato no válido.',
  'error.payloadTooLarge': 'La solicitud es demasiado grande (como máximo {limit}).',
  // Bad input and faults of the security sweep
  'validation.tooDeep': 'La solicitud anida más de {limit} niveles.',
  'validation.brokenCharacter': 'Elimine el carácter dañado (un sustituto UTF-16 aislado).',
  'validation.controlCharacter': 'Elimine los caracteres invisibles de control o de dirección del texto.',
  'validation.invisibleOnly': 'Escriba texto visible, no solo caracteres invisibles.',
  'validation.date': 'Introduzca una fecha real entre {from} y {to}.',
  'validation.tooLongToSend': 'Como máximo {limit} caracteres.',
  'validation.templateLimit': 'Esta plantilla hace demasiado trabajo: {detail}',
  'auth.signInUnavailable':
    'El inicio de sesión no está disponible por un momento. Inténtelo de nuevo en {seconds} segundos.',
  // Limits — end
} satisfies Partial<Record<keyof typeof en, string>>;
