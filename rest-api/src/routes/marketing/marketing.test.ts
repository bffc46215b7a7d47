import { BOOKING_MESSAGE_KINDS, BOOKING_TEMPLATE_LANGUAGES } from '@marquee/core/marketing/bookingMessages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRestApi } from '../../app.ts';
import { guests } from '../../db/schema-guests.ts';
import { guestMessages } from '../../db/schema-marketing.ts';
import { auditLog } from '../../db/schema-settings.ts';
import { DEMO_TEMPLATES } from '../../seed/marketing.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { bearer, freshTestDatabase, type TestDatabase, testConfig } from '../../test/harness.ts';
import { type FakeSmtp, startFakeSmtp } from '../../test/smtp.ts';

const FAST = { pollingIntervalSeconds: 0.5, expireInSeconds: 5, superviseIntervalSeconds: 1, retryDelaySeconds: 1 };
const FUNZONE = 1;
const BOWLARAMA = 2;
const BASE = '/marketing/email-sms/email-sms-templates';

let db: TestDatabase;
let smtp: FakeSmtp;
let app: Awaited<ReturnType<typeof buildRestApi>>;
let director: string;
let staff: string;
let admin: string;
let viewer: string;

async function login(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { username: email, password: DEMO_PASSWORD },
  });
  return res.json().data.token as string;
}

beforeAll(async () => {
  db = await freshTestDatabase();
  smtp = await startFakeSmtp(['bounce@example.com']);
  app = await buildRestApi({ database: db.database, config: testConfig({ smtpUrl: smtp.url }), jobs: FAST });
  director = await login('director@funzone.test');
  staff = await login('staff@funzone.test');
  admin = await login('admin@funzone.test');
  viewer = await login('viewer@funzone.test');
}, 300_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await db?.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, mc = FUNZONE) =>
  app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}masterClient=${mc}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type Template = {
  id: number;
  locationId: number;
  languageId: number;
  name: string;
  channel: string;
  subject: string;
  body: string;
  version: number;
  timeTypeId: number;
};
const list = async (query: string, token = director, mc = FUNZONE) =>
  (await call(token, 'GET', `${BASE}?${query}`, undefined, mc)).json().data;
/** The location's template of that name (the demo seed makes it). */
const named = async (locationCode: string, name: string): Promise<Template> => {
  const found = ((await list(`locationCode=${locationCode}&rowsPerPage=100`)).data as Template[]).find(
    (t) => t.name === name,
  );
  if (!found) throw new Error(`no template ${name} at ${locationCode}`);
  return found;
};
const editable = ({ id, locationId, languageId, name, channel, timeTypeId, subject, body, version }: Template) => ({
  id,
  locationId,
  languageId,
  name,
  channel,
  timeTypeId,
  subject,
  body,
  version,
});

