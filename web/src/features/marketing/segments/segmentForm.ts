/**
 * The segment form's values and the one mapper to the create/update input (STYLE.md point 4):
 * each condition keeps its value as typed text and is converted on save.
 */
import type {
  GuestAgeGroup,
  GuestMembershipStatus,
  GuestSegmentInput,
  SegmentConditionInput,
  SegmentConditionType,
  SegmentFieldsFragment,
  SegmentMatch,
} from '../../../generated/graphql.ts';

export interface ConditionValues {
  type: SegmentConditionType;
  /** Days, dollars, an id, an option code or a postal-code start, as the input holds it. */
  value: string;
}

export interface SegmentFormValues {
  name: string;
  /** Null: all locations. */
  locationId: number | null;
  match: SegmentMatch;
  conditions: ConditionValues[];
}

export const EMPTY_SEGMENT: SegmentFormValues = {
  name: '',
  locationId: null,
  match: 'ALL',
  conditions: [{ type: 'LAST_VISIT_WITHIN', value: '30' }],
};

/** Which input field of SegmentConditionInput carries each type's value. */
const FIELD: Record<SegmentConditionType, keyof SegmentConditionInput> = {
  LAST_VISIT_WITHIN: 'days',
  SPEND_OVER: 'amount',
  BOUGHT_PRODUCT: 'productId',
  BOUGHT_CATEGORY: 'categoryId',
  MEMBERSHIP_STATUS: 'status',
  AGE_GROUP: 'group',
  POSTAL_CODE: 'prefix',
  LOCATION: 'locationId',
  HAS_TAG: 'tagId',
};

export function toConditionInput(c: ConditionValues): SegmentConditionInput {
  const field = FIELD[c.type];
  const text = c.value.trim();
  if (field === 'prefix') return { type: c.type, prefix: text };
  if (field === 'status') return { type: c.type, status: text.toUpperCase() as GuestMembershipStatus };
  if (field === 'group') return { type: c.type, group: text.toUpperCase() as GuestAgeGroup };
  return { type: c.type, [field]: Number(text) };
}

export function toSegmentInput(v: SegmentFormValues): GuestSegmentInput {
  return {
    name: v.name.trim(),
    locationId: v.locationId,
    match: v.match,
    conditions: v.conditions.map(toConditionInput),
  };
}

export function fromSegment(s: SegmentFieldsFragment): SegmentFormValues {
  return {
    name: s.name,
    locationId: s.locationId ?? null,
    match: s.match,
    conditions: s.conditions.map((c) => {
      const value = c[FIELD[c.type] as keyof typeof c];
      return { type: c.type, value: value == null ? '' : String(value).toLowerCase() };
    }),
  };
}

/** Whether every condition has a value the server can take (the server checks again). */
export function conditionsComplete(v: SegmentFormValues): boolean {
  return (
    v.name.trim() !== '' &&
    v.conditions.length > 0 &&
    v.conditions.every((c) => {
      const text = c.value.trim();
      if (text === '') return false;
      const field = FIELD[c.type];
      if (field === 'prefix' || field === 'status' || field === 'group') return true;
      return Number.isFinite(Number(text)) && Number(text) >= 0;
    })
  );
}
