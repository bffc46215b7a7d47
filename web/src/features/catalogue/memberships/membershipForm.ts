import {
  MAX_CREDIT_QUANTITY,
  MAX_EXPIRATION_PERIOD,
  type MembershipInput,
  validateMembership,
} from '@marquee/core/catalogue/membership';
import { EXPIRATION_TYPE } from '@marquee/core/catalogue/reference';
import type { MessageKey } from '@marquee/core/messages/en';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { MembershipRowFragment } from '../../../generated/graphql.ts';

export type MembershipField =
  | 'name'
  | 'description'
  | 'price'
  | 'expirationTypeId'
  | 'expirationPeriod'
  | 'creditTypes'
  | 'locations';

/** One line of the Credits tab: numbers are held as typed until the save. */
export interface CreditLine {
  creditTypeId: number | null;
  quantity: string;
}

/** The membership form's values: one mapper serves new and edit. */
export interface MembershipValues {
  name: string;
  description: string;
  /** The amount as typed (spec/1 §5), e.g. '29.99'. */
  price: string;
  expirationTypeId: number | null;
  expirationPeriod: string;
  credits: CreditLine[];
  locationIds: number[];
}

export const EMPTY_MEMBERSHIP: MembershipValues = {
  name: '',
  description: '',
  price: '',
  expirationTypeId: null,
  expirationPeriod: '',
  credits: [],
  locationIds: [],
};

export function membershipValues(m: MembershipRowFragment | null): MembershipValues {
  if (!m) return EMPTY_MEMBERSHIP;
  return {
    name: m.name,
    description: m.description,
    price: m.price,
    expirationTypeId: m.expirationTypeId,
    expirationPeriod: m.expirationPeriod === null || m.expirationPeriod === undefined ? '' : String(m.expirationPeriod),
    credits: m.creditTypes.map((c) => ({ creditTypeId: c.creditTypeId, quantity: String(c.quantity) })),
    locationIds: m.locations.map((l) => l.locationId),
  };
}

export const neverExpires = (v: Pick<MembershipValues, 'expirationTypeId'>) =>
  v.expirationTypeId === EXPIRATION_TYPE.never;

const whole = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
const inRange = (n: number | null, max: number) => n !== null && n >= 1 && n <= max;

/** The mutation input: texts trimmed, a never-expiring membership without a period (core drops it too). */
export function toMembershipInput(v: MembershipValues): Omit<MembershipInput, 'version'> {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    price: v.price.trim(),
    expirationTypeId: v.expirationTypeId ?? 0,
    expirationPeriod: neverExpires(v) ? null : whole(v.expirationPeriod),
    creditTypes: v.credits.map((c) => ({ creditTypeId: c.creditTypeId ?? 0, quantity: whole(c.quantity) ?? 0 })),
    locationIds: v.locationIds,
  };
}

/**
 * Core's rules (validateMembership, the server's own check) on the input the save would send,
 * plus the ranges the input schema sets (period 1–999, quantity 1–999999), said on their field.
 */
export function validateMembershipValues(v: MembershipValues): Partial<Record<MembershipField, MessageKey>> {
  const input = toMembershipInput(v);
  const { locationIds, expirationTypeId, version: _version, ...core } = validateMembership(input);
  const errors: Partial<Record<MembershipField, MessageKey>> = { ...core };
  if (locationIds) errors.locations = locationIds;
  if (expirationTypeId)
    errors.expirationTypeId = v.expirationTypeId === null ? 'validation.required' : expirationTypeId;
  // Core asks for a period only once the type is known; the field is required unless it never expires.
  if (!errors.expirationPeriod && !neverExpires(v)) {
    if (v.expirationPeriod.trim() === '') errors.expirationPeriod = 'validation.required';
    else if (!inRange(input.expirationPeriod ?? null, MAX_EXPIRATION_PERIOD))
      errors.expirationPeriod = 'catalogue.memberships.periodRange';
  }
  if (v.credits.some((c) => c.creditTypeId === null || !inRange(whole(c.quantity), MAX_CREDIT_QUANTITY)))
    errors.creditTypes = 'catalogue.memberships.creditIncomplete';
  return errors;
}

export const MEMBERSHIP_TABS: readonly FormTabDef<MembershipField>[] = [
  {
    id: 'basic',
    label: 'settings.basicTab',
    fields: ['name', 'description', 'price', 'expirationTypeId', 'expirationPeriod'],
    required: true,
  },
  { id: 'credits', label: 'catalogue.memberships.creditsTab', fields: ['creditTypes'] },
  { id: 'locations', label: 'catalogue.memberships.locationsTab', fields: ['locations'], required: true },
];

/** The server names the locations field `locationIds`. */
export const MEMBERSHIP_SERVER_FIELDS = { locationIds: 'locations' } as const;
