/**
 * What each GraphQL root field of guests, guest segments and CRM needs (spec/3 §6 menu indexes
 * 112, 120, 17 and 19), checked against the SDL's @requires by gateway/src/auth/requires.test.ts.
 * The REST routes guard with the same indexes (rest-api/src/routes/marketing/*), and
 * tests/rest-permissions.test.ts checks them there.
 */
import type { FlagName } from '../permissions.ts';
import { CRM_MENU, CRM_TAGS_MENU, GUESTS_MENU, SEGMENTS_MENU } from './guests.ts';

const need = (module: number, flag: FlagName) => ({ module, flag });

export const GUEST_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  guests: need(GUESTS_MENU, 'view'),
  guest: need(GUESTS_MENU, 'detailView'),
  addGuestNote: need(GUESTS_MENU, 'add'),
  guestSegments: need(SEGMENTS_MENU, 'view'),
  guestSegment: need(SEGMENTS_MENU, 'detailView'),
  guestSegmentCount: need(SEGMENTS_MENU, 'view'),
  guestSegmentGuests: need(SEGMENTS_MENU, 'view'),
  guestSegmentOptions: need(SEGMENTS_MENU, 'view'),
  guestSegmentMatchList: need(SEGMENTS_MENU, 'view'),
  guestSegmentConditions: need(SEGMENTS_MENU, 'view'),
  guestSegmentProducts: need(SEGMENTS_MENU, 'view'),
  guestSegmentLocations: need(SEGMENTS_MENU, 'view'),
  createGuestSegment: need(SEGMENTS_MENU, 'add'),
  updateGuestSegment: need(SEGMENTS_MENU, 'updateAndExecute'),
  deleteGuestSegments: need(SEGMENTS_MENU, 'remove'),
  guestSegmentSends: need(SEGMENTS_MENU, 'view'),
  sendGuestSegmentMessage: need(SEGMENTS_MENU, 'updateAndExecute'),
  guestTimeline: need(CRM_MENU, 'view'),
  guestTags: need(CRM_TAGS_MENU, 'view'),
  createGuestTag: need(CRM_TAGS_MENU, 'add'),
  renameGuestTag: need(CRM_TAGS_MENU, 'updateAndExecute'),
  deleteGuestTag: need(CRM_TAGS_MENU, 'remove'),
  setGuestTags: need(CRM_TAGS_MENU, 'updateAndExecute'),
  setGuestLanguage: need(GUESTS_MENU, 'updateAndExecute'),
};
