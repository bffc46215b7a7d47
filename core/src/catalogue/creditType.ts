/** Credit types, the Activity Credits screen (spec/3 §2 /product-management/activity-credits). */
import { type Static, Type } from 'typebox';
import { type FieldRules, validateFields } from '../resources/fields.ts';
import { Text, Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';

export const MAX_EXPIRATION_DAYS = 3650;

export const CreditType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  /** Worth money on a game card; otherwise points or tickets. */
  isMonetary: Type.Boolean(),
  /** Days a granted credit stays valid; null never expires. */
  expirationDays: Type.Union([Type.Integer(), Type.Null()]),
  /** Memberships granting it (what the sub-table lists). */
  membershipCount: Type.Integer(),
  version: Type.Integer(),
});
export type CreditType = Static<typeof CreditType>;

export const CreditTypeInput = Type.Object({
  name: Text(),
  description: Text(),
  isMonetary: Type.Boolean(),
  expirationDays: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_EXPIRATION_DAYS }), Type.Null()]),
  version: Type.Optional(Version),
});
export type CreditTypeInput = Static<typeof CreditTypeInput>;

export const CREDIT_TYPE_SORTS = ['name', 'isMonetary', 'expirationDays', 'membershipCount'] as const;

export const CREDIT_TYPE_RULES = {
  name: { required: true, unique: true },
  description: {},
} satisfies FieldRules<keyof CreditTypeInput>;

export const validateCreditType = (v: CreditTypeInput): FieldErrors<keyof CreditTypeInput> =>
  validateFields(CREDIT_TYPE_RULES, v);
