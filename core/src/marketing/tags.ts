/** CRM tags (menu 19): labels staff put on guests; a segment condition can require one. */
import { type Static, Type } from 'typebox';
import { Text } from '../resources/types.ts';
import { GuestId } from './guests.ts';

/** A guest carries at most this many tags; a master client defines at most MAX_TAGS. */
export const MAX_TAGS_PER_GUEST = 20;
export const MAX_TAGS = 500;

export const GuestTag = Type.Object({ id: Type.Integer(), name: Type.String(), guests: Type.Integer() });
export type GuestTag = Static<typeof GuestTag>;

export const TagInput = Type.Object({ name: Text({ minLength: 1 }) }, { additionalProperties: false });
export type TagInput = Static<typeof TagInput>;

export const GuestTagsInput = Type.Object(
  {
    guestId: GuestId,
    tagIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: MAX_TAGS_PER_GUEST }),
  },
  { additionalProperties: false },
);
export type GuestTagsInput = Static<typeof GuestTagsInput>;
