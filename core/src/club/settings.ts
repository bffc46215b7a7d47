/**
 * The online-booking settings of a location (spec/1 §3 "Online-booking default settings template",
 * spec/3 §3 "Club settings"): one TypeBox schema read by the REST routes and, as `Static<…>`, by
 * every layer; the template's defaults; and the server's rules (spec/3 §5).
 *
 * A location that never saved answers DEFAULT_ONLINE_BOOKING_SETTINGS exactly. Times are 'HH:mm'
 * (24 h) in the location's time zone; durations are minutes.
 */
import { type Static, Type } from 'typebox';
import { BRAND_COLOUR, DEFAULT_BUFFER_TIME } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import { Nullable, Text } from '../resources/types.ts';
import { isTooLong } from '../validation.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Limits of the settings form: a year of notice at most, a day of buffer at most. */
export const CLUB_LIMITS = {
  welcomeText: 1000,
  imageUrl: 500,
  prompts: 20,
  rangesPerDay: 8,
  categories: 200,
  maxLicenses: 9_999,
  maxAdvanceMinutes: 525_600,
  maxBufferMinutes: 1_440,
  blackoutDates: 100,
} as const;

/** 'HH:mm', 00:00–23:59. */
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
const TIME = new RegExp(TIME_PATTERN);
/** '#RRGGBB'. */
export const COLOUR_PATTERN = '^#[0-9A-Fa-f]{6}$';
const COLOUR = new RegExp(COLOUR_PATTERN);

const Time = Type.String({ maxLength: 5 });
export const TimeRange = Type.Object({ start: Time, end: Time }, { additionalProperties: false });
export type TimeRange = Static<typeof TimeRange>;

/** One weekday's entry: open online (enabled) and its time ranges (data). */
export const DayAvailability = Type.Object(
  { enabled: Type.Boolean(), data: Type.Array(TimeRange, { maxItems: CLUB_LIMITS.rangesPerDay }) },
  { additionalProperties: false },
);
export type DayAvailability = Static<typeof DayAvailability>;

/** Each weekday holds one entry (the template's shape: a list of one). */
const Day = Type.Array(DayAvailability, { minItems: 1, maxItems: 1 });
export const AvailabilityPerDay = Type.Object(
  {
    monday: Day,
    tuesday: Day,
    wednesday: Day,
    thursday: Day,
    friday: Day,
    saturday: Day,
    sunday: Day,
  },
  { additionalProperties: false },
);
export type AvailabilityPerDay = Static<typeof AvailabilityPerDay>;

export const CustomPrompt = Type.Object({ label: Text(), isRequired: Type.Boolean() }, { additionalProperties: false });
export type CustomPrompt = Static<typeof CustomPrompt>;

