import type { ActivityInput } from '@marquee/core/bookings/setup';
import type { WeeklySchedule } from '@marquee/core/bookings/schedule';
import type { SchedulingActivityRowFragment } from '../../../generated/graphql.ts';
import { intOrNull, textOf } from '../common/fields.tsx';

/** The activity form as typed: numbers stay text until sent, money in units (not cents). */
export interface ActivityForm {
  id?: number | null;
  productId: number | null;
  /** The resources it uses, in order, with their names for the tags. */
  resources: { id: number; name: string }[];
  name: string;
  schedule: WeeklySchedule;
  durationMinutes: string;
  bufferMinutes: string;
  capacity: string;
  minGuests: string;
  maxGuests: string;
  price: string;
  deposit: string;
  online: boolean;
  enabled: boolean;
}

export const blankActivity = (): ActivityForm => ({
  productId: null,
  resources: [],
  name: '',
  schedule: [],
  durationMinutes: '60',
  bufferMinutes: '0',
  capacity: '',
  minGuests: '1',
  maxGuests: '',
  price: '0',
  deposit: '0',
  online: true,
  enabled: true,
});

const units = (cents: number) => (cents / 100).toFixed(2);
// NaN stays NaN so core's validation names the field.
const cents = (text: string) => Math.round(Number(text) * 100);

export const activityFromRow = (r: SchedulingActivityRowFragment): ActivityForm => ({
  id: r.id,
  productId: r.productId,
  resources: r.resources.map((x) => ({ id: x.id, name: x.name })),
  name: r.name,
  schedule: r.schedule.map((d) => ({
    weekday: d.weekday,
    ranges: d.ranges.map((x) => ({ from: x.from, to: x.to, every: x.every })),
    starts: [...d.starts],
  })),
  durationMinutes: String(r.durationMinutes),
  bufferMinutes: String(r.bufferMinutes),
  capacity: textOf(r.capacity),
  minGuests: String(r.minGuests),
  maxGuests: textOf(r.maxGuests),
  price: units(r.priceCents),
  deposit: units(r.depositCents),
  online: r.online,
  enabled: r.enabled,
});

export const activityInput = (form: ActivityForm, locationId: number): ActivityInput => ({
  productId: form.productId ?? 0,
  locationId,
  resourceIds: form.resources.map((r) => r.id),
  name: form.name.trim(),
  schedule: form.schedule,
  durationMinutes: Number(form.durationMinutes),
  bufferMinutes: Number(form.bufferMinutes),
  capacity: intOrNull(form.capacity),
  minGuests: Number(form.minGuests),
  maxGuests: intOrNull(form.maxGuests),
  priceCents: cents(form.price),
  depositCents: cents(form.deposit),
  online: form.online,
  enabled: form.enabled,
});
