/**
 * The schema's enums (LAST_VISIT_WITHIN, ACTIVE, ALL…) ↔ the REST API's values (lastVisitWithin,
 * active, all…) of core/src/marketing/segments.ts, for segment conditions, saves and sends. Each
 * map is total over core's values (`satisfies Record<…>`), so a value added in core fails the
 * typecheck here until the schema has it too.
 */
import {
  type AgeGroup,
  CONDITION_FIELD,
  type ConditionType,
  type GuestSegment,
  type MembershipStatus,
  type SegmentCondition,
  type SegmentInput,
  type SegmentMatch,
} from '@marquee/core/marketing/segments';
import type { SegmentSend } from '@marquee/core/marketing/segmentSends';
import type {
  GuestAgeGroup,
  GuestMembershipStatus,
  GuestSegment as GqlSegment,
  GuestSegmentInput,
  SegmentCondition as GqlCondition,
  SegmentConditionInput,
  SegmentConditionType,
  SegmentMatch as GqlMatch,
  SegmentSend as GqlSend,
  SegmentSendStatus,
} from '../../generated/graphql.ts';

const TYPES = {
  lastVisitWithin: 'LAST_VISIT_WITHIN',
  spendOver: 'SPEND_OVER',
  boughtProduct: 'BOUGHT_PRODUCT',
  boughtCategory: 'BOUGHT_CATEGORY',
  membershipStatus: 'MEMBERSHIP_STATUS',
  ageGroup: 'AGE_GROUP',
  postalCode: 'POSTAL_CODE',
  location: 'LOCATION',
  hasTag: 'HAS_TAG',
} as const satisfies Record<ConditionType, SegmentConditionType>;
const STATUSES = { active: 'ACTIVE', expired: 'EXPIRED', none: 'NONE' } as const satisfies Record<
  MembershipStatus,
  GuestMembershipStatus
>;
const GROUPS = { child: 'CHILD', teen: 'TEEN', adult: 'ADULT', senior: 'SENIOR' } as const satisfies Record<
  AgeGroup,
  GuestAgeGroup
>;
const MATCHES = { all: 'ALL', any: 'ANY' } as const satisfies Record<SegmentMatch, GqlMatch>;
const SEND_STATUSES = {
  scheduled: 'SCHEDULED',
  sending: 'SENDING',
  done: 'DONE',
  failed: 'FAILED',
} as const satisfies Record<SegmentSend['status'], SegmentSendStatus>;

/** The REST value of a schema enum value, from one of the maps above. */
function restOf<R extends string, G extends string>(map: Record<R, G>, value: G): R {
  const found = (Object.keys(map) as R[]).find((k) => map[k] === value);
  // The schema admits only the map's values: a miss is a schema/map mismatch, not bad input.
  if (found === undefined) throw new Error(`no REST value for ${value}`);
  return found;
}

/** The REST condition type of a schema condition type (LAST_VISIT_WITHIN → lastVisitWithin). */
export const restConditionType = (type: SegmentConditionType): ConditionType => restOf(TYPES, type);
export const conditionTypeName = (type: ConditionType): SegmentConditionType => TYPES[type];

/** A condition as sent to the REST API, which validates it (a missing value is its to name). */
export type RestConditionBody = { type: ConditionType } & Record<string, unknown>;

/** GraphQL condition input → the REST condition: only the field its type names is kept. */
export function toRestCondition(c: SegmentConditionInput): RestConditionBody {
  const type = restConditionType(c.type);
  const name = CONDITION_FIELD[type];
  if (name === 'status') return { type, status: c.status ? restOf(STATUSES, c.status) : c.status };
  if (name === 'group') return { type, group: c.group ? restOf(GROUPS, c.group) : c.group };
  return { type, [name]: c[name] };
}

export function toRestInput(
  input: GuestSegmentInput,
): Omit<SegmentInput, 'id' | 'conditions'> & { conditions: RestConditionBody[] } {
  return {
    name: input.name,
    locationId: input.locationId ?? null,
    match: restOf(MATCHES, input.match),
    conditions: input.conditions.map(toRestCondition),
  };
}

/** REST condition → the schema's shape (enum values in capitals). */
export function toGqlCondition(c: SegmentCondition): GqlCondition {
  switch (c.type) {
    case 'membershipStatus':
      return { type: TYPES[c.type], status: STATUSES[c.status] };
    case 'ageGroup':
      return { type: TYPES[c.type], group: GROUPS[c.group] };
    default: {
      const { type, ...value } = c;
      return { type: TYPES[type], ...value };
    }
  }
}

export function toGqlSegment(s: GuestSegment): GqlSegment {
  return { ...s, match: MATCHES[s.match], conditions: s.conditions.map(toGqlCondition) };
}

export const toGqlSend = (s: SegmentSend): GqlSend => ({ ...s, status: SEND_STATUSES[s.status] });
