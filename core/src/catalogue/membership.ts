/**
 * Memberships (spec/3 §2 /product-management/memberships): name, price, expiration type and
 * period, the credits it grants (the sub-table) and the locations that sell it.
 */
import { type Static, Type } from 'typebox';
import { type FieldRules, validateFields } from '../resources/fields.ts';
import { Id, LocationRef, Text, Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';
import { EXPIRATION_TYPE, EXPIRATION_TYPES, isReferenceId } from './reference.ts';

export const MAX_EXPIRATION_PERIOD = 999;
export const MAX_CREDIT_QUANTITY = 999_999;

/** A credit type a membership grants, and how many. */
export const MembershipCredit = Type.Object({
  creditTypeId: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
});
export type MembershipCredit = Static<typeof MembershipCredit>;

export const Membership = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  /** '29.99': the form's text; the grid shows it with a dollar sign. */
  price: Type.String(),
  priceCents: Type.Integer(),
  expirationTypeId: Type.Integer(),
  expirationTypeName: Type.String(),
  /** Days, months or years per the type; null when it never expires. */
  expirationPeriod: Type.Union([Type.Integer(), Type.Null()]),
  creditTypes: Type.Array(MembershipCredit),
  locations: Type.Array(LocationRef),
  version: Type.Integer(),
});
export type Membership = Static<typeof Membership>;

export const MembershipInput = Type.Object({
  name: Text(),
  description: Text(),
  /** An amount as typed (spec/1 §5); stored as cents. */
  price: Type.String({ maxLength: 20 }),
  expirationTypeId: Id,
  expirationPeriod: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_EXPIRATION_PERIOD }), Type.Null()]),
  creditTypes: Type.Array(
    Type.Object({ creditTypeId: Id, quantity: Type.Integer({ minimum: 1, maximum: MAX_CREDIT_QUANTITY }) }),
    { maxItems: 100 },
  ),
  locationIds: Type.Array(Id, { maxItems: 1000 }),
  version: Type.Optional(Version),
});
export type MembershipInput = Static<typeof MembershipInput>;

export const MEMBERSHIP_SORTS = ['name', 'price', 'expirationType'] as const;

export const MEMBERSHIP_RULES = {
  name: { required: true, unique: true },
  description: {},
  price: { required: true, amount: true },
  locationIds: { required: true, requiredMessage: 'resources.selectOne' },
} satisfies FieldRules<keyof MembershipInput>;

export function validateMembership(v: MembershipInput): FieldErrors<keyof MembershipInput> {
  const errors: FieldErrors<keyof MembershipInput> = validateFields(MEMBERSHIP_RULES, v);
  if (!isReferenceId(EXPIRATION_TYPES, v.expirationTypeId)) errors.expirationTypeId = 'settings.unknownOption';
  // A period is needed unless the membership never expires, and is dropped when it does not.
  else if (v.expirationTypeId !== EXPIRATION_TYPE.never && v.expirationPeriod == null) {
    errors.expirationPeriod = 'validation.required';
  }
  const ids = v.creditTypes.map((c) => c.creditTypeId);
  if (new Set(ids).size !== ids.length) errors.creditTypes = 'catalogue.memberships.creditTwice';
  return errors;
}
