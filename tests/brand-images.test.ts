/**
 * Logos and backgrounds as uploaded files (e-mail branding, booking settings): stored in the image
 * store per master client and served without a session; a save naming another client's file is
 * NOT_FOUND; the product image rules and messages; the screen's edit flag; and the absolute URL
 * e-mails and the guest shop name the logo by.
 */
import { guestShopPath } from '@marquee/core/club/shop';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { pngDataUrl } from './support/products.ts';
import { restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let b: number;
let director: GatewayClient;
let owner: string;
let place: { id: number; code: string };

const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  r.errors?.[0]?.extensions?.fields;
const TYPES =
  'This is not a valid image. Please load an image with an extension of one of the following: "png, jpg, jpeg, webp, gif"';
const STORED = (mc: number) => new RegExp(`^/images/clients/${mc}/[0-9a-f]{64}\\.png$`);

const UPLOADS = {
  branding: 'mutation($d: String!) { r: uploadEmailBrandingImage(dataUrl: $d) { url bytes mime width height } }',
  club: 'mutation($d: String!) { r: uploadClubBookingImage(dataUrl: $d) { url bytes mime width height } }',
};
type Uploaded = { r: { url: string; bytes: number; mime: string; width: number; height: number } };
const upload = (c: GatewayClient, screen: keyof typeof UPLOADS, dataUrl: string) =>
  c.gql<Uploaded>(UPLOADS[screen], { d: dataUrl });

const BRANDING = 'locationId languageId logoUrl version';
const brandingInput = (logoUrl: string, version: number) => ({
  logoUrl,
  primaryColor: '#DF151C',
  backgroundColor: '#FFFFFF',
  textColor: '#222222',
  headerText: 'Welcome',
  footerText: '',
  senderName: 'FunZone',
  replyTo: '',
  version,
});
const readBranding = async () =>
  (
    await director.gql<{ emailBranding: { logoUrl: string; version: number } }>(
      `{ emailBranding(locationCode: "${place.code}") { ${BRANDING} } }`,
    )
  ).data!.emailBranding;
const saveBranding = async (logoUrl: string) =>
  director.gql<{ saveEmailBranding: { logoUrl: string; version: number } }>(
    `mutation($c: String!, $i: EmailBrandingInput!) { saveEmailBranding(locationCode: $c, input: $i) { ${BRANDING} } }`,
    { c: place.code, i: brandingInput(logoUrl, (await readBranding()).version) },
  );

const club = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
  restCall(stack.restUrl, owner, method, url, { body, masterClient: a });
async function saveClub(logo: string | null, backgroundImg: string | null) {
  const { settings, version } = (await club('GET', `/club-booking/settings?locationCode=${place.code}`)).body.data;
  return club('PUT', '/club-booking/settings', {
    locationCode: place.code,
    settings: { ...settings, branding: { ...settings.branding, logo, backgroundImg } },
    version,
  });
}

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  ({ a, b } = await demoMasterClients(db));
  director = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  director.masterClient = a;
  owner = await restLogin(stack.restUrl, (await userWithBits(db, a, allBits())).email);
  const [row] = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from locations where master_client_id = ${a} order by id limit 1`,
  );
  place = { id: Number(row!.id), code: row!.code };
}, 300_000);
afterAll(() => stack?.close());

describe('uploading a logo', () => {
  it('stores the branding logo for the master client, serves it without a session, and the save keeps its path', async () => {
    const r = await upload(director, 'branding', pngDataUrl(120, 40));
    expect(r.errors).toBeUndefined();
    const { url, mime, width, height } = r.data!.r;
    expect(url).toMatch(STORED(a));
    expect({ mime, width, height }).toEqual({ mime: 'image/png', width: 120, height: 40 });
    for (const base of [stack.gatewayUrl, stack.restUrl]) {
      const served = await fetch(`${base}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toContain('immutable');
      // Mail clients and the sandboxed preview load it from other origins.
      if (base === stack.gatewayUrl) expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
    // The file is the client's: the same name under another client's folder is not there.
    expect((await fetch(`${stack.gatewayUrl}${url.replace(`/clients/${a}/`, `/clients/${b}/`)}`)).status).toBe(404);
    const saved = await saveBranding(url);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveEmailBranding.logoUrl).toBe(url);
  });

  it('keeps accepting a pasted https:// address, as rows saved before uploads hold one', async () => {
    const pasted = 'https://cdn.example.com/logo.png';
    expect((await saveBranding(pasted)).data?.saveEmailBranding.logoUrl).toBe(pasted);
    expect((await saveClub(pasted, null)).status).toBe(200);
  });

  it('names the uploaded logo by its absolute URL in the e-mail sent and its preview', async () => {
    const { url } = (await upload(director, 'branding', pngDataUrl(60, 20))).data!.r;
    expect((await saveBranding(url)).errors).toBeUndefined();
    const absolute = `src="${stack.publicUrl}${url}"`;
    expect(stack.publicUrl).toMatch(/^https?:\/\/[^/]/);
    const template = {
      locationId: place.id,
      languageId: 1,
      name: 'Logo check',
      channel: 'email',
      timeTypeId: 5,
      subject: 'Logo check',
      body: '<p>Hi {{ guest.firstName }}</p>',
    };
    const preview = await director.gql<{ emailTemplatePreview: { html: string } }>(
      'query($i: EmailSmsTemplateInput!) { emailTemplatePreview(input: $i) { html } }',
      { i: template },
    );
    expect(preview.data?.emailTemplatePreview.html).toContain(absolute);
    const to = 'logo-check@example.com';
    const sent = await director.gql(
      'mutation($i: EmailSmsTemplateInput!, $e: String!) { sendTestEmail(input: $i, email: $e) { id } }',
      {
        i: template,
        e: to,
      },
    );
    expect(sent.errors).toBeUndefined();
    const [logged] = await queryRows<{ html: string }>(
      stack.database.db,
      sql`select body_html as html from guest_messages where to_address = ${to} order by id desc limit 1`,
    );
    expect(logged!.html).toContain(absolute);
    expect(logged!.html).not.toContain(`src="${url}"`);
  });

  it('stores the booking page logo and background; the guest shop shows both by their absolute URL', async () => {
    const logo = (await upload(director, 'club', pngDataUrl(200, 80))).data!.r.url;
    const background = (await upload(director, 'club', pngDataUrl(400, 300, 120))).data!.r.url;
    expect(logo).toMatch(STORED(a));
    expect(background).toMatch(STORED(a));
    const saved = await saveClub(logo, background);
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.branding).toMatchObject({ logo, backgroundImg: background });
    const shop = await restCall(stack.restUrl, null, 'GET', `/shop/${a}/${place.code}`);
    expect(shop.body.data.branding).toMatchObject({
      logo: `${stack.publicUrl}${logo}`,
      backgroundImg: `${stack.publicUrl}${background}`,
    });
    const page = await (await fetch(`${stack.gatewayUrl}${guestShopPath(a, place.code)}`)).text();
    expect(page).toContain(`<img class="logo" src="${stack.publicUrl}${logo}"`);
    // The background covers the page, behind the content panel.
    expect(page).toContain(`url("${stack.publicUrl}${background}")`);
  });
});

