/**
 * A location group (spec/3 §2 Groups): written once here; the REST routes validate and serialise
 * with these schemas, and the types are `Static` of them.
 */
import { type Static, Type } from 'typebox';
import type { FieldRules } from './fields.ts';
import { Id, LocationRef, Text, Version } from './types.ts';

/** GET /settings/groups rows and GET /settings/groups/:id. */
export const Group = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The sub-table: locations in this group, by name. */
  locations: Type.Array(LocationRef),
  version: Version,
});
export type Group = Static<typeof Group>;

/** POST /settings/groups and PUT /settings/groups/:id (plus `version`). */
export const GroupInput = Type.Object({ name: Text(), locationIds: Type.Array(Id, { maxItems: 1000 }) });
export type GroupInput = Static<typeof GroupInput>;

export const GROUP_SORTS = ['name', 'locationCount'] as const;

export type GroupField = 'name' | 'locationIds';

/** Name trimmed, required and unique in the master client; at least one location (spec/3 §5). */
export const GROUP_RULES = {
  name: { required: true, unique: true },
  // The form (and the REST answer) name the field `locations`.
  locationIds: { required: true, requiredMessage: 'settings.groups.locationsRequired', as: 'locations' },
} as const satisfies FieldRules<GroupField>;
