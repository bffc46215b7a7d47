/**
 * Guest segments (spec/3 §2, §3, §4, §5, §7 /marketing/guest-segments/*; menu 120): a named set of
 * conditions over the guests of a master client, matched all or any. The REST API compiles them to
 * one parameterised SQL condition (rest-api/src/repositories/marketing/segmentSql.ts); here are the
 * shapes, the condition catalogue and the rules every layer shares.
 */
import { type Static, Type } from 'typebox';
import type { MessageKey } from '../messages/en.ts';
import { Id, Nullable, PAGING_QUERY, Text } from '../resources/types.ts';

export const MAX_CONDITIONS = 20;
/** Longest look-back of "last visit within N days" (ten years). */
export const MAX_DAYS = 3650;
/** Largest spend amount a condition takes, in dollars (6 integer digits, spec/3 §5 amounts). */
export const MAX_SPEND_DOLLARS = 999_999.99;
export const MAX_POSTAL_CODE_LENGTH = 10;

export const MATCHES = ['all', 'any'] as const;
export type SegmentMatch = (typeof MATCHES)[number];

const Match = Type.Union([Type.Literal('all'), Type.Literal('any')]);

export const MEMBERSHIP_STATUSES = ['active', 'expired', 'none'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Age groups by whole years on the day the segment is counted; max is exclusive. */
export const AGE_GROUPS = {
  child: { min: 0, max: 13 },
  teen: { min: 13, max: 18 },
  adult: { min: 18, max: 65 },
  senior: { min: 65, max: null },
} as const;
export type AgeGroup = keyof typeof AGE_GROUPS;
export const AGE_GROUP_NAMES = Object.keys(AGE_GROUPS) as AgeGroup[];

/**
 * A condition of one type. Not `additionalProperties: false`: the REST API's ajv removes such
 * properties while it tries each branch of the union, so a later branch would find its value gone.
 * `conditionValue` keeps only the type's own field instead.
 */
const cond = <K extends string, P extends Record<string, import('typebox').TSchema>>(type: K, props: P) =>
  Type.Object({ type: Type.Literal(type), ...props });

export const SegmentCondition = Type.Union([
  cond('lastVisitWithin', { days: Type.Integer({ minimum: 1, maximum: MAX_DAYS }) }),
  cond('spendOver', { amount: Type.Number({ minimum: 0, maximum: MAX_SPEND_DOLLARS }) }),
  cond('boughtProduct', { productId: Id }),
  cond('boughtCategory', { categoryId: Id }),
  cond('membershipStatus', {
    status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('none')]),
  }),
  cond('ageGroup', {
    group: Type.Union([Type.Literal('child'), Type.Literal('teen'), Type.Literal('adult'), Type.Literal('senior')]),
  }),
  cond('postalCode', {
    prefix: Type.String({ minLength: 1, maxLength: MAX_POSTAL_CODE_LENGTH, pattern: '^[A-Za-z0-9 -]+$' }),
  }),
  cond('location', { locationId: Id }),
  cond('hasTag', { tagId: Id }),
]);
export type SegmentCondition = Static<typeof SegmentCondition>;
export type ConditionType = SegmentCondition['type'];

/** The field holding each condition type's value. */
export const CONDITION_FIELD = {
  lastVisitWithin: 'days',
  spendOver: 'amount',
  boughtProduct: 'productId',
  boughtCategory: 'categoryId',
  membershipStatus: 'status',
  ageGroup: 'group',
  postalCode: 'prefix',
  location: 'locationId',
  hasTag: 'tagId',
} as const satisfies Record<SegmentCondition['type'], string>;

/** The condition with its type and its own field only (anything else sent along is dropped). */
export function conditionValue(c: SegmentCondition): SegmentCondition {
  const field = CONDITION_FIELD[c.type];
  return { type: c.type, [field]: (c as Record<string, unknown>)[field] } as SegmentCondition;
}

/** What a condition's value is, so a form knows which input to show. */
export type ConditionValueKind = 'days' | 'amount' | 'product' | 'category' | 'option' | 'text' | 'location' | 'tag';