/** How a blackout date repeats (the club-booking lookup 'black-out-dates/repeat-options'). */
export const BLACKOUT_REPEATS = ['NONE', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type BlackoutRepeat = (typeof BLACKOUT_REPEATS)[number];

/** A day the location takes no online booking: 'yyyy-mm-dd', once or repeating from that day. */
export const BlackoutDate = Type.Object(
  {
    date: Type.String({ maxLength: 10 }),
    repeat: Type.Unsafe<BlackoutRepeat>({ type: 'string', enum: [...BLACKOUT_REPEATS] }),
  },
  { additionalProperties: false },
);
export type BlackoutDate = Static<typeof BlackoutDate>;

export const CategorySetting = Type.Object(
  { categoryId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

export const OnlineBookingSettings = Type.Object(
  {
    branding: Type.Object(
      {
        logo: Nullable(Type.String({ maxLength: CLUB_LIMITS.imageUrl })),
        backgroundImg: Nullable(Type.String({ maxLength: CLUB_LIMITS.imageUrl })),
        welcomeText: Type.String({ maxLength: CLUB_LIMITS.welcomeText }),
        primaryColor: Type.String({ maxLength: 7 }),
      },
      { additionalProperties: false },
    ),
    customPrompts: Type.Object(
      { prompts: Type.Array(CustomPrompt, { maxItems: CLUB_LIMITS.prompts }) },
      { additionalProperties: false },
    ),
    generalSettings: Type.Object(
      {
        numberOfLicenses: Nullable(Type.Integer()),
        isOnlyShowPreScheduledActivities: Type.Boolean(),
        isAskForRelationshipInfo: Type.Boolean(),
        /** Minutes of notice a booking needs; null: none. */
        minTimeToBookInAdvance: Nullable(Type.Integer()),
        /** Minutes between two slots. */
        bufferTime: Type.Integer(),
        /** The first and last time of the booking day; null: the day's ranges alone. */
        start: Nullable(Time),
        end: Nullable(Time),
        availabilityPerDay: AvailabilityPerDay,
      },
      { additionalProperties: false },
    ),
    categorySettings: Type.Object(
      { productCategory: Type.Array(CategorySetting, { maxItems: CLUB_LIMITS.categories }) },
      { additionalProperties: false },
    ),
    /**
     * Days without online booking. Optional in a save: a save that
     * leaves it out keeps the stored list (routes/clubbooking/settings.ts).
     */
    blackoutDates: Type.Optional(Type.Array(BlackoutDate, { maxItems: CLUB_LIMITS.blackoutDates })),
  },
  { additionalProperties: false },
);
export type OnlineBookingSettings = Static<typeof OnlineBookingSettings>;

const closedDay = (): DayAvailability[] => [{ enabled: false, data: [] }];

/** The template of spec/1 §3, exactly: what a location answers until someone saves. */
export function defaultOnlineBookingSettings(): OnlineBookingSettings {
  return {
    branding: { logo: null, backgroundImg: null, welcomeText: '', primaryColor: BRAND_COLOUR },
    customPrompts: { prompts: [] },
    generalSettings: {
      numberOfLicenses: null,
      isOnlyShowPreScheduledActivities: false,
      isAskForRelationshipInfo: true,
      minTimeToBookInAdvance: null,
      bufferTime: DEFAULT_BUFFER_TIME,
      start: null,
      end: null,
      availabilityPerDay: Object.fromEntries(WEEKDAYS.map((d) => [d, closedDay()])) as AvailabilityPerDay,
    },
    categorySettings: { productCategory: [] },
    blackoutDates: [],
  };
}

export const isTime = (value: string | null | undefined): value is string =>
  typeof value === 'string' && TIME.test(value);
export const isColour = (value: string) => COLOUR.test(value);
/** Minutes since midnight of an 'HH:mm'. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A real calendar day 'yyyy-mm-dd'. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** An http(s) URL or a path on this origin; empty is no image. */
export const isImageUrl = (value: string) => /^(https?:\/\/|\/)[^\s<>"]*$/.test(value);

/**
 * The first broken rule of each weekday's ranges: a time that is not 'HH:mm', a range that does
 * not end after it starts, or two ranges that overlap (touching is fine: 10:00–12:00, 12:00–14:00).
 */
export function rangeProblem(ranges: readonly TimeRange[]): MessageKey | undefined {
  if (ranges.some((r) => !isTime(r.start) || !isTime(r.end))) return 'club.time';
  if (ranges.some((r) => minutesOf(r.end) <= minutesOf(r.start))) return 'club.rangeOrder';
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let i = 1; i < sorted.length; i++) {
    if (minutesOf(sorted[i]!.start) < minutesOf(sorted[i - 1]!.end)) return 'club.rangesOverlap';
  }
  return undefined;
}

const whole = (value: number | null, max: number): boolean =>
  value === null || (Number.isInteger(value) && value >= 0 && value <= max);

/**
 * The server's check of a save (the web runs it too, to flag fields before sending). Keys are
 * paths: 'branding.primaryColor', 'generalSettings.availabilityPerDay.tuesday',
 * 'customPrompts.prompts.2'.
 */
export function validateOnlineBookingSettings(s: OnlineBookingSettings): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  const { branding, generalSettings: g } = s;
  if (!isColour(branding.primaryColor)) errors['branding.primaryColor'] = 'club.colour';
  for (const field of ['logo', 'backgroundImg'] as const) {
    const value = branding[field];
    if (value !== null && value !== '' && !isImageUrl(value)) errors[`branding.${field}`] = 'club.imageUrl';
  }
  if (isTooLong(branding.welcomeText, CLUB_LIMITS.welcomeText)) errors['branding.welcomeText'] = 'validation.tooLong';
  s.customPrompts.prompts.forEach((p, i) => {
    if (p.label.trim() === '') errors[`customPrompts.prompts.${i}`] = 'validation.required';
  });
  if (!whole(g.numberOfLicenses, CLUB_LIMITS.maxLicenses)) errors['generalSettings.numberOfLicenses'] = 'club.number';
  if (!whole(g.minTimeToBookInAdvance, CLUB_LIMITS.maxAdvanceMinutes)) {
    errors['generalSettings.minTimeToBookInAdvance'] = 'club.number';
  }
  if (!Number.isInteger(g.bufferTime) || g.bufferTime < 0) errors['generalSettings.bufferTime'] = 'club.bufferNegative';
  else if (g.bufferTime > CLUB_LIMITS.maxBufferMinutes) errors['generalSettings.bufferTime'] = 'club.number';
  for (const field of ['start', 'end'] as const) {
    const value = g[field];
    if (value !== null && value !== '' && !isTime(value)) errors[`generalSettings.${field}`] = 'club.time';
  }
  if (isTime(g.start) && isTime(g.end) && minutesOf(g.end) <= minutesOf(g.start)) {
    errors['generalSettings.end'] = 'club.rangeOrder';
  }
  (s.blackoutDates ?? []).forEach((b, i) => {
    if (!isIsoDay(b.date)) errors[`blackoutDates.${i}`] = 'club.date';
  });
  for (const day of WEEKDAYS) {
    const problem = rangeProblem(g.availabilityPerDay[day].flatMap((entry) => entry.data));
    if (problem) errors[`generalSettings.availabilityPerDay.${day}`] = problem;
  }
  return errors;
}

/** Blank optional texts are saved as null, so an empty logo field means "no logo". */
export function normaliseOnlineBookingSettings(s: OnlineBookingSettings): OnlineBookingSettings {
  const blank = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());
  return {
    ...s,
    branding: {
      ...s.branding,
      logo: blank(s.branding.logo),
      backgroundImg: blank(s.branding.backgroundImg),
      primaryColor: s.branding.primaryColor.toUpperCase(),
    },
    customPrompts: { prompts: s.customPrompts.prompts.map((p) => ({ ...p, label: p.label.trim() })) },
    generalSettings: { ...s.generalSettings, start: blank(s.generalSettings.start), end: blank(s.generalSettings.end) },
  };
}
