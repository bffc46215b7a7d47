import { describe, expect, it } from 'vitest';
import { businessDayOf, checkVenueTransaction, MAX_FEED_QUANTITY } from './transactions.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const sale = (extra: Record<string, unknown> = {}) => ({
  externalId: ' T-1 ',
  locationCode: 'FZ1',
  occurredAt: '2026-05-01T10:30:00-04:00',
  lines: [{ productId: 3, quantity: 2, unitPrice: '12.50' }],
  payments: [{ tender: 'CARD', amount: '25' }],
  ...extra,
});
const problem = (v: unknown) => {
  const r = checkVenueTransaction(v, NOW);
  return r.ok ? null : r.problem;
};

describe('checkVenueTransaction', () => {
  it('normalises a valid sale: trimmed ids, defaults, cents, the instant in UTC', () => {
    const r = checkVenueTransaction(sale(), NOW);
    expect(r.ok && r.transaction).toMatchObject({
      externalId: 'T-1',
      channel: 'WALK_IN',
      kind: 'SALE',
      occurredAt: '2026-05-01T14:30:00Z',
      totalCents: 2500,
      payments: [{ tender: 'CARD', amountCents: 2500 }],
      guest: null,
      employeeCode: null,
    });
  });

  it.each([
    [{ externalId: '' }, 'externalId', 'feed.error.required'],
    [{ externalId: 'a'.repeat(101) }, 'externalId', 'feed.error.text'],
    [{ locationCode: 'A\u0000' }, 'locationCode', 'validation.nulCharacter'],
    [{ occurredAt: '0000-01-01T00:00:00Z' }, 'occurredAt', 'feed.error.instant'],
    [{ occurredAt: '2026-05-03T12:00:00Z' }, 'occurredAt', 'feed.error.instantFuture'],
    [{ channel: 'PHONE' }, 'channel', 'feed.error.channel'],
    [{ kind: 'REFUND' }, 'originalExternalId', 'feed.error.required'],
    [{ originalExternalId: 'T-0' }, 'originalExternalId', 'feed.error.originalOnSale'],
    [{ lines: [] }, 'lines', 'feed.error.lines'],
    [{ lines: [{ productId: 3, quantity: 0, unitPrice: '1' }] }, 'lines.0.quantity', 'feed.error.quantity'],
    [
      { lines: [{ productId: 3, quantity: MAX_FEED_QUANTITY + 1, unitPrice: '1' }] },
      'lines.0.quantity',
      'feed.error.quantity',
    ],
    [{ lines: [{ productId: 3, quantity: 1.5, unitPrice: '1' }] }, 'lines.0.quantity', 'feed.error.quantity'],
    [{ lines: [{ productId: 3, quantity: 1, unitPrice: '1234567.00' }] }, 'lines.0.unitPrice', 'feed.error.amount'],
    [{ lines: [{ productId: 3, quantity: 1, unitPrice: -1 }] }, 'lines.0.unitPrice', 'feed.error.amount'],
    [{ payments: [{ tender: 'BITCOIN', amount: '25' }] }, 'payments.0.tender', 'feed.error.tender'],
    [{ payments: [{ tender: 'CASH', amount: '0' }] }, 'payments.0.amount', 'feed.error.paymentZero'],
    [{ payments: [{ tender: 'CASH', amount: '24.99' }] }, 'payments', 'feed.error.paymentsTotal'],
    [{ guest: { firstName: 'A' } }, 'guest', 'feed.error.guestContact'],
    [{ guest: { email: 'not-mail' } }, 'guest.email', 'feed.error.email'],
    [{ guest: { phone: '12-34' } }, 'guest.phone', 'feed.error.phone'],
  ])('refuses %j at %s', (extra, field, key) => {
    expect(problem(sale(extra))).toMatchObject({ code: 'BAD_USER_INPUT', field, key });
  });

  it('refuses what is not an object', () => {
    expect(problem('sale')).toMatchObject({ field: 'transaction', key: 'feed.error.object' });
  });
});

describe('businessDayOf', () => {
  it('takes the day and hour in the location’s zone', () => {
    expect(businessDayOf('2026-05-02T02:30:00Z', 'America/New_York')).toEqual({ businessDate: '2026-05-01', hour: 22 });
    expect(businessDayOf('2026-05-02T02:30:00Z', 'Asia/Tbilisi')).toEqual({ businessDate: '2026-05-02', hour: 6 });
  });
});
