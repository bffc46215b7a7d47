import type { profile as en } from '../en/profile.ts';

/**
 * Spanish texts of My Profile (spec/1 §2.5).
 * Only keys of en/profile.ts; `Partial` as ../es.ts explains.
 */
export const profile = {
  'profile.title': 'Mi perfil',
  'profile.details': 'Datos',
  'profile.pointsOfContact': 'Puntos de contacto',
  'profile.security': 'Cambiar la contraseña',
  'profile.firstName': 'Nombre',
  'profile.lastName': 'Apellidos',
  'profile.email': 'Correo electrónico',
  'profile.title.field': 'Cargo',
  'profile.phone': 'Teléfono',
  'profile.language': 'Idioma',
  'profile.dateFormat': 'Formato de fecha',
  'profile.saved': 'Se guardó su perfil.',
  'profile.contactName': 'Nombre del contacto',
  'profile.contactEmail': 'Correo del contacto',
  'profile.contactPhone': 'Teléfono del contacto',
  'profile.contactType': 'Tipo de contacto',
  'profile.addContact': 'Añadir contacto',
  'profile.removeContact': 'Quitar contacto',
  'profile.noContacts': 'Aún no hay puntos de contacto. Añada al menos uno para completar su perfil.',
  'generalSettings.title': 'Ajustes generales',
} satisfies Partial<Record<keyof typeof en, string>>;
