/**
 * Marketing e-mail and the CRM e-mail log through the gateway: templates render with
 * escaping and refuse unknown variables; a test e-mail reaches the outbox and the log as sent;
 * and the permission table: for every GraphQL field of core's MARKETING_FIELDS, a role lacking
 * exactly its flag is refused with FORBIDDEN and the full role is served.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKETING_FIELDS } from '../core/src/marketing/access.ts';
import { BOOKING_MESSAGE_KINDS, BOOKING_TEMPLATE_LANGUAGES } from '../core/src/marketing/bookingMessages.ts';
import type { FlagName } from '../core/src/permissions.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { DEMO_TEMPLATES } from '../rest-api/src/seed/marketing.ts';
import { type GatewayClient, codeOf } from './support/client.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { pngDataUrl } from './support/products.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let full: GatewayClient;
let code: string;
let locationId: number;
let templateId: number;
let messageId: number;

async function clientWith(bits: string): Promise<GatewayClient> {
  const user = await userWithBits(stack.database.db, a, bits);
  const c = stack.client();
  expect((await c.login(user.email)).errors).toBeUndefined();
  c.masterClient = a;
  return c;
}

const TEMPLATE_FIELDS = 'id locationId languageId name channel timeTypeId subject body version';
const input = (over: Record<string, unknown> = {}) => ({
  locationId,
  languageId: 1,
  name: 'Integration',
  channel: 'email',
  timeTypeId: 5,
  subject: 'Hello {{ guest.firstName }}',
  body: '<p>Hi {{ guest.firstName }} at {{ location.name }}</p>',
  ...over,
});

beforeAll(async () => {
  stack = await startStack();
  ({ a } = await demoMasterClients(stack.database.db));
  const [row] = await queryRows<{ id: number; code: string; template: number; message: number }>(
    stack.database.db,
    sql`select l.id, l.code,
          (select min(id) from message_templates t where t.location_id = l.id) as template,
          (select min(id) from guest_messages m where m.master_client_id = ${a}) as message
        from locations l where l.master_client_id = ${a} order by l.id limit 1`,
  );
  code = row!.code;
  locationId = Number(row!.id);
  templateId = Number(row!.template);
  messageId = Number(row!.message);
  full = await clientWith(allBits());
}, 300_000);
afterAll(() => stack?.close());

describe('templates through the gateway', () => {
  it('lists a location’s templates, none without a location', async () => {
    const q = 'query($c: String) { emailSmsTemplates(locationCode: $c) { total rows { name } } }';
    expect((await full.gql<{ emailSmsTemplates: { total: number } }>(q, {})).data?.emailSmsTemplates.total).toBe(0);
    expect(
      (await full.gql<{ emailSmsTemplates: { total: number } }>(q, { c: code })).data?.emailSmsTemplates.total,
    ).toBe(BOOKING_MESSAGE_KINDS.length * BOOKING_TEMPLATE_LANGUAGES.length + DEMO_TEMPLATES.length);
  });

  it('refuses an unknown variable with the field’s message', async () => {
    const res = await full.gql(
      `mutation($i: EmailSmsTemplateInput!) { createEmailSmsTemplate(input: $i) { ${TEMPLATE_FIELDS} } }`,
      { i: input({ body: '{{ guest.shoeSize }}' }) },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ body: 'Unknown variable: guest.shoeSize' });
  });

  it('previews inside the branding and sends a test e-mail that the log shows as sent', async () => {
    const preview = await full.gql<{ emailTemplatePreview: { subject: string; html: string } }>(
      'query($i: EmailSmsTemplateInput!) { emailTemplatePreview(input: $i) { subject html text } }',
      { i: input({ body: '<p>{{ guest.firstName }} & <b>friends</b></p>' }) },
    );
    expect(preview.data?.emailTemplatePreview.subject).toBe('Hello Alex');
    expect(preview.data?.emailTemplatePreview.html).toContain('<p>Alex & <b>friends</b></p>');
    const to = 'gateway-test@example.com';
    const sent = await full.gql<{ sendTestEmail: { id: number; message: string } }>(
      'mutation($i: EmailSmsTemplateInput!, $e: String!) { sendTestEmail(input: $i, email: $e) { id message } }',
      { i: input(), e: to },
    );
    expect(sent.data?.sendTestEmail.message).toBe(`The test e-mail has been sent to ${to}`);
    const outbox = (await (await fetch(`${stack.restUrl}/dev/outbox?to=${to}`)).json()) as {
      data: { subject: string }[];
    };
    expect(outbox.data.map((m) => m.subject)).toEqual(['Hello Alex']);
    await vi.waitFor(
      async () => {
        const log = await full.gql<{ crmEmails: { rows: { to: string; status: string; isTest: boolean }[] } }>(
          'query($s: String) { crmEmails(search: $s) { rows { to status isTest } } }',
          { s: to },
        );
        expect(log.data?.crmEmails.rows).toEqual([{ to, status: 'sent', isTest: true }]);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});

/** A call of each field, well-formed for the full role. */
const CALLS: Record<string, () => { query: string; variables?: Record<string, unknown> }> = {
  emailBranding: () => ({ query: `{ emailBranding(locationCode: "${code}") { version } }` }),
  saveEmailBranding: () => ({
    query: `mutation($i: EmailBrandingInput!) { saveEmailBranding(locationCode: "${code}", languageId: 2, input: $i) { version } }`,
    variables: {
      i: {
        logoUrl: '',
        primaryColor: '#DF151C',
        backgroundColor: '#FFFFFF',
        textColor: '#222222',
        headerText: '',
        footerText: '',
        senderName: '',
        replyTo: '',
        version: brandingVersion,
      },
    },
  }),
  uploadEmailBrandingImage: () => ({
    query: 'mutation($d: String!) { uploadEmailBrandingImage(dataUrl: $d) { url } }',
    variables: { d: pngDataUrl(8, 8) },
  }),
  emailSmsTemplates: () => ({ query: `{ emailSmsTemplates(locationCode: "${code}") { total } }` }),
  emailSmsTemplate: () => ({ query: `{ emailSmsTemplate(id: ${templateId}) { id } }` }),
  createEmailSmsTemplate: () => ({
    query: 'mutation($i: EmailSmsTemplateInput!) { createEmailSmsTemplate(input: $i) { id } }',
    variables: { i: input() },
  }),
  updateEmailSmsTemplate: () => ({
    query: 'mutation($i: EmailSmsTemplateInput!) { updateEmailSmsTemplate(input: $i) { id } }',
    variables: { i: input({ id: spareTemplate, version: spareVersion }) },
  }),
  removeEmailSmsTemplate: () => ({ query: `mutation { removeEmailSmsTemplate(id: ${spareTemplate}) { id } }` }),
  emailTemplateTimeTypes: () => ({ query: '{ emailTemplateTimeTypes { id } }' }),
  emailTemplateVariables: () => ({ query: `{ emailTemplateVariables(locationCode: "${code}") { name } }` }),
  selectedLocationLanguages: () => ({ query: `{ selectedLocationLanguages(locationCode: "${code}") { id } }` }),
  enabledLanguages: () => ({ query: `{ enabledLanguages(locationCode: "${code}") { id } }` }),
  emailTemplatePreview: () => ({
    query: 'query($i: EmailSmsTemplateInput!) { emailTemplatePreview(input: $i) { subject } }',
    variables: { i: input() },
  }),
  sendTestEmail: () => ({
    query: 'mutation($i: EmailSmsTemplateInput!) { sendTestEmail(input: $i, email: "perm@example.com") { id } }',
    variables: { i: input() },
  }),
  crmEmails: () => ({ query: '{ crmEmails { total } }' }),
  resendCrmEmail: () => ({ query: `mutation { resendCrmEmail(id: ${messageId}) { id } }` }),
};

