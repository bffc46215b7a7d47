/** Schemas the catalogue lookups share: a choice, and the intersections' body. */
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { Id } from '@marquee/core/resources/types';
import { Type } from 'typebox';

/** A choice of a catalogue lookup: id and name. */
export const Option = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A choice offered at some locations: the product form filters it by the product's (core/catalogue/offered.ts). */
export const PlacedOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  locationIds: Type.Array(Type.Integer()),
});

/** The intersections' body: the locations every answered row must be linked to. */
export const LocationIds = { locationIds: Type.Array(Id, { maxItems: MAX_IDS_PER_LIST }) };
export const locationIdsOf = (q: Record<string, unknown>) => (q.locationIds as number[] | undefined) ?? [];