export const CONDITION_TYPES: readonly { type: ConditionType; labelKey: MessageKey; value: ConditionValueKind }[] = [
  { type: 'lastVisitWithin', labelKey: 'marketing.condition.lastVisitWithin', value: 'days' },
  { type: 'spendOver', labelKey: 'marketing.condition.spendOver', value: 'amount' },
  { type: 'boughtProduct', labelKey: 'marketing.condition.boughtProduct', value: 'product' },
  { type: 'boughtCategory', labelKey: 'marketing.condition.boughtCategory', value: 'category' },
  { type: 'membershipStatus', labelKey: 'marketing.condition.membershipStatus', value: 'option' },
  { type: 'ageGroup', labelKey: 'marketing.condition.ageGroup', value: 'option' },
  { type: 'postalCode', labelKey: 'marketing.condition.postalCode', value: 'text' },
  { type: 'location', labelKey: 'marketing.condition.location', value: 'location' },
  { type: 'hasTag', labelKey: 'marketing.condition.hasTag', value: 'tag' },
];

export const MATCH_LABELS: Record<SegmentMatch, MessageKey> = {
  all: 'marketing.match.all',
  any: 'marketing.match.any',
};
export const MEMBERSHIP_LABELS: Record<MembershipStatus, MessageKey> = {
  active: 'marketing.membership.active',
  expired: 'marketing.membership.expired',
  none: 'marketing.membership.none',
};
export const AGE_GROUP_LABELS: Record<AgeGroup, MessageKey> = {
  child: 'marketing.age.child',
  teen: 'marketing.age.teen',
  adult: 'marketing.age.adult',
  senior: 'marketing.age.senior',
};

export const NumberOfGuests = Type.Object({
  value: Type.Integer(),
  /** ISO instant the count was made. */
  lastUpdateDate: Type.String(),
});
export type NumberOfGuests = Static<typeof NumberOfGuests>;

/**
 * What GET …/number answers: the stored count and its time (null before the first count), and
 * whether a refresh is queued — the cell shows loading until the refreshed figure arrives.
 */
export const SegmentCountState = Type.Object({
  value: Nullable(Type.Integer()),
  lastUpdateDate: Nullable(Type.String()),
  refreshing: Type.Boolean(),
});
export type SegmentCountState = Static<typeof SegmentCountState>;

/** A stored count older than this (minutes; SEGMENT_COUNT_REFRESH_MINUTES) is refreshed by the queue. */
export const DEFAULT_SEGMENT_COUNT_REFRESH_MINUTES = 60;

export const GuestSegment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Null: every location ('all'). */
  locationId: Nullable(Type.Integer()),
  locationName: Type.String(),
  match: Match,
  conditions: Type.Array(SegmentCondition),
  /** The last count, if one was made; the job queue keeps it fresh (GET …/number asks for it). */
  numberOfGuests: Type.Union([NumberOfGuests, Type.Null()]),
  updatedAt: Type.String(),
});
export type GuestSegment = Static<typeof GuestSegment>;

/** A save: create without id, update with one (spec/3 §2). */
export const SegmentInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text({ minLength: 1 }),
    locationId: Nullable(Id),
    match: Match,
    conditions: Type.Array(SegmentCondition, { minItems: 1, maxItems: MAX_CONDITIONS }),
  },
  { additionalProperties: false },
);
export type SegmentInput = Static<typeof SegmentInput>;

/**
 * The list's location parameter (spec/3 §5): 'all' is sent as none; without a location no call
 * is made. Answers the query value to send, or undefined for "do not call".
 */
export function segmentListLocation(location: string | null | undefined): { location?: string } | undefined {
  if (location == null || location === '') return undefined;
  return location === 'all' ? {} : { location };
}

export const SEGMENTS_QUERY = {
  ...PAGING_QUERY,
  /** A location code; absent: the segments of every location and those for all. */
  location: Type.Optional(Type.String({ maxLength: 20 })),
};

/** Field problems of a segment beyond its schema: a trimmed, non-empty name; no repeated condition. */
export function segmentProblems(input: SegmentInput): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (input.name.trim() === '') problems.name = 'marketing.segment.nameRequired';
  const seen = new Set<string>();
  for (const c of input.conditions) {
    const key = JSON.stringify(c);
    if (seen.has(key)) problems.conditions = 'marketing.segment.conditionTwice';
    seen.add(key);
  }
  return problems;
}

/** Dollars (up to 2 decimals) → integer cents, without float drift (12.3 → 1230). */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The success text of a save (spec/3 §8). */
export const savedMessage = (created: boolean): MessageKey =>
  created ? 'marketing.segment.created' : 'marketing.segment.updated';
