/**
 * A user of a master client (spec/3 §2 Users): written once here; the REST routes validate and
 * serialise with these schemas, and the types (core/src/settings/types.ts) are `Static` of them.
 * Name, e-mail, phone and avatar are the person's shared identity; the rest is per master client.
 */
import { type Static, Type } from 'typebox';
import { Id, LocationRef, Nullable, Text, Version } from './types.ts';

export const RoleRef = Type.Object({ roleId: Type.Integer(), roleName: Type.String() });

const ROW = {
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  roleId: Nullable(Type.Integer()),
  roleName: Nullable(Type.String()),
  /** The sub-table. */
  locations: Type.Array(LocationRef),
  /** Access to the director tool. */
  access: Type.Boolean(),
  /** 'invited' until the user first signs in. */
  status: Type.Union([Type.Literal('active'), Type.Literal('invited')]),
  version: Version,
};

/** GET /settings/users rows. */
export const UserRow = Type.Object(ROW);

/** GET /settings/users/:id and the answer of saves: the row plus the dialog's fields. */
export const UserDetail = Type.Object({
  ...ROW,
  /** Avatar as a data URL, or null. */
  img: Nullable(Type.String()),
  posPassword: Type.String(),
  cardId: Type.String(),
  /** MM/dd/yyyy or ''. */
  startDate: Type.String(),
  payrollId: Type.String(),
  payRate: Type.String(),
  /** The user with role id 1 cannot change role (spec/3 §3). */
  roleLocked: Type.Boolean(),
  /** Only master clients the viewer belongs to as well. */
  masterClients: Type.Array(Type.Object({ masterClientId: Type.Integer(), masterClientName: Type.String() })),
});

/**
 * POST /settings/users and PUT /settings/users/:id (plus `version`). `form` names the dialog whose
 * rules apply: 'full' (a user with more than one location) or 'simple'. The optional fields are
 * kept as they are when absent (the simple dialog does not show them); `img` undefined keeps the
 * avatar, null removes it, a data URL (up to 1 MB, so ~1.4 M characters of base64) replaces it.
 */
export const UserInput = Type.Object({
  form: Type.Union([Type.Literal('full'), Type.Literal('simple')]),
  firstName: Text(),
  lastName: Text(),
  email: Text(),
  phone: Text(),
  roleId: Nullable(Id),
  locationIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  access: Type.Optional(Type.Boolean()),
  posPassword: Type.Optional(Text()),
  cardId: Type.Optional(Text()),
  startDate: Type.Optional(Text()),
  payrollId: Type.Optional(Text()),
  payRate: Type.Optional(Text()),
  img: Type.Optional(Nullable(Type.String({ maxLength: 1_500_000 }))),
});

/** The `sort` names of the users lists; the first is the default. */
export const USER_SORTS = ['name', 'email', 'phone', 'role'] as const;

/** POST /settings/user-invite: sends the invitation again. */
export const InviteInput = Type.Object({ userId: Id });
export const InviteResult = Type.Object({ message: Type.String() });

export type RoleRef = Static<typeof RoleRef>;
export type UserRow = Static<typeof UserRow>;
export type UserDetail = Static<typeof UserDetail>;
export type UserInput = Static<typeof UserInput> & { version?: number };
export type InviteResult = Static<typeof InviteResult>;
