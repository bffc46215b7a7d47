import { describe, expect, it } from 'vitest';
import { checkVenueEvent, MAX_MEMBERSHIP_DAYS, MAX_PARTY_SIZE, MAX_SHIFT_MINUTES } from './events.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const base = { externalId: 'E-1', locationCode: 'FZ1', occurredAt: '2026-05-01T10:30:00-04:00' };
const shift = (d: Record<string, unknown> = {}) => ({
  ...base,
  kind: 'SHIFT',
  shift: { employeeCode: 'A7', minutes: 480, cost: '120.00', ...d },
});
const problem = (v: unknown) => {
  const r = checkVenueEvent(v, NOW);
  return r.ok ? null : { field: r.problem.field, key: r.problem.key, code: r.problem.code };
};

describe('checkVenueEvent', () => {
  it('normalises a shift, a check-in and a waiver', () => {
    expect(checkVenueEvent(shift(), NOW)).toEqual({
      ok: true,
      event: {
        ...base,
        occurredAt: '2026-05-01T14:30:00Z',
        kind: 'SHIFT',
        employeeCode: 'A7',
        minutes: 480,
        costCents: 12000,
      },
    });
    const guest = { email: 'Ann@Example.com' };
    const checkIn = checkVenueEvent({ ...base, kind: 'CHECK_IN', checkIn: { guest, partySize: 4, adults: 2 } }, NOW);
    expect(checkIn.ok && checkIn.event).toMatchObject({ kind: 'CHECK_IN', partySize: 4, adults: 2 });
    expect(checkIn.ok && checkIn.event.kind === 'CHECK_IN' && checkIn.event.guest.email).toBe('ann@example.com');
    const alone = checkVenueEvent({ ...base, kind: 'CHECK_IN', checkIn: { guest, partySize: 3 } }, NOW);
    expect(alone.ok && alone.event).toMatchObject({ partySize: 3, adults: 3 });
    expect(checkVenueEvent({ ...base, kind: 'WAIVER', waiver: { guest: { phone: '+15551234' } } }, NOW).ok).toBe(true);
  });

  it('refuses the detail of another kind, a missing detail and unknown kinds', () => {
    expect(problem({ ...shift(), waiver: { guest: { phone: '15551234' } } })).toMatchObject({
      field: 'waiver',
      key: 'feed.error.eventDetail',
    });
    expect(problem({ ...base, kind: 'WAIVER' })).toMatchObject({ field: 'waiver', key: 'feed.error.required' });
    expect(problem({ ...base, kind: 'PARTY', shift: {} })).toMatchObject({
      field: 'kind',
      key: 'feed.error.eventKind',
    });
    expect(problem({ ...base, shift: shift().shift })).toMatchObject({ field: 'kind' });
  });

  it('refuses zero or huge minutes and party sizes, bad amounts, NULs and long texts with the field', () => {
    expect(problem(shift({ minutes: 0 }))).toMatchObject({ field: 'shift.minutes', code: 'BAD_USER_INPUT' });
    expect(problem(shift({ minutes: MAX_SHIFT_MINUTES + 1 }))).toMatchObject({ field: 'shift.minutes' });
    expect(problem(shift({ minutes: 1.5 }))).toMatchObject({ field: 'shift.minutes' });
    expect(problem(shift({ cost: '1e9' }))).toMatchObject({ field: 'shift.cost', key: 'feed.error.amount' });
    expect(problem(shift({ employeeCode: 'A\u00007' }))).toMatchObject({ field: 'shift.employeeCode' });
    expect(problem(shift({ employeeCode: 'x'.repeat(101) }))).toMatchObject({ field: 'shift.employeeCode' });
    const checkIn = (d: Record<string, unknown>) => ({
      ...base,
      kind: 'CHECK_IN',
      checkIn: { guest: { phone: '15551234' }, ...d },
    });
    expect(problem(checkIn({ partySize: 0 }))).toMatchObject({ field: 'checkIn.partySize' });
    expect(problem(checkIn({ partySize: MAX_PARTY_SIZE + 1 }))).toMatchObject({ field: 'checkIn.partySize' });
    expect(problem(checkIn({ partySize: 2, adults: 3 }))).toMatchObject({ field: 'checkIn.adults' });
    expect(problem({ ...base, kind: 'WAIVER', waiver: { guest: { email: 'nope' } } })).toMatchObject({
      field: 'waiver.guest.email',
    });
  });

  it('refuses instants before 2000 or a day ahead', () => {
    expect(problem({ ...shift(), occurredAt: '1999-12-31T23:59:59Z' })).toMatchObject({ field: 'occurredAt' });
    expect(problem({ ...shift(), occurredAt: '2026-05-03T12:00:00Z' })).toMatchObject({ field: 'occurredAt' });
  });

  it('normalises gift-card, credit and membership events and refuses their bad fields', () => {
    const gift = (d: Record<string, unknown>) => ({
      ...base,
      kind: 'GIFT_CARD',
      giftCard: { action: 'SOLD', cardNumber: 'C-1', amount: '25.00', ...d },
    });
    expect(checkVenueEvent(gift({}), NOW)).toMatchObject({
      ok: true,
      event: { kind: 'GIFT_CARD', action: 'SOLD', cardNumber: 'C-1', amountCents: 2500 },
    });
    expect(problem(gift({ action: undefined }))).toMatchObject({ field: 'giftCard.action' });
    expect(problem(gift({ action: 'LOST' }))).toMatchObject({ field: 'giftCard.action' });
    expect(problem(gift({ amount: '0.00' }))).toMatchObject({ field: 'giftCard.amount', key: 'feed.error.amountZero' });
    expect(problem(gift({ cardNumber: '' }))).toMatchObject({ field: 'giftCard.cardNumber' });
    const credit = { ...base, kind: 'CREDIT', credit: { action: 'EXPIRED', amount: '3.10' } };
    expect(checkVenueEvent(credit, NOW)).toMatchObject({ ok: true, event: { action: 'EXPIRED', amountCents: 310 } });
    expect(problem({ ...credit, credit: { action: 'SOLD', amount: '1.00' } })).toMatchObject({
      field: 'credit.action',
    });
    const membership = (d: Record<string, unknown>) => ({
      ...base,
      kind: 'MEMBERSHIP',
      membership: { guest: { email: 'm@example.test' }, termDays: 365, price: '99.00', ...d },
    });
    expect(checkVenueEvent(membership({}), NOW)).toMatchObject({
      ok: true,
      event: { kind: 'MEMBERSHIP', termDays: 365, priceCents: 9900 },
    });
    expect(problem(membership({ termDays: MAX_MEMBERSHIP_DAYS + 1 }))).toMatchObject({ field: 'membership.termDays' });
    expect(problem(membership({ guest: undefined }))).toMatchObject({ field: 'membership.guest' });
    expect(problem(membership({ price: '-1.00' }))).toMatchObject({ field: 'membership.price' });
  });
});