let brandingVersion = 0;
let spareTemplate = 0;
let spareVersion = 1;

/** Makes what the next served call consumes: a template to update or remove, the branding's version. */
async function prepare(field: string) {
  if (field === 'updateEmailSmsTemplate' || field === 'removeEmailSmsTemplate') {
    const made = await full.gql<{ createEmailSmsTemplate: { id: number; version: number } }>(
      'mutation($i: EmailSmsTemplateInput!) { createEmailSmsTemplate(input: $i) { id version } }',
      { i: input({ name: 'Spare' }) },
    );
    spareTemplate = made.data!.createEmailSmsTemplate.id;
    spareVersion = made.data!.createEmailSmsTemplate.version;
  }
  if (field === 'saveEmailBranding') {
    const b = await full.gql<{ emailBranding: { version: number } }>(
      `{ emailBranding(locationCode: "${code}", languageId: 2) { version } }`,
    );
    brandingVersion = b.data!.emailBranding.version;
  }
}

describe('the marketing permission table at the gateway', () => {
  it('has a call for every field core declares', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(MARKETING_FIELDS).sort());
  });

  it.each(Object.entries(MARKETING_FIELDS))(
    '%s: refused without exactly its flag, served with every flag',
    async (field, need) => {
      await prepare(field);
      const lacking = await clientWith(allBits([need.module, need.flag as FlagName]));
      const call = CALLS[field]!();
      const denied = await lacking.gql(call.query, call.variables);
      expect(codeOf(denied), JSON.stringify(denied)).toBe('FORBIDDEN');
      const served = await full.gql(call.query, call.variables);
      expect(served.errors, JSON.stringify(served.errors)).toBeUndefined();
    },
  );
});