describe('what is refused', () => {
  it("refuses another master client's image on either save with NOT_FOUND, writing nothing", async () => {
    director.masterClient = b;
    const theirs = (await upload(director, 'branding', pngDataUrl(30, 30, 90))).data!.r.url;
    director.masterClient = a;
    expect(theirs).toMatch(STORED(b));
    const tables = ['email_branding', 'club_settings'];
    const before = await fingerprint(stack.database.db, tables);
    expect(codeOf(await saveBranding(theirs))).toBe('NOT_FOUND');
    expect((await saveClub(theirs, null)).status).toBe(404);
    expect((await saveClub(null, theirs)).status).toBe(404);
    // A path under the folder that is no stored file of this client is no way around it.
    expect(codeOf(await saveBranding(`/images/clients/${a}/../${b}/x.png`))).toBe('NOT_FOUND');
    expect(await fingerprint(stack.database.db, tables)).toEqual(before);
  });

  it.each(['branding', 'club'] as const)(
    '%s: refuses other types (svg too) and more than 1 MB with the product image messages',
    async (screen) => {
      const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
      const svgAsPng = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
      expect(fieldsOf(await upload(director, screen, svg))).toEqual({ dataUrl: TYPES });
      expect(fieldsOf(await upload(director, screen, svgAsPng))).toEqual({ dataUrl: TYPES });
      expect(fieldsOf(await upload(director, screen, pngDataUrl(100, 100, 1_048_577)))).toEqual({
        dataUrl: 'The image must not be larger than 1 mb.',
      });
      expect(fieldsOf(await upload(director, screen, pngDataUrl(2001, 10)))).toEqual({
        dataUrl: 'Max image dimension is 2000x2000',
      });
    },
  );

  it('needs the edit flag of the screen the image is for', async () => {
    const as = async (bits: string) => {
      const user = await userWithBits(stack.database.db, a, bits);
      const c = stack.client();
      expect((await c.login(user.email)).errors).toBeUndefined();
      c.masterClient = a;
      return c;
    };
    const noBranding = await as(allBits([110, 'updateAndExecute']));
    expect(codeOf(await upload(noBranding, 'branding', pngDataUrl(10, 10)))).toBe('FORBIDDEN');
    expect((await upload(noBranding, 'club', pngDataUrl(10, 10))).errors).toBeUndefined();
    const noSettings = await as(allBits([21, 'updateAndExecute']));
    expect(codeOf(await upload(noSettings, 'club', pngDataUrl(10, 10)))).toBe('FORBIDDEN');
    expect((await upload(noSettings, 'branding', pngDataUrl(10, 10))).errors).toBeUndefined();
    // The REST routes hold the same line for a caller that skips the gateway.
    const token = await restLogin(
      stack.restUrl,
      (await userWithBits(stack.database.db, a, allBits([21, 'updateAndExecute']))).email,
    );
    const direct = await restCall(stack.restUrl, token, 'POST', '/club-booking/settings/images', {
      body: { dataUrl: pngDataUrl(10, 10) },
      masterClient: a,
    });
    expect(direct.status).toBe(403);
  });
});
