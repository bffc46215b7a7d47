/**
 * A location of a master client (spec/3 §2 Locations): written once here; the REST routes
 * validate and serialise with these schemas, and the types are `Static` of them.
 */
import { type Static, Type } from 'typebox';
import { DIGITS, type FieldRules, US_POSTAL_CODE } from './fields.ts';
import { Text, Version } from './types.ts';

const NullableId = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]);

const ADDRESS = {
  storeNumber: Text(),
  address1: Text(),
  address2: Text(),
  city: Text(),
  state: Text(),
  postalCode: Text(),
};

export const Location = Type.Object({
  id: Type.Integer(),
  /** The location's name ("Location" on the form); not editable once created. */
  name: Type.String(),
  code: Type.String(),
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  groupName: Type.Union([Type.String(), Type.Null()]),
  ...ADDRESS,
  /** address1, city, state and postal code joined for the table. */
  address: Type.String(),
  /** Off: out of every picker and lookup (core/src/venue/locationEnabled.ts). */
  enabled: Type.Boolean(),
  version: Version,
});
export type Location = Static<typeof Location>;

/** POST /settings/locations: name required; code generated from the name when blank. */
export const LocationCreateInput = Type.Object({
  name: Text(),
  code: Type.Optional(Type.String({ maxLength: 20 })),
  groupId: NullableId,
  ...ADDRESS,
  /** Absent: enabled (LOCATION_ENABLED_DEFAULT). */
  enabled: Type.Optional(Type.Boolean()),
});
export type LocationCreateInput = Static<typeof LocationCreateInput>;

/** PUT /settings/locations/:id (plus `version`): everything but the name and code. */
export const LocationUpdateInput = Type.Object({
  groupId: NullableId,
  ...ADDRESS,
  /** Absent: the flag stays as it is. */
  enabled: Type.Optional(Type.Boolean()),
});
export type LocationUpdateInput = Static<typeof LocationUpdateInput> & { version: number };

export const LOCATION_SORTS = ['name', 'code', 'storeNumber', 'groupName', 'city', 'enabled'] as const;

export type LocationField = 'name' | 'code' | 'storeNumber' | 'address1' | 'address2' | 'city' | 'state' | 'postalCode';

/**
 * The location (name) is required on create; the store number is digits and unique in the master
 * client; the postal code a US ZIP (5 or 5+4 digits) or empty; every text at most 100 characters.
 */
export const LOCATION_RULES = {
  name: { required: true },
  code: { maxLength: 20 },
  storeNumber: {
    pattern: { regex: DIGITS, message: 'resources.storeNumberDigits' },
    unique: { message: 'resources.storeNumberTaken' },
  },
  address1: {},
  address2: {},
  city: {},
  state: {},
  postalCode: { pattern: { regex: US_POSTAL_CODE, message: 'resources.postalCode' } },
} as const satisfies FieldRules<LocationField>;

/** The rules of an update: the name and code stay as created. */
const { name: _name, code: _code, ...updateRules } = LOCATION_RULES;
export const LOCATION_UPDATE_RULES: FieldRules<LocationField> = updateRules;
