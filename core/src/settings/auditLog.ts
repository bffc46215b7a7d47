/**
 * The audit screen and a record's History as REST shapes, one definition for the
 * REST API's validation and the types of every layer.
 *
 * The screen pages on the server without a total: counting a master client's whole log (a million
 * rows) costs more than the page itself, so a page answers whether another follows (`hasMore`).
 */
import { type Static, Type } from 'typebox';
import { ROLES_SECURITY } from './securityMatrix.ts';
import { AUDIT_ENTITIES, AUDIT_MAX_PAGE_SIZE, type ClubAuditEntity } from './audit.ts';
import { Flag } from '../permissions.ts';
import type { MessageKey } from '../messages/en.ts';
import { RESOURCE_SCREENS } from '../resources/screens.ts';

/**
 * Who may read the log: the Roles & Security administrators' menu entry (index 15) with DETAILED
 * VIEW. The spec gives the log no module of its own; whoever administers what others may do is
 * who answers for what they did. (The roles-security screen id 16 is also the calendar's menu
 * index, so it cannot gate a settings screen on its own.)
 */
export const AUDIT_PERMISSION = { module: ROLES_SECURITY.menu, flag: Flag.detailView, flagName: 'detailView' } as const;

export const AuditEntityName = Type.Union(AUDIT_ENTITIES.map((e) => Type.Literal(e)));

/** One changed field: its value before and after, as JSON text (null when absent). */
export const AuditChange = Type.Object({
  field: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type AuditChange = Static<typeof AuditChange>;

export const AuditRow = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 instant. */
  at: Type.String(),
  userId: Type.Integer(),
  userName: Type.String(),
  entity: Type.String(),
  entityId: Type.Integer(),
  action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
  changes: Type.Array(AuditChange),
});
export type AuditRow = Static<typeof AuditRow>;

export const AuditPage = Type.Object({
  data: Type.Array(AuditRow),
  page: Type.Integer(),
  rowsPerPage: Type.Integer(),
  hasMore: Type.Boolean(),
});
export type AuditPage = Static<typeof AuditPage>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The audit screen's filters: user, entity, record, and a date range (inclusive days, UTC). */
export const AuditQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  rowsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE })),
  userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  entity: Type.Optional(AuditEntityName),
  entityId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};
export interface AuditFilters {
  userId?: number;
  entity?: string;
  entityId?: number;
  from?: string;
  to?: string;
}

/** A user the filter offers: everyone of the master client who appears in its log. */
export const AuditUser = Type.Object({ id: Type.Integer(), name: Type.String() });
export type AuditUser = Static<typeof AuditUser>;

/** Club booking's rows by their screens' titles. */
const CLUB_AUDIT_LABELS: Readonly<Record<ClubAuditEntity, MessageKey>> = {
  club_booking_settings: 'menu.bookingSettings',
  club_kiosk_settings: 'club.kiosk.settingsTitle',
  club_offerings: 'club.offerings.title',
  club_kiosk_offerings: 'club.kiosk.offeringsTitle',
  club_lightning_deals: 'club.lightningDeals.title',
  club_booking_discounts: 'club.discounts.title',
  club_notifications: 'club.notifications.title',
  club_deals: 'club.deals.title',
};

/** How the audit screen names an entity: a resource screen by its title, the others by theirs. */
export function auditEntityLabel(entity: string): MessageKey {
  if (entity === 'role') return 'roles.security.role';
  if (entity === 'department') return 'roles.departments.tabDepartments';
  if (entity === 'translations') return 'menu.translations';
  if (Object.hasOwn(CLUB_AUDIT_LABELS, entity)) return CLUB_AUDIT_LABELS[entity as ClubAuditEntity];
  const screen = (RESOURCE_SCREENS as Record<string, { title: MessageKey }>)[entity];
  return screen && Object.hasOwn(RESOURCE_SCREENS, entity) ? screen.title : 'audit.col.entity';
}
