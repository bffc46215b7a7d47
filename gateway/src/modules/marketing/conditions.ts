/**
 * The schema's enums (LAST_VISIT_WITHIN, ACTIVE, ALL…) ↔ the REST API's values (lastVisitWithin,
 * active, all…) of core/src/marketing/segments.ts, for segment conditions and saves.
 */
import {
  CONDITION_FIELD,
  type GuestSegment,
  type SegmentCondition,
  type SegmentInput,
} from '@marquee/core/marketing/segments';
import { sortName } from '../../resources/paging.ts';

const upper = (value: string) => value.replace(/([A-Z])/g, '_$1').toUpperCase();

type GqlCondition = Record<string, unknown> & { type: string };

/** GraphQL condition input → the REST condition (only the field its type names is kept). */
export function toRestCondition(c: GqlCondition): SegmentCondition {
  const type = sortName(c.type) as SegmentCondition['type'];
  const name = CONDITION_FIELD[type];
  const value = c[name];
  return {
    type,
    [name]: typeof value === 'string' && (name === 'status' || name === 'group') ? value.toLowerCase() : value,
  } as SegmentCondition;
}

export function toRestInput(input: {
  name: string;
  locationId?: number | null;
  match: string;
  conditions: readonly GqlCondition[];
}): Omit<SegmentInput, 'id'> {
  return {
    name: input.name,
    locationId: input.locationId ?? null,
    match: input.match.toLowerCase() as SegmentInput['match'],
    conditions: input.conditions.map(toRestCondition),
  };
}

/** REST condition → the schema's shape (enum values in capitals). */
export function toGqlCondition(c: SegmentCondition) {
  const out: Record<string, unknown> = { ...c, type: upper(c.type) };
  if (c.type === 'membershipStatus') out.status = c.status.toUpperCase();
  if (c.type === 'ageGroup') out.group = c.group.toUpperCase();
  return out;
}

export function toGqlSegment(s: GuestSegment) {
  return { ...s, match: s.match.toUpperCase(), conditions: s.conditions.map(toGqlCondition) };
}

export const conditionTypeName = upper;