describe('templates', () => {
  it('lists nothing without a location, and a location’s templates by search and page', async () => {
    expect(await list('')).toEqual({ data: [], total: 0, page: 0, rowsPerPage: 25 });
    // Each location holds the default template of every booking message kind in en, es and ka,
    // and the demo's own templates (rest-api/src/seed/marketing.ts), sorted by name.
    const all = await list('locationCode=FZD&rowsPerPage=100');
    const total = BOOKING_MESSAGE_KINDS.length * BOOKING_TEMPLATE_LANGUAGES.length + DEMO_TEMPLATES.length;
    expect(all.total).toBe(total);
    const names = all.data.map((t: Template) => t.name);
    expect(names.slice(0, 3)).toEqual(['Booking canceled', 'Booking changed', 'Booking confirmation']);
    expect(names).toEqual(expect.arrayContaining(['Confirmación de reserva', 'Monthly news', 'Offer SMS']));
    expect((await list('locationCode=FZD&search=remind')).data.map((t: Template) => t.name)).toEqual([
      'Reminder SMS',
      'Visit reminder',
    ]);
    const last = Math.floor((total - 1) / 3);
    const page = await list(`locationCode=FZD&page=${last}&rowsPerPage=3`);
    expect(page).toMatchObject({ total, page: last, rowsPerPage: 3 });
    expect(page.data).toHaveLength(total - last * 3);
  });

  it('refuses an unknown variable or broken syntax on save, naming it', async () => {
    const [first] = (await list('locationCode=FZD')).data as Template[];
    const unknown = await call(director, 'PUT', BASE, { ...editable(first!), body: 'Hi {{ guest.nickname }}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.body).toBe('Unknown variable: guest.nickname');
    const broken = await call(director, 'PUT', BASE, { ...editable(first!), subject: 'Hi {{ guest.firstName ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields.subject).toMatch(/^The template cannot be read/);
    // Files cannot be read through include.
    const include = await call(director, 'PUT', BASE, { ...editable(first!), body: "{% include '/etc/passwd' %}" });
    expect(include.statusCode).toBe(400);
  });

  it('creates, updates with the version read, refuses a stale save, and removes', async () => {
    // A newsletter's values (guest, location) suit a birthday message; a booking kind's would not.
    const first = await named('FZM', 'Monthly news');
    const { id: _id, version: _v, ...fresh } = editable(first);
    const created = await call(director, 'PUT', BASE, { ...fresh, name: 'Birthday', timeTypeId: 4 });
    expect(created.statusCode).toBe(200);
    const made = created.json().data as Template;
    const saved = await call(director, 'PUT', BASE, { ...editable(made), name: 'Happy birthday' });
    expect(saved.json().data).toMatchObject({ name: 'Happy birthday', version: 2 });
    expect((await call(director, 'PUT', BASE, { ...editable(made), name: 'Old' })).statusCode).toBe(409);
    const removed = await call(director, 'DELETE', `${BASE}?id=${made.id}`);
    expect(removed.json().data.message).toBe('The template has been successfully removed');
    expect((await call(director, 'GET', `${BASE}/${made.id}`)).statusCode).toBe(404);
    // Every change is audited: created, renamed (name only), removed.
    const trail = await db.database.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'emailSmsTemplate'), eq(auditLog.entityId, made.id)))
      .orderBy(auditLog.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1]!.changes).toEqual({ name: { before: 'Birthday', after: 'Happy birthday' } });
  });

  it('keeps each master client’s templates its own', async () => {
    const [mine] = (await list('locationCode=FZD')).data as Template[];
    expect((await list('locationCode=FZD', director, BOWLARAMA)).total).toBe(0);
    expect((await call(director, 'GET', `${BASE}/${mine!.id}`, undefined, BOWLARAMA)).statusCode).toBe(404);
    expect((await call(director, 'DELETE', `${BASE}?id=${mine!.id}`, undefined, BOWLARAMA)).statusCode).toBe(404);
    const bowl = (await list('locationCode=BCL', director, BOWLARAMA)).data[0] as Template;
    // Another client's location in a save is refused too.
    expect((await call(director, 'PUT', BASE, { ...editable(mine!), locationId: bowl.locationId })).statusCode).toBe(
      404,
    );
  });

  it('follows the permission bits: staff read only, the settings viewer nothing', async () => {
    expect((await call(staff, 'GET', `${BASE}?locationCode=FZD`)).statusCode).toBe(200);
    const [first] = (await list('locationCode=FZD')).data as Template[];
    expect((await call(staff, 'PUT', BASE, editable(first!))).statusCode).toBe(403);
    expect((await call(staff, 'DELETE', `${BASE}?id=${first!.id}`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', `${BASE}?locationCode=FZD`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/marketing/email-sms/branding?locationCode=FZD')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/crm/emails')).statusCode).toBe(403);
  });

  it('answers the lookups', async () => {
    const vars = (await call(director, 'GET', '/email-template-variables?src=lookup&locationCode=FZD')).json().data;
    expect(vars).toContainEqual({
      name: 'location.name',
      description: 'The location’s name',
      value: 'FunZone Downtown',
    });
    expect((await call(director, 'GET', '/email-templates-time-types?src=lookup')).json().data[0]).toEqual({
      id: 1,
      name: 'On booking confirmation',
    });
    expect((await call(director, 'GET', '/enabled-languages?locationCode=FZD')).json().data.length).toBeGreaterThan(1);
    expect(
      (await call(director, 'GET', '/selected-location-languages?locationCode=FZD'))
        .json()
        .data.map((l: { id: number }) => l.id),
    ).toEqual([1, 2, 3]); // the booking messages' default templates are in en, ka and es
    expect((await call(director, 'GET', '/enabled-languages?locationCode=BCL')).statusCode).toBe(404);
  });
});

describe('preview and test e-mail', () => {
  it('renders for a guest with every value escaped inside the branding', async () => {
    const [guest] = await db.database.db
      .insert(guests)
      .values({ masterClientId: FUNZONE, firstName: '<script>x</script>', lastName: 'Doe', email: 'x@guests.test' })
      .returning({ id: guests.id });
    const first = await named('FZD', 'Monthly news');
    const res = await call(director, 'POST', `${BASE}/preview`, { ...editable(first), previewId: guest!.id });
    expect(res.statusCode).toBe(200);
    const { html, subject, text } = res.json().data;
    expect(subject).toBe('What is new at FunZone Downtown');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('border-top:6px solid #DF151C');
    expect(text).toContain('Hi <script>x</script>,');
    // Another client's guest is not a preview subject.
    const [bowlGuest] = await db.database.db
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.masterClientId, BOWLARAMA))
      .limit(1);
    expect(
      (await call(director, 'POST', `${BASE}/preview`, { ...editable(first!), previewId: bowlGuest!.id })).statusCode,
    ).toBe(404);
  });

  it('sends a test e-mail through the queue to SMTP, logged in /crm/emails as sent', async () => {
    const [first] = (await list('locationCode=FZD')).data as Template[];
    const res = await call(director, 'POST', '/marketing/test-email', {
      ...editable(first!),
      email: 'Tester@Example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('The test e-mail has been sent to tester@example.com');
    await vi.waitFor(() => expect(smtp.received.some((m) => m.includes('To: tester@example.com'))).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    const raw = smtp.received.find((m) => m.includes('To: tester@example.com'))!;
    expect(raw).toContain('From: FunZone Downtown <no-reply@marquee.app>');
    expect(raw).toContain('text/html');
    await vi.waitFor(
      async () => {
        const log = (await call(director, 'GET', '/crm/emails?search=tester@example.com')).json().data;
        expect(log.data[0]).toMatchObject({ to: 'tester@example.com', status: 'sent', isTest: true, attempts: 1 });
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(
      (await call(director, 'GET', '/crm/emails?search=tester@example.com', undefined, BOWLARAMA)).json().data.total,
    ).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox?to=tester@example.com' })).json().data).toHaveLength(1);
  });

  it('marks a refused recipient bounced without retrying, and resends on request', async () => {
    const [first] = (await list('locationCode=FZD')).data as Template[];
    const sent = await call(director, 'POST', '/marketing/test-email', {
      ...editable(first!),
      email: 'bounce@example.com',
    });
    const id = sent.json().data.id as number;
    await vi.waitFor(
      async () => {
        const [row] = await db.database.db.select().from(guestMessages).where(eq(guestMessages.id, id));
        expect(row).toMatchObject({ status: 'bounced', attempts: 1 });
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await call(director, 'POST', `/crm/emails/${id}/resend`, undefined, BOWLARAMA)).statusCode).toBe(404);
    expect((await call(staff, 'POST', `/crm/emails/${id}/resend`)).statusCode).toBe(403);
    const again = await call(director, 'POST', `/crm/emails/${id}/resend`);
    expect(again.json().data.message).toBe('The message has been queued again');
    expect(
      (await call(director, 'GET', '/crm/emails?status=bounced&search=bounce@example.com')).json().data.total,
    ).toBeGreaterThanOrEqual(1);
  });

  it('refuses an SMS template as a test e-mail and a bad address', async () => {
    const sms = ((await list('locationCode=FZD&search=SMS')).data as Template[])[0]!;
    expect(
      (await call(director, 'POST', '/marketing/test-email', { ...editable(sms), email: 'a@b.co' })).statusCode,
    ).toBe(400);
    const [first] = (await list('locationCode=FZD')).data as Template[];
    const bad = await call(director, 'POST', '/marketing/test-email', { ...editable(first!), email: 'nope' });
    expect(bad.json().fields.email).toBe('Invalid email format');
  });
});

describe('branding', () => {
  const url = '/marketing/email-sms/branding?locationCode=FZM';
  it('reads the seeded branding, saves with the version read, and validates colours', async () => {
    const current = (await call(director, 'GET', url)).json().data;
    expect(current).toMatchObject({ languageId: 1, primaryColor: '#DF151C', senderName: 'FunZone Mall', version: 1 });
    const { locationId: _l, languageId: _g, ...input } = current;
    const bad = await call(director, 'PUT', url, { ...input, primaryColor: 'red' });
    expect(bad.json().fields.primaryColor).toBe('Enter a colour as #RRGGBB.');
    const saved = await call(director, 'PUT', url, {
      ...input,
      primaryColor: '#00aa00',
      replyTo: 'hello@funzone.test',
    });
    expect(saved.json().data).toMatchObject({ primaryColor: '#00AA00', version: 2 });
    expect((await call(director, 'PUT', url, input)).statusCode).toBe(409);
    // A language without a saved branding shows the defaults, version 0, and is created by a save.
    const spanish = (await call(director, 'GET', `${url}&languageId=3`)).json().data;
    expect(spanish).toMatchObject({ version: 0, senderName: '' });
    expect((await call(staff, 'PUT', `${url}&languageId=3`, input)).statusCode).toBe(403);
    expect((await call(director, 'GET', '/marketing/email-sms/branding?locationCode=BCL')).statusCode).toBe(404);
  });
});
