/**
 * What a venue sets up to take bookings: bookable resources (lanes, rooms, courts,
 * party areas) and activities (what is booked: a product at a location on resources, its weekly
 * schedule, session, places, guests and money). One validation per kind for every layer: the
 * REST API refuses with these field messages, the screens show them before saving.
 */
import { MAX_TEXT_LENGTH } from '../constants.ts';
import { isTooLong, type FieldErrors } from '../validation.ts';
import { MAX_GUESTS, RESOURCE_KINDS } from './rules.ts';
import { MAX_PLACES, validateSchedule, type ScheduleField, type WeeklySchedule } from './schedule.ts';

/** Most cents of a price or deposit ($999,999.99, as every amount of spec/3 §5). */
export const MAX_SETUP_CENTS = 99_999_999;

export interface ResourceInput {
  locationId: number;
  name: string;
  kind: string;
  /** Guests it holds at once; null: not counted. */
  places: number | null;
  enabled: boolean;
}

export interface ActivityInput {
  /** The reservation product it sells. */
  productId: number;
  locationId: number;
  /**
   * The resources it uses, at its location, in the order shown; the first is where the booking
   * manager's day lists it. A slot's places are the activity's, shared by all of them.
   */
  resourceIds: number[];
  name: string;
  schedule: WeeklySchedule;
  durationMinutes: number;
  bufferMinutes: number;
  /** Places per slot; null: unlimited. */
  capacity: number | null;
  minGuests: number;
  /** Null: up to the places left. */
  maxGuests: number | null;
  priceCents: number;
  depositCents: number;
  /** Sold in the guest shop too (else at the desk only). */
  online: boolean;
  enabled: boolean;
}

const count = (n: unknown, max: number) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;

function nameError(name: string) {
  if (name.trim() === '') return 'validation.required' as const;
  return isTooLong(name, MAX_TEXT_LENGTH) ? ('scheduling.error.nameLength' as const) : undefined;
}

export function validateResource(input: ResourceInput): FieldErrors<'name' | 'kind' | 'places'> {
  const errors: FieldErrors<'name' | 'kind' | 'places'> = {};
  const name = nameError(input.name);
  if (name) errors.name = name;
  if (!(RESOURCE_KINDS as readonly string[]).includes(input.kind)) errors.kind = 'scheduling.error.kind';
  if (input.places !== null && !count(input.places, MAX_PLACES)) errors.places = 'scheduling.error.places';
  return errors;
}

/** Most resources one activity uses. */
export const MAX_ACTIVITY_RESOURCES = 50;

export type ActivityField =
  | ScheduleField
  | 'name'
  | 'resourceIds'
  | 'capacity'
  | 'minGuests'
  | 'maxGuests'
  | 'priceCents'
  | 'depositCents';

/** At least one resource, each once, at most MAX_ACTIVITY_RESOURCES. */
function resourcesError(ids: readonly number[]) {
  if (ids.length === 0) return 'scheduling.error.noResource' as const;
  if (ids.length > MAX_ACTIVITY_RESOURCES || new Set(ids).size !== ids.length)
    return 'scheduling.error.resources' as const;
  return undefined;
}

/**
 * The guests a set of resources holds at once: the sum of their places, or null (not counted)
 * when any of them is not counted.
 */
export function placesOfResources(resources: readonly { places: number | null }[]): number | null {
  let total = 0;
  for (const r of resources) {
    if (r.places === null) return null;
    total += r.places;
  }
  return total;
}

/**
 * Whether a slot's booked guests still fit when an activity keeps only some of its resources:
 * they fit when the resources kept are not counted or hold at least that many guests.
 */
export function bookedFitResources(booked: number, kept: readonly { places: number | null }[]): boolean {
  const places = placesOfResources(kept);
  return places === null || booked <= places;
}

/**
 * An activity's places per slot against the places of its resources: a slot cannot sell more
 * guests than its lanes or rooms hold at once, nor be unlimited on resources that count places.
 * Null when it fits (or the resources do not count places).
 */
export function capacityOverResources(
  capacity: number | null,
  resources: readonly { places: number | null }[],
): { places: number } | null {
  const places = placesOfResources(resources);
  if (places === null) return null;
  return capacity === null || capacity > places ? { places } : null;
}

/**
 * Field messages of an activity: its schedule (core validateSchedule), one to
 * MAX_ACTIVITY_RESOURCES distinct resources, places not negative, at
 * least one guest, least ≤ most guests ≤ places, price and deposit not negative.
 */
export function validateActivity(input: ActivityInput): FieldErrors<ActivityField> {
  const errors: FieldErrors<ActivityField> = {
    ...validateSchedule(input.schedule, input.durationMinutes, input.bufferMinutes),
  };
  const name = nameError(input.name);
  if (name) errors.name = name;
  const resources = resourcesError(input.resourceIds);
  if (resources) errors.resourceIds = resources;
  if (input.capacity !== null && !count(input.capacity, MAX_PLACES)) errors.capacity = 'scheduling.error.places';
  if (!Number.isInteger(input.minGuests) || input.minGuests < 1 || input.minGuests > MAX_GUESTS) {
    errors.minGuests = 'scheduling.error.minGuests';
  }
  if (input.maxGuests !== null) {
    if (!count(input.maxGuests, MAX_GUESTS) || (!errors.minGuests && input.maxGuests < input.minGuests)) {
      errors.maxGuests = 'scheduling.error.guestsOrder';
    } else if (input.capacity !== null && !errors.capacity && input.maxGuests > input.capacity) {
      errors.maxGuests = 'scheduling.error.guestsOverPlaces';
    }
  }
  if (!count(input.priceCents, MAX_SETUP_CENTS)) errors.priceCents = 'scheduling.error.money';
  if (!count(input.depositCents, MAX_SETUP_CENTS)) errors.depositCents = 'scheduling.error.money';
  return errors;
}

/** Permission module of the Resources screen (Club Booking → Resources), beyond the spec's 1–123. */
export const RESOURCES_INDEX = 124;
/** Permission module of the Activities screen (Club Booking → Activities). */
export const ACTIVITIES_INDEX = 125;
/** Rows of one page of the setup lists. */
export const MAX_SETUP_PAGE = 100;
