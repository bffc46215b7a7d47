/**
 * A director user (spec/3 §2 Director Users): a user of the master client with access to the
 * director tool, one role and at most one location. Written once here, like users.ts.
 */
import { type Static, Type } from 'typebox';
import { Id, LocationRef, Text, Version } from './types.ts';
import { RoleRef } from './users.ts';

/** GET /settings/users-director rows, the detail, and the answer of saves. */
export const DirectorUser = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: Type.Union([RoleRef, Type.Null()]),
  location: Type.Union([LocationRef, Type.Null()]),
  version: Version,
});

/** POST /settings/users-director and PUT /settings/users-director/:id (plus `version`). */
export const DirectorUserInput = Type.Object({
  firstName: Text(),
  lastName: Text(),
  email: Text(),
  phone: Text(),
  roleId: Type.Union([Id, Type.Null()]),
  locationId: Type.Union([Id, Type.Null()]),
});

export type DirectorUser = Static<typeof DirectorUser>;
export type DirectorUserInput = Static<typeof DirectorUserInput> & { version?: number };
