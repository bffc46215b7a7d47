/**
 * Issue 14 through the real gateway and REST API: the calendar's exception rules (spec/3 §4) and
 * whether a location is open; general settings (validation, optimistic version, Locations bits, the
 * opening hours shared with the calendar); registration settings; integrations (spec/3 §5
 * validation with nothing written, masked secrets encrypted at rest and kept on save, ChurnZero for
 * provider staff only, the guest shop's public tag read); tenancy and permissions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient, type GqlResult } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let staff: GatewayClient;
let support: GatewayClient;
let mcA: number;
let code: string;
let foreignCode: string;

const fieldsOf = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.fields;
const VENUE_TABLES = ['location_settings', 'calendar_exceptions', 'registration_settings', 'integration_settings'];

beforeAll(async () => {
  stack = await startStack();
  const { a, b } = await demoMasterClients(stack.database.db);
  mcA = a;
  const codes = async (mc: number) =>
    (
      await queryRows<{ code: string }>(
        stack.database.db,
        sql`select code from locations where master_client_id = ${mc} order by id`,
      )
    ).map((r) => r.code);
  const mine = await codes(a);
  code = mine[0]!;
  foreignCode = (await codes(b)).find((c) => !mine.includes(c))!;
  director = stack.client();
  staff = stack.client();
  support = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  expect((await staff.login('staff@funzone.test')).errors).toBeUndefined();
  expect((await support.login('support@marquee.app')).errors).toBeUndefined();
  for (const c of [director, staff, support]) c.masterClient = a;
}, 300_000);
afterAll(() => stack?.close());

const EXCEPTION = 'exception { id exceptionDate startTime endTime isAllDay } keptAllDay message';
const add = (client: GatewayClient, input: Record<string, unknown>, at = code) =>
  client.gql<{ addCalendarException: { exception: Record<string, unknown>; keptAllDay: boolean; message: string } }>(
    `mutation($s: CalendarScopeInput!, $i: CalendarExceptionInput!) { addCalendarException(scope: $s, input: $i) { ${EXCEPTION} } }`,
    { s: { code: at, api: 'fzd.admin.funzone.test' }, i: input },
  );
const calendar = (client: GatewayClient, from: string, to: string, at = code) =>
  client.gql<{
    calendar: {
      version: number;
      weeklyAvailability: { weekday: string; isOpen: boolean; startTime: string; endTime: string }[];
      exceptions: {
        id: number;
        exceptionDate: string;
        startTime: string | null;
        endTime: string | null;
        isAllDay: boolean;
      }[];
    };
  }>(
    `query($s: CalendarScopeInput!, $f: String!, $t: String!) { calendar(scope: $s, from: $f, to: $t) {
      version weeklyAvailability { weekday isOpen startTime endTime } exceptions { id exceptionDate startTime endTime isAllDay } } }`,
    { s: { code: at }, f: from, t: to },
  );
const openAt = (at: string) =>
  director.gql<{ locationOpenAt: boolean }>('query($c: String!, $a: String!) { locationOpenAt(code: $c, at: $a) }', {
    c: code,
    a: at,
  });

describe('calendar (spec/3 §4)', () => {
  it('a timed exception without an end ends at 11:30PM; several timed ones add up', async () => {
    const first = await add(director, { exceptionDate: '2031-03-04', startTime: '18:00', isAllDay: false });
    expect(first.errors).toBeUndefined();
    expect(first.data!.addCalendarException).toMatchObject({
      keptAllDay: false,
      message: 'Exception saved',
      exception: { startTime: '18:00', endTime: '23:30', isAllDay: false },
    });
    await add(director, { exceptionDate: '2031-03-04', startTime: '08:00', endTime: '09:00', isAllDay: false });
    const [logged] = await queryRows<{ n: number }>(
      stack.database.db,
      sql`select count(*)::int as n from audit_log where entity = 'calendarException' and entity_id = ${first.data!.addCalendarException.exception.id as number}`,
    );
    expect(Number(logged!.n)).toBe(1);
    const read = await calendar(director, '2031-03-04', '2031-03-04');
    expect(read.data!.calendar.exceptions.map((e) => e.startTime)).toEqual(['08:00', '18:00']);
    // The exceptions replace Tuesday's regular hours (demo: 10 AM to 10 PM) on that date.
    expect((await openAt('2031-03-04T12:00')).data!.locationOpenAt).toBe(false);
    expect((await openAt('2031-03-04T23:00')).data!.locationOpenAt).toBe(true);
    expect((await openAt('2031-03-11T12:00')).data!.locationOpenAt).toBe(true);
  });

  it('an all-day exception replaces the others; an existing all-day one is kept', async () => {
    const allDay = await add(director, { exceptionDate: '2031-03-04', isAllDay: true });
    expect(allDay.data!.addCalendarException.exception).toMatchObject({
      isAllDay: true,
      startTime: null,
      endTime: null,
    });
    const read = await calendar(director, '2031-03-04', '2031-03-04');
    expect(read.data!.calendar.exceptions).toHaveLength(1);
    const timed = await add(director, { exceptionDate: '2031-03-04', startTime: '10:00', isAllDay: false });
    expect(timed.data!.addCalendarException).toMatchObject({
      keptAllDay: true,
      exception: { id: allDay.data!.addCalendarException.exception.id, isAllDay: true },
    });
    expect((await calendar(director, '2031-03-04', '2031-03-04')).data!.calendar.exceptions).toHaveLength(1);
    expect((await openAt('2031-03-04T23:00')).data!.locationOpenAt).toBe(false);
  });

  it('clearing a date gives it its weekly hours back; one exception is removed by id', async () => {
    const cleared = await director.gql<{ clearCalendarDate: { removed: number } }>(
      'mutation($c: String!, $d: String!) { clearCalendarDate(code: $c, exceptionDate: $d) { removed message } }',
      { c: code, d: '2031-03-04' },
    );
    expect(cleared.data!.clearCalendarDate.removed).toBe(1);
    expect((await openAt('2031-03-04T12:00')).data!.locationOpenAt).toBe(true);
    const made = await add(director, { exceptionDate: '2031-03-05', isAllDay: true });
    const id = made.data!.addCalendarException.exception.id as number;
    const removed = await director.gql('mutation($id: Int!) { removeCalendarException(id: $id) { removed } }', { id });
    expect(removed.errors).toBeUndefined();
    const again = await director.gql('mutation($id: Int!) { removeCalendarException(id: $id) { removed } }', { id });
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('refuses an end before the start and an impossible date, writing nothing', async () => {
    const before = await fingerprint(stack.database.db, VENUE_TABLES);
    const bad = await add(director, {
      exceptionDate: '2031-03-06',
      startTime: '12:00',
      endTime: '11:00',
      isAllDay: false,
    });
    expect(fieldsOf(bad)).toEqual({ endTime: 'The end time must be after the start time.' });
    expect(codeOf(await add(director, { exceptionDate: '2031-02-30', isAllDay: true }))).toBe('BAD_USER_INPUT');
    expect(await fingerprint(stack.database.db, VENUE_TABLES)).toEqual(before);
  });

  it('saves the weekly availability under its version; a stale version is a CONFLICT', async () => {
    const read = (await calendar(director, '2031-03-02', '2031-03-08')).data!.calendar;
    const week = read.weeklyAvailability.map((d) => ({ ...d, isOpen: d.weekday !== 'monday' }));
    const save = (version: number) =>
      director.gql<{ saveWeeklyAvailability: { version: number; message: string } }>(
        'mutation($s: CalendarScopeInput!, $w: [CalendarDayHoursInput!]!, $v: Int) { saveWeeklyAvailability(scope: $s, weeklyAvailability: $w, version: $v) { version message } }',
        { s: { code }, w: week, v: version },
      );
    const saved = await save(read.version);
    expect(saved.data!.saveWeeklyAvailability).toEqual({
      version: read.version + 1,
      message: 'Weekly availability saved',
    });
    expect(codeOf(await save(read.version))).toBe('CONFLICT');
    expect((await openAt('2031-03-03T12:00')).data!.locationOpenAt).toBe(false);
  });

  it('staff read the calendar but may not add exceptions; another client’s location is NOT_FOUND', async () => {
    expect((await calendar(staff, '2031-03-02', '2031-03-08')).errors).toBeUndefined();
    expect(codeOf(await add(staff, { exceptionDate: '2031-03-07', isAllDay: true }))).toBe('FORBIDDEN');
    expect(codeOf(await calendar(director, '2031-03-02', '2031-03-08', foreignCode))).toBe('NOT_FOUND');
    expect(codeOf(await add(director, { exceptionDate: '2031-03-07', isAllDay: true }, foreignCode))).toBe('NOT_FOUND');
  });
});

const GENERAL =
  'timeZone currency dateFormat language openingHours { weekday isOpen startTime endTime } contactEmail contactPhone website version';
type General = Record<string, unknown> & { version: number; openingHours: Record<string, unknown>[] };
const readGeneral = (client: GatewayClient, at = code) =>
  client.gql<{ generalSettings: General }>(`query($c: String!) { generalSettings(locationCode: $c) { ${GENERAL} } }`, {
    c: at,
  });
const saveGeneral = (client: GatewayClient, input: Record<string, unknown>) =>
  client.gql<{ saveGeneralSettings: { settings: General; message: string } }>(
    `mutation($c: String!, $i: GeneralSettingsInput!) { saveGeneralSettings(locationCode: $c, input: $i) { message settings { ${GENERAL} } } }`,
    { c: code, i: input },
  );

describe('general settings', () => {
  it('saves with the spec’s message, the opening hours being the calendar’s', async () => {
    const current = (await readGeneral(director)).data!.generalSettings;
    const input = { ...current, currency: 'EUR', timeZone: 'Europe/Madrid', contactEmail: 'desk@funzone.test' };
    const saved = await saveGeneral(director, input);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveGeneralSettings.message).toBe('General settings updated successfully');
    expect(saved.data!.saveGeneralSettings.settings).toMatchObject({ currency: 'EUR', version: current.version + 1 });
    const cal = (await calendar(director, '2031-03-02', '2031-03-08')).data!.calendar;
    expect(cal.weeklyAvailability).toEqual(current.openingHours);
    expect(codeOf(await saveGeneral(director, input))).toBe('CONFLICT');
  });

  it('refuses an unknown time zone or currency, writing nothing', async () => {
    const current = (await readGeneral(director)).data!.generalSettings;
    const before = await fingerprint(stack.database.db, VENUE_TABLES);
    const bad = await saveGeneral(director, { ...current, timeZone: 'Mars/Olympus', currency: 'XXY' });
    expect(fieldsOf(bad)).toEqual({ timeZone: 'Choose a known time zone.', currency: 'Choose a known currency.' });
    expect(await fingerprint(stack.database.db, VENUE_TABLES)).toEqual(before);
  });

  it('needs Locations VIEW (staff lack it), and another client’s location is NOT_FOUND', async () => {
    expect(codeOf(await readGeneral(staff))).toBe('FORBIDDEN');
    expect(codeOf(await readGeneral(director, foreignCode))).toBe('NOT_FOUND');
  });
});

const REGISTRATION = 'fields { field asked required } waiverText allowMinors minorAge askRelationshipInfo version';
type Registration = Record<string, unknown> & {
  version: number;
  fields: { field: string; asked: boolean; required: boolean }[];
};
const readRegistration = (client: GatewayClient) =>
  client.gql<{ registrationSettings: Registration }>(
    `query($c: String!) { registrationSettings(locationCode: $c) { ${REGISTRATION} } }`,
    { c: code },
  );
const saveRegistration = (client: GatewayClient, input: Record<string, unknown>) =>
  client.gql<{ saveRegistrationSettings: Registration }>(
    `mutation($c: String!, $i: RegistrationSettingsInput!) { saveRegistrationSettings(locationCode: $c, input: $i) { ${REGISTRATION} } }`,
    { c: code, i: input },
  );

describe('registration settings', () => {
  it('answers the defaults, then saves; a required field must be asked', async () => {
    const current = (await readRegistration(staff)).data!.registrationSettings;
    expect(current.version).toBe(0);
    expect(current.fields.find((f) => f.field === 'email')).toEqual({ field: 'email', asked: true, required: true });
    const fields = current.fields.map((f) => (f.field === 'gender' ? { ...f, asked: false, required: true } : f));
    const before = await fingerprint(stack.database.db, VENUE_TABLES);
    expect(fieldsOf(await saveRegistration(director, { ...current, fields }))).toEqual({
      gender: 'A required field must also be asked.',
    });
    expect(await fingerprint(stack.database.db, VENUE_TABLES)).toEqual(before);
    const saved = await saveRegistration(director, { ...current, waiverText: 'I accept the risks.' });
    expect(saved.data!.saveRegistrationSettings).toMatchObject({ waiverText: 'I accept the risks.', version: 1 });
  });

  it('staff read but may not save', async () => {
    const current = (await readRegistration(staff)).data!.registrationSettings;
    expect(codeOf(await saveRegistration(staff, current))).toBe('FORBIDDEN');
  });
});

describe('read-only roles and location settings', () => {
  it('the settings viewer and the blocked user may not save general or registration settings; nothing is written', async () => {
    const general = (await readGeneral(director)).data!.generalSettings;
    const registration = (await readRegistration(director)).data!.registrationSettings;
    for (const username of ['viewer@funzone.test', 'blocked@funzone.test']) {
      const client = stack.client();
      expect((await client.login(username)).errors).toBeUndefined();
      client.masterClient = mcA;
      const before = await fingerprint(stack.database.db, VENUE_TABLES);
      expect(codeOf(await saveGeneral(client, { ...general, contactEmail: 'x@funzone.test' })), username).toBe(
        'FORBIDDEN',
      );
      expect(codeOf(await saveRegistration(client, { ...registration, waiverText: 'x' })), username).toBe('FORBIDDEN');
      expect(await fingerprint(stack.database.db, VENUE_TABLES)).toEqual(before);
      // Both still read them: Locations VIEW opens general settings, registration is for everyone.
      expect((await readGeneral(client)).errors, username).toBeUndefined();
      expect((await readRegistration(client)).errors, username).toBeUndefined();
    }
  });
});

const INTEGRATION = 'kind locationCode isEnabled measurementId containerId accountId clientId privateKey host version';
type Integration = Record<string, unknown> & { version: number; privateKey: string | null };
const readIntegration = (client: GatewayClient, kind: string, at: string | null = code) =>
  client.gql<{ integration: Integration }>(
    `query($k: IntegrationKind!, $c: String) { integration(kind: $k, locationCode: $c) { ${INTEGRATION} } }`,
    { k: kind, c: at },
  );
const saveIntegration = (
  client: GatewayClient,
  kind: string,
  input: Record<string, unknown>,
  at: string | null = code,
) =>
  client.gql<{ saveIntegration: Integration }>(
    `mutation($k: IntegrationKind!, $c: String, $i: IntegrationInput!) { saveIntegration(kind: $k, locationCode: $c, input: $i) { ${INTEGRATION} } }`,
    { k: kind, c: at, i: input },
  );
const storedSecret = async () =>
  (
    await queryRows<{ secret: string }>(
      stack.database.db,
      sql`select secret from integration_settings where kind = 'voucherify' and master_client_id = ${mcA}`,
    )
  )[0]?.secret;

describe('integrations (spec/3 §5)', () => {
  it('requires a field only when enabled, at most 100 characters, writing nothing when refused', async () => {
    const before = await fingerprint(stack.database.db, VENUE_TABLES);
    expect(
      fieldsOf(await saveIntegration(director, 'GOOGLE_ANALYTICS', { isEnabled: true, measurementId: ' ' })),
    ).toEqual({
      measurementId: 'This field is required.',
    });
    expect(
      fieldsOf(
        await saveIntegration(director, 'GOOGLE_TAG_MANAGER', { isEnabled: false, containerId: 'x'.repeat(101) }),
      ),
    ).toBeDefined();
    expect(await fingerprint(stack.database.db, VENUE_TABLES)).toEqual(before);
    const off = await saveIntegration(director, 'GOOGLE_TAG_MANAGER', { isEnabled: false, containerId: '' });
    expect(off.data!.saveIntegration).toMatchObject({ kind: 'GOOGLE_TAG_MANAGER', isEnabled: false, version: 1 });
  });

  it('enables Google Analytics and the guest shop reads its id without signing in', async () => {
    const saved = await saveIntegration(director, 'GOOGLE_ANALYTICS', { isEnabled: true, measurementId: 'G-TEST123' });
    expect(saved.data!.saveIntegration).toMatchObject({ isEnabled: true, measurementId: 'G-TEST123' });
    const res = await fetch(`${stack.restUrl}/guest-shop/tags?masterClient=${mcA}&locationCode=${code}`);
    expect(await res.json()).toEqual({ data: { measurementId: 'G-TEST123', containerId: null } });
    const missing = await fetch(`${stack.restUrl}/guest-shop/tags?masterClient=${mcA}&locationCode=${foreignCode}`);
    expect(missing.status).toBe(404);
  });

  it('encrypts the Voucherify key, answers it masked and keeps it when saved without retyping', async () => {
    const input = {
      isEnabled: true,
      clientId: 'client-1',
      privateKey: 'sk_live_0123456789',
      host: 'api.voucherify.io',
    };
    const saved = await saveIntegration(director, 'VOUCHERIFY', input);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveIntegration.privateKey).toBe('••••••••6789');
    const stored = await storedSecret();
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('sk_live');
    const read = (await readIntegration(director, 'VOUCHERIFY')).data!.integration;
    expect(read.privateKey).toBe('••••••••6789');
    const kept = await saveIntegration(director, 'VOUCHERIFY', {
      ...input,
      privateKey: read.privateKey,
      host: 'eu1.voucherify.io',
    });
    expect(kept.data!.saveIntegration).toMatchObject({ privateKey: '••••••••6789', host: 'eu1.voucherify.io' });
    expect(await storedSecret()).toBe(stored);
    const blank = await saveIntegration(director, 'VOUCHERIFY', { ...input, privateKey: '' });
    expect(blank.data!.saveIntegration.privateKey).toBe('••••••••6789');
    const replaced = await saveIntegration(director, 'VOUCHERIFY', { ...input, privateKey: 'sk_live_new_abcd' });
    expect(replaced.data!.saveIntegration.privateKey).toBe('••••••••abcd');
    expect(await storedSecret()).not.toBe(stored);
  });

  it('ChurnZero is the master client’s and for provider staff only', async () => {
    expect(codeOf(await readIntegration(director, 'CHURN_ZERO', null))).toBe('FORBIDDEN');
    const saved = await saveIntegration(support, 'CHURN_ZERO', { isEnabled: true, accountId: 'cz-42' }, null);
    expect(saved.data!.saveIntegration).toMatchObject({ kind: 'CHURN_ZERO', locationCode: null, accountId: 'cz-42' });
  });

  it('staff without the integrations module are refused; another client’s location is NOT_FOUND', async () => {
    expect(codeOf(await readIntegration(staff, 'GOOGLE_ANALYTICS'))).toBe('FORBIDDEN');
    expect(codeOf(await readIntegration(director, 'GOOGLE_ANALYTICS', foreignCode))).toBe('NOT_FOUND');
  });
});
