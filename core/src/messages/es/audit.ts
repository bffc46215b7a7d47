import type { audit as en } from '../en/audit.ts';

/** Spanish texts of the audit screen and a record's History. Only keys of en/audit.ts. */
export const audit = {
  'audit.title': 'Registro de auditoría',
  'audit.subtitle': 'Cada cambio administrativo, quién lo hizo y cuándo',
  'audit.filter.user': 'Usuario',
  'audit.filter.entity': 'Entidad',
  'audit.filter.from': 'Desde',
  'audit.filter.to': 'Hasta',
  'audit.filter.any': 'Todos',
  'audit.col.at': 'Cuándo',
  'audit.col.user': 'Usuario',
  'audit.col.entity': 'Entidad',
  'audit.col.record': 'Registro',
  'audit.col.action': 'Acción',
  'audit.col.changes': 'Cambios',
  'audit.action.CREATE': 'Creado',
  'audit.action.UPDATE': 'Modificado',
  'audit.action.DELETE': 'Eliminado',
  'audit.empty': 'No hay cambios',
  'audit.error': 'No se pudo cargar el registro de auditoría',
  'audit.previous': 'Anterior',
  'audit.next': 'Siguiente',
  'audit.page': 'Página {page}',
  'audit.history': 'Historial',
  'audit.history.show': 'Mostrar historial',
  'audit.history.empty': 'Aún no hay cambios registrados',
} satisfies Partial<Record<keyof typeof en, string>>;
