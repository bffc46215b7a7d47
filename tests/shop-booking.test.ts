/**
 * Booking in the guest shop: an offering's times follow its activity's duration, the
 * settings (open ranges, buffer, blackout dates) and the slot's places; a booking goes through
 * the booking manager's service (seen in its bookings list, its slot count and the dashboards'
 * fact), finds or creates the guest, writes the confirmation e-mail to the outbox, and prices
 * the lightning deal then a discount code whose limits hold. Through the gateway the form keeps
 * what the guest typed when refused, and refuses posts that are not its own form.
 */
import { DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../core/src/club/settings.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { openAllDay } from './support/bookings.ts';
import { demoMasterClients, newLocation } from './support/fixtures.ts';
import { type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let owner: string;
let place: { id: number; code: string };
let offeringId: number;
let otherOfferingId: number;
/** Two days ahead (never cut by the clock or the minimum advance), and the blackout day after. */
let day: string;
let blackout: string;

const call = (method: Method, url: string, body?: unknown, token = owner) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient: a });
const shop = () => `/shop/${a}/${place.code}`;
let keys = 0;
const booking = (patch: Record<string, unknown> = {}) => ({
  offeringId,
  date: day,
  startTime: '12:00',
  guests: 2,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.${Date.now()}.${keys}@shop.test`,
  phone: '+1 555 0100',
  answers: ['Charlie', ''],
  discountCode: '',
  formKey: `key-${Date.now()}-${keys++}-abcdefgh`,
  quote: false,
  ...patch,
});
const book = (patch: Record<string, unknown> = {}) =>
  restCall(stack.restUrl, null, 'POST', `${shop()}/bookings`, { body: booking(patch) });
const discount = (patch: Record<string, unknown>) =>
  call('POST', '/club-booking/discounts', {
    locationCode: place.code,
    cutType: 'PERCENT',
    cutValue: '10',
    offeringIds: [],
    ...patch,
  });

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  ({ a } = await demoMasterClients(db));
  owner = await restLogin(stack.restUrl, (await userWithBits(db, a, allBits())).email);
  // A location of its own: a 90-minute activity every 30 minutes from 09:00, 4 places a slot.
  place = await newLocation(db, a);
  // Its Calendar open all day: the shop's own settings narrow it (a new location is closed).
  await openAllDay(db, a, place.id, DEFAULT_TIME_ZONE);
  const products = await queryRows<{ id: number }>(
    db,
    sql`select id from products where master_client_id = ${a} and enabled order by id limit 2`,
  );
  const [resource] = await queryRows<{ id: number }>(
    db,
    sql`insert into booking_resources (master_client_id, location_id, name, kind)
        values (${a}, ${place.id}, 'Lane 1', 'LANE') returning id`,
  );
  const ids: number[] = [];
  for (const p of products) {
    await db.execute(sql`insert into product_locations (product_id, location_id) values (${p.id}, ${place.id})`);
    await db.execute(sql`insert into booking_activities (master_client_id, location_id, product_id, resource_id, name,
        opens_minute, closes_minute, interval_minutes, duration_minutes, capacity, price_cents)
      values (${a}, ${place.id}, ${p.id}, ${resource!.id}, 'Shop activity', 540, 1260, 30, 90, 4, 2000)`);
    const [o] = await queryRows<{ id: number }>(
      db,
      sql`insert into club_offerings (master_client_id, location_id, channel, product_id, offering_type, price_type,
            price_cents, deposit_type, quantity_type, min_quantity, max_quantity)
          values (${a}, ${place.id}, 'BOOKING', ${p.id}, 'ACTIVITY', 'PER_PERSON', 2500, 'NONE', 'PER_GUEST', 1, 10)
          returning id`,
    );
    ids.push(Number(o!.id));
  }
  [offeringId, otherOfferingId] = ids as [number, number];
  const today = Temporal.Now.plainDateISO(DEFAULT_TIME_ZONE);
  day = today.add({ days: 2 }).toString();
  blackout = today.add({ days: 3 }).toString();
  const { settings, version } = (await call('GET', `/club-booking/settings?locationCode=${place.code}`)).body.data;
  settings.generalSettings.bufferTime = 30;
  settings.generalSettings.minTimeToBookInAdvance = null;
  for (const d of WEEKDAYS) {
    settings.generalSettings.availabilityPerDay[d] = [{ enabled: true, data: [{ start: '10:00', end: '18:00' }] }];
  }
  settings.customPrompts.prompts = [
    { label: 'Name of the birthday child', isRequired: true },
    { label: 'Allergies', isRequired: false },
  ];
  settings.blackoutDates = [{ date: blackout, repeat: 'NONE' }];
  const saved = await call('PUT', '/club-booking/settings', { locationCode: place.code, settings, version });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(() => stack?.close());

describe('guest shop booking form', () => {
  it("offers every one of the activity's own starts (as the desk), none on a blackout date", async () => {
    const res = await restCall(stack.restUrl, null, 'GET', `${shop()}/offerings/${offeringId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const form = res.body.data;
    // At most the activity's 4 places, though the offering allows 10.
    expect(form.offering).toMatchObject({ id: offeringId, price: '25.00', durationMinutes: 90, maxGuests: 4 });
    expect(form.prompts.map((p: { label: string }) => p.label)).toEqual(['Name of the birthday child', 'Allergies']);
    const on = (date: string) => form.days.find((d: { date: string }) => d.date === date);
    // Every 30 minutes from 10:00, as the booking manager sells them; the last one ends by 18:00.
    const every30 = Array.from(
      { length: 14 },
      (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    expect(on(day).slots).toEqual(every30.map((time) => ({ time, placesLeft: 4 })));
    expect(on(blackout)).toMatchObject({ blackout: true, slots: [] });
    // The location's page says how long each offering takes and which can be booked.
    const page = (await restCall(stack.restUrl, null, 'GET', shop())).body.data;
    expect(page.offerings.find((o: { id: number }) => o.id === offeringId)).toMatchObject({
      durationMinutes: 90,
      bookable: true,
    });
    // An offering of another location is not found here.
    expect((await restCall(stack.restUrl, null, 'GET', `/shop/${a}/${place.code}/offerings/999999`)).status).toBe(404);
  });
});

describe('booking in the guest shop', () => {
  it('books through the booking manager: guest created, places taken, fact written, e-mail in the outbox', async () => {
    const input = booking({ startTime: '14:00', guests: 3, answers: ['Charlie', 'Peanuts'] });
    const res = await restCall(stack.restUrl, null, 'POST', `${shop()}/bookings`, { body: input });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { booking: made, quote } = res.body.data;
    expect(quote.total).toBe('75.00');
    expect(made).toMatchObject({ date: day, startTime: '14:00', guests: 3, total: '75.00', due: '75.00' });
    const code = made.confirmationCode as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    // The booking manager's bookings list finds it by its code.
    const listed = await call('GET', `/booking-manager/bookings?search=${code}`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(JSON.stringify(listed.body.data)).toContain(code);
    const db = stack.database.db;
    const [row] = await queryRows<{ guests: number; booked: number; fact: number | null; email: string; by: null }>(
      db,
      sql`select b.guests, s.booked, b.dash_fact_id as fact, g.email, b.created_by as by
          from bookings b join booking_slots s on s.id = b.slot_id join guests g on g.id = b.holder_id
          where b.confirmation_code = ${code}`,
    );
    expect(row).toMatchObject({ guests: 3, booked: 3, email: input.email, by: null });
    expect(row!.fact).not.toBeNull();
    const [shopRow] = await queryRows<{ answers: unknown }>(
      db,
      sql`select answers from club_shop_bookings s join bookings b on b.id = s.booking_id where b.confirmation_code = ${code}`,
    );
    expect(shopRow!.answers).toEqual([
      { label: 'Name of the birthday child', answer: 'Charlie' },
      { label: 'Allergies', answer: 'Peanuts' },
    ]);
    const mail = await stack.outbox(input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(code);
    // It counts as an online booking on the dashboards (kind 2).
    const [fact] = await queryRows<{ kind: number }>(db, sql`select kind from dash_bookings where id = ${row!.fact}`);
    expect(Number(fact!.kind)).toBe(2);
    // The same form sent again, even twice at once, answers the same booking, nothing more booked.
    const again = await Promise.all(
      [1, 2].map(() => restCall(stack.restUrl, null, 'POST', `${shop()}/bookings`, { body: input })),
    );
    expect(again.map((r) => r.body.data?.booking.confirmationCode)).toEqual([code, code]);
    const twice = booking({ startTime: '16:00', guests: 1 });
    const both = await Promise.all(
      [1, 2].map(() => restCall(stack.restUrl, null, 'POST', `${shop()}/bookings`, { body: twice })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.data.booking.confirmationCode).toBe(both[1]!.body.data.booking.confirmationCode);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings b join guests g on g.id = b.holder_id where g.email = ${input.email}`,
    );
    expect(count!.n).toBe(1);
    // A second booking with the same e-mail finds the same guest.
    const second = await book({ email: input.email.toUpperCase(), startTime: '16:00', guests: 1 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const guests = await queryRows<{ id: number }>(
      db,
      sql`select id from guests where master_client_id = ${a} and lower(email) = ${input.email}`,
    );
    expect(guests).toHaveLength(1);
  });

  it('refuses a full slot, and more guests than the places left', async () => {
    expect((await book({ startTime: '10:00', guests: 3 })).status).toBe(200);
    const tooMany = await book({ startTime: '10:00', guests: 2 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.startTime).toBe('Not enough places: 1 left at this time.');
    expect((await book({ startTime: '10:00', guests: 1 })).status).toBe(200);
    const full = await book({ startTime: '10:00', guests: 1 });
    expect(full.status).toBe(400);
    expect(full.body.fields.startTime).toBe('This time is fully booked. Please choose another.');
    // The form no longer offers it.
    const form = (await restCall(stack.restUrl, null, 'GET', `${shop()}/offerings/${offeringId}`)).body.data;
    const times = form.days.find((d: { date: string }) => d.date === day).slots.map((s: { time: string }) => s.time);
    expect(times).not.toContain('10:00');
  });

  it('refuses a blackout date, a time the settings do not offer, and too many guests', async () => {
    const dark = await book({ date: blackout });
    expect(dark.status).toBe(400);
    expect(dark.body.fields.startTime).toBe('The venue takes no online bookings on this day.');
    // 17:00 is a start of the activity, but its 90 minutes end after the settings' 18:00.
    expect((await book({ startTime: '17:00' })).body.fields.startTime).toBe('Choose one of the times offered.');
    // The activity's 4 places bound the party, though the offering allows 10.
    expect((await book({ guests: 5 })).body.fields.guests).toBe('Enter a number of guests from 1 to 4.');
  });

  it('requires the required prompts and the guest details, each field named', async () => {
    const res = await book({ answers: ['', 'none'], email: 'not-an-email', phone: 'call me' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'answers.0': 'Please answer this question.',
      email: 'Invalid email format',
      phone: 'Enter a phone number (digits, spaces, +, - and brackets).',
    });
    expect(res.body.fields['answers.1']).toBeUndefined();
  });
});

describe('discount codes in the guest shop', () => {
  it('applies a code whatever its case, after the lightning deal, and counts its use', async () => {
    const made = await discount({ code: 'Shop10', maxUses: 5 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const now = Date.now();
    const deal = await call('POST', '/club-booking/lightning-deals', {
      locationCode: place.code,
      name: 'Shop flash',
      offeringId,
      cutType: 'PERCENT',
      cutValue: '20',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    try {
      // 2 × $25.00 = $50.00; the deal: 2 × $20.00 = $40.00; the code: −$4.00.
      const quote = await book({ discountCode: 'sHOP10', quote: true, firstName: '', answers: [] });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      expect(quote.body.data).toMatchObject({
        booking: null,
        quote: { list: '50.00', subtotal: '40.00', discount: '4.00', total: '36.00', dealName: 'Shop flash' },
      });
      const res = await book({ discountCode: 'shop10', startTime: '16:00' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.booking.total).toBe('36.00');
      const [used] = await queryRows<{ n: number }>(
        stack.database.db,
        sql`select times_used as n from club_booking_discounts where id = ${made.body.data.row.id}`,
      );
      expect(Number(used!.n)).toBe(1);
    } finally {
      await call('DELETE', `/club-booking/lightning-deals?locationCode=${place.code}&ids=${deal.body.data.row.id}`);
    }
  });

  it('refuses an unknown, expired, used-up or other-offering code', async () => {
    const yesterday = Temporal.Now.plainDateISO(DEFAULT_TIME_ZONE).subtract({ days: 2 }).toString();
    expect((await discount({ code: 'OLDCODE', validTo: yesterday })).status).toBe(200);
    expect((await discount({ code: 'ONCE', maxUses: 1 })).status).toBe(200);
    expect((await discount({ code: 'OTHERONLY', offeringIds: [otherOfferingId] })).status).toBe(200);
    const refused = async (code: string) => (await book({ discountCode: code, quote: true })).body.fields?.discountCode;
    expect(await refused('NOSUCH')).toBe('This discount code is not valid.');
    expect(await refused('oldcode')).toBe('This discount code has expired.');
    expect(await refused('OTHERONLY')).toBe('This discount code does not apply to this offering.');
    // Two bookings race for the last use: exactly one gets it.
    const both = await Promise.all([
      book({ discountCode: 'ONCE', startTime: '12:00', guests: 1 }),
      book({ discountCode: 'ONCE', startTime: '12:00', guests: 1 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.fields.discountCode).toBe(
      'This discount code has been fully used.',
    );
    expect(await refused('ONCE')).toBe('This discount code has been fully used.');
  });
});

describe('the booking form page (gateway)', () => {
  const formUrl = () => `${stack.gatewayUrl}/shop/${a}/${place.code}/book/${offeringId}`;
  const open = async () => {
    const res = await fetch(formUrl());
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const html = await res.text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
    return { cookie, token, html };
  };
  const post = (cookie: string | null, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(formUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('shows the form without any script; a missing required answer keeps every entered value', async () => {
    const { cookie, token, html } = await open();
    expect(html).not.toContain('<script');
    expect(html).toContain(`<option value="${day}T12:00"`);
    const fields = {
      token,
      slot: `${day}T12:00`,
      guests: '2',
      firstName: 'Grace',
      lastName: 'Hopper <b>',
      email: 'grace@shop.test',
      phone: '555 0101',
      answer0: '',
      answer1: 'Gluten',
      discountCode: '',
      intent: 'book',
    };
    const res = await post(cookie, fields);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Please answer this question.');
    expect(page).toContain('aria-invalid="true" aria-describedby="answer0-error"');
    for (const kept of ['value="Grace"', 'value="Hopper &lt;b&gt;"', 'value="grace@shop.test"', 'value="Gluten"']) {
      expect(page).toContain(kept);
    }
    expect(page).toContain(`<option value="${day}T12:00" selected>`);
    // Answered, it books and shows the confirmation code.
    const done = await post(cookie, { ...fields, answer0: 'Dot' });
    expect(done.status).toBe(200);
    const confirmation = await done.text();
    expect(confirmation).toContain('Booking confirmed');
    const code = /<p class="code">([A-Z0-9]{8})<\/p>/.exec(confirmation)![1]!;
    expect((await stack.outbox('grace@shop.test'))[0]!.subject).toContain(code);
  });

  it("loads the location's Google tags on the form and reports the booking as a purchase", async () => {
    for (const [path, body] of [
      ['google-analytics', { isEnabled: true, measurementId: 'G-SHOP42' }],
      ['google-tag-manager', { isEnabled: true, containerId: 'GTM-SHOP42' }],
    ] as const) {
      const saved = await call('PUT', `/integrations/${path}?locationCode=${place.code}`, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    try {
      const { cookie, token, html } = await open();
      expect(html).toContain('https://www.googletagmanager.com/gtag/js?id=G-SHOP42');
      expect(html).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-SHOP42');
      expect(html).not.toContain("'purchase'");
      // The last start offered (two weeks out): the other cases here fill the first days' places.
      const slot = [...html.matchAll(/<option value="(\d{4}-\d\d-\d\dT\d\d:\d\d)"/g)].at(-1)![1]!;
      const done = await post(cookie, {
        token,
        slot,
        guests: '3',
        firstName: 'Tag',
        lastName: 'Tracked',
        email: 'tag.tracked@shop.test',
        phone: '555 0103',
        answer0: 'Ann',
        intent: 'book',
      });
      const confirmation = await done.text();
      expect(done.status, confirmation).toBe(200);
      const code = /<p class="code">([A-Z0-9]{8})<\/p>/.exec(confirmation)![1]!;
      // Both tags hear of it: gtag's purchase event and Tag Manager's data layer, with the code and total.
      expect(confirmation).toContain(`gtag('event','purchase',{transaction_id:"${code}",value:75,currency:"USD"`);
      expect(confirmation).toContain(`dataLayer.push({event:'purchase',ecommerce:{transaction_id:"${code}"`);
      // Every script carries the answer's nonce, which the policy admits.
      const nonce = /script-src 'nonce-([^']+)'/.exec(done.headers.get('content-security-policy')!)![1]!;
      const scripts = confirmation.match(/<script[^>]*>/g)!;
      expect(scripts.length).toBe(4);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    } finally {
      for (const path of ['google-analytics', 'google-tag-manager']) {
        await call('PUT', `/integrations/${path}?locationCode=${place.code}`, { isEnabled: false });
      }
    }
  });

  it('writes the confirmation in the language of the guest’s browser, and keeps it as the guest’s', async () => {
    const { cookie, token, html } = await open();
    const slot = [...html.matchAll(/<option value="(\d{4}-\d\d-\d\dT\d\d:\d\d)"/g)].at(-2)![1]!;
    const done = await post(
      cookie,
      {
        token,
        slot,
        guests: '1',
        firstName: 'Lucía',
        lastName: 'Navegador',
        email: 'lucia.browser@shop.test',
        phone: '555 0104',
        answer0: 'Sí',
        intent: 'book',
      },
      { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    );
    const confirmation = await done.text();
    expect(done.status, confirmation).toBe(200);
    const code = /<p class="code">([A-Z0-9]{8})<\/p>/.exec(confirmation)![1]!;
    expect((await stack.outbox('lucia.browser@shop.test'))[0]!.subject).toBe(`Su reserva ${code} está confirmada`);
    const [guest] = await queryRows<{ language_id: number }>(
      stack.database.db,
      sql`select language_id from guests where email = 'lucia.browser@shop.test'`,
    );
    expect(guest!.language_id).toBe(3);
  });

  it('refuses a post without the browser cookie or with a forged token, nothing booked', async () => {
    const { token } = await open();
    const fields = {
      token,
      slot: `${day}T12:00`,
      guests: '1',
      firstName: 'Eve',
      lastName: 'Forger',
      email: 'eve@shop.test',
      phone: '555 0102',
      answer0: 'X',
      intent: 'book',
    };
    const noCookie = await post(null, fields);
    expect(noCookie.status).toBe(403);
    expect(await noCookie.text()).toContain('This form has expired.');
    const { cookie } = await open();
    expect((await post(cookie, { ...fields, token: `${token.slice(0, -4)}AAAA` })).status).toBe(403);
    expect(await stack.outbox('eve@shop.test')).toHaveLength(0);
  });
});
