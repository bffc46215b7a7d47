import { describe, expect, it } from 'vitest';
import {
  formatLocalDate,
  formatStartMinute,
  isNotificationDue,
  NOTIFICATION_CATCH_UP_MINUTES,
  notificationDueAt,
  visitWindow,
} from './notifications.ts';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('notificationDueAt', () => {
  it('puts a 24-hour reminder at the same wall time the day before, across a daylight-saving change', () => {
    // New York springs forward at 02:00 on 2026-03-08, so that day has 23 hours.
    const visit = at('2026-03-09T14:00:00Z'); // 10:00 EDT
    expect(new Date(notificationDueAt('REMINDER', 1_440, visit, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T14:00:00.000Z', // 10:00 EDT on the 8th (after the 02:00 switch)
    );
    const earlier = at('2026-03-08T15:00:00Z'); // 11:00 EDT on the 8th; the day before is 11:00 EST = 16:00Z
    expect(new Date(notificationDueAt('REMINDER', 1_440, earlier, 'America/New_York')).toISOString()).toBe(
      '2026-03-07T16:00:00.000Z',
    );
    // In UTC a day is 24 hours.
    expect(notificationDueAt('REMINDER', 1_440, earlier, 'UTC')).toBe(earlier - 24 * HOUR);
  });

  it('adds the offset after the visit for a thank-you, days and minutes', () => {
    const visit = at('2026-06-01T18:00:00Z');
    expect(notificationDueAt('THANK_YOU', 90, visit, 'Asia/Tbilisi')).toBe(visit + 1.5 * HOUR);
    expect(notificationDueAt('THANK_YOU', 1_440 + 30, visit, 'Asia/Tbilisi')).toBe(visit + 24.5 * HOUR);
  });
});

describe('isNotificationDue', () => {
  const visit = at('2026-06-02T18:00:00Z');
  const due = visit - 24 * HOUR;
  it('sends a reminder from its moment until the visit starts', () => {
    expect(isNotificationDue('REMINDER', due, visit, due - 1)).toBe(false);
    expect(isNotificationDue('REMINDER', due, visit, due)).toBe(true);
    expect(isNotificationDue('REMINDER', due, visit, visit - 1)).toBe(true);
    expect(isNotificationDue('REMINDER', due, visit, visit)).toBe(false);
  });
  it('sends a thank-you from its moment for the catch-up window only', () => {
    const thanks = visit + HOUR;
    expect(isNotificationDue('THANK_YOU', thanks, visit, thanks - 1)).toBe(false);
    expect(isNotificationDue('THANK_YOU', thanks, visit, thanks)).toBe(true);
    const late = thanks + NOTIFICATION_CATCH_UP_MINUTES * 60_000;
    expect(isNotificationDue('THANK_YOU', thanks, visit, late - 1)).toBe(true);
    expect(isNotificationDue('THANK_YOU', thanks, visit, late)).toBe(false);
  });
  it('narrows the database to a window holding every due visit', () => {
    const now = due + 5 * 60_000;
    const w = visitWindow('REMINDER', 1_440, now);
    expect(visit).toBeGreaterThan(w.from);
    expect(visit).toBeLessThanOrEqual(w.to);
    const t = visitWindow('THANK_YOU', 60, visit + 2 * HOUR);
    expect(visit).toBeGreaterThan(t.from);
    expect(visit).toBeLessThanOrEqual(t.to);
  });
});

describe('formatting', () => {
  it('writes dates in the location format and 12-hour times', () => {
    expect(formatLocalDate('2026-12-24', 'MM/dd/yyyy')).toBe('12/24/2026');
    expect(formatLocalDate('2026-12-24', 'dd/MM/yyyy')).toBe('24/12/2026');
    expect(formatLocalDate('2026-12-24', 'yyyy-MM-dd')).toBe('2026-12-24');
    expect(formatStartMinute(18 * 60 + 30)).toBe('6:30 PM');
    expect(formatStartMinute(0)).toBe('12:00 AM');
  });
});
