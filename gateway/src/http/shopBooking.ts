/**
 * Booking in the guest shop, without any script: an offering's booking form at
 * GET /shop/:masterClientId/:locationCode/book/:offeringId, posted back to the same address.
 * "Check total" prices it (lightning deal, then discount code) and shows the form again; "Book"
 * books through the REST API (the booking manager's service) and answers the confirmation page.
 * A refusal shows the form again with every entered value kept and each field's message.
 *
 * Cross-site posts are refused with a double-submit token: the browser holds a random secret in
 * an httpOnly, SameSite=Strict cookie, and the form carries a token signed with it (HMAC of the
 * shop, offering, issue time and a random nonce). Another site can neither read the cookie nor
 * make the browser send it, so it cannot forge a token. The nonce is the form's key: the REST
 * API books a form once, so a resubmitted form (reload, double click) answers the same booking.
 * Posts are rate-limited per client address.
 */
import { traceOf } from './trace.ts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { time12 } from '@marquee/core/bookings/rules';
import { message } from '@marquee/core/messages/en';
import { languageFromAcceptLanguage } from '@marquee/core/messages/languages';
import { SHOP_BOOKINGS_PER_MINUTE, SHOP_LOADS_PER_MINUTE, SHOP_LIMITS } from '@marquee/core/club/shop';
import type { ShopBookingForm, ShopConfirmation, ShopQuote } from '@marquee/core/club/shopBooking';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UpstreamClient } from '../upstream/client.ts';
import type { GuestShopTags } from '@marquee/core/venue/integrations';
import {
  backgroundStyle,
  COLOUR,
  conversionScript,
  dayLabel,
  escapeHtml as e,
  guestShopTags,
  money,
  SAFE_URL,
  shopContentSecurityPolicy,
  tagScripts,
} from './shopPage.ts';

export const SHOP_COOKIE = 'marquee_shop';
/** A form older than this is refused (the guest sends it again with a fresh token). */
export const FORM_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
/** Form posts are small: names, an e-mail, a phone, a few answers. */
const FORM_BODY_LIMIT = 32 * 1024;

/** The REST API's answers (core/club/shopBooking), by the names this renderer uses. */
export type BookingForm = ShopBookingForm;
export type Quote = ShopQuote;
export type Confirmation = ShopConfirmation;

/** What the guest typed, as posted (strings), so a refused form shows it again. */
export interface FormValues {
  slot: string;
  guests: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  discountCode: string;
  answers: string[];
}

export const emptyValues = (form: BookingForm): FormValues => ({
  slot: '',
  guests: String(form.offering.minGuests),
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  discountCode: '',
  answers: form.prompts.map(() => ''),
});

// ── The form token ─────────────────────────────────────────────────────────────────────────

const b64url = (buf: Buffer) => buf.toString('base64url');
const mac = (secret: string, scope: string, issued: string, nonce: string) =>
  b64url(createHmac('sha256', secret).update(`${scope}|${issued}|${nonce}`).digest());

/** A token for a form of `scope` (shop and offering), signed with the browser's cookie secret. */
export function issueFormToken(secret: string, scope: string, now = Date.now()): string {
  const issued = String(now);
  const nonce = b64url(randomBytes(18));
  return `${issued}.${nonce}.${mac(secret, scope, issued, nonce)}`;
}

/** The form's nonce (its key) when the token is this browser's, for this form, and fresh; else null. */
export function checkFormToken(
  secret: string | undefined,
  scope: string,
  token: string,
  now = Date.now(),
): string | null {
  if (!secret) return null;
  const [issued, nonce, signature, ...rest] = token.split('.');
  if (!issued || !nonce || !signature || rest.length > 0 || !/^\d{1,15}$/.test(issued)) return null;
  if (!/^[A-Za-z0-9_-]{16,80}$/.test(nonce)) return null;
  const age = now - Number(issued);
  if (age < 0 || age > FORM_TOKEN_TTL_MS) return null;
  const want = Buffer.from(mac(secret, scope, issued, nonce));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got) ? nonce : null;
}

// ── Pages ──────────────────────────────────────────────────────────────────────────────────

/** `head`: the location's tag scripts (shopPage.tagScripts), when Analytics or Tag Manager is on. */
function page(title: string, branding: BookingForm['branding'], body: string, head = ''): string {
  const colour = branding.primaryColor;
  const brand = COLOUR.test(colour) ? colour : '#DF151C';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>
:root { --brand: ${brand}; }
* { box-sizing: border-box; }
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fafafa; line-height: 1.5; }
header { border-top: 6px solid var(--brand); background: #fff; padding: 1rem 1.25rem; }
header a { color: #1b1b1b; }
main { max-width: 720px; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
h1 { margin: 0.25rem 0; font-size: 1.6rem; } h2 { border-bottom: 2px solid var(--brand); padding-bottom: 0.25rem; font-size: 1.2rem; }
.logo { max-height: 56px; max-width: 200px; }
.muted { color: #555; margin: 0; }
fieldset { border: 1px solid #d1d1d1; border-radius: 8px; background: #fff; margin: 0 0 1rem; padding: 0.75rem 1rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
.field { margin: 0.6rem 0; }
label { display: block; font-weight: 500; margin-bottom: 0.2rem; }
input, select { font: inherit; width: 100%; max-width: 100%; padding: 0.45rem 0.5rem; border: 1px solid #616161; border-radius: 4px; background: #fff; color: #1b1b1b; }
input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
[aria-invalid="true"] { border: 2px solid #a4000f; }
.error { color: #a4000f; margin: 0.2rem 0 0; font-size: 0.95rem; }
.summary { border: 2px solid #a4000f; background: #fff; border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
.summary a { color: #a4000f; }
.row { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1rem; }
button { font: inherit; border-radius: 4px; padding: 0.55rem 1.2rem; cursor: pointer; border: 2px solid #1b1b1b; background: #fff; color: #1b1b1b; }
button.primary { background: #1b1b1b; color: #fff; }
.total { font-size: 1.1rem; }
.total strong { font-size: 1.3rem; }
.code { font-size: 2rem; font-weight: 700; letter-spacing: 0.15em; border: 2px dashed var(--brand); display: inline-block; padding: 0.25rem 0.75rem; background: #fff; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; }
${backgroundStyle(branding.backgroundImg)}
</style>
${head}
</head>
<body>
${body}
</body>
</html>`;
}

function header(form: { locationName: string; branding: BookingForm['branding'] }, shopHref: string): string {
  const logo =
    form.branding.logo && SAFE_URL.test(form.branding.logo)
      ? `<img class="logo" src="${e(form.branding.logo)}" alt="${e(form.locationName)} logo">`
      : '';
  return `<header>${logo}<p class="muted"><a href="${e(shopHref)}">${e(form.locationName)}</a></p></header>`;
}

/** '$20.00 per person' and the deal, as the offering prices it. */
function priceLine(form: BookingForm): string {
  const o = form.offering;
  const per = o.priceType === 'PER_PERSON' ? ' per person' : o.priceType === 'PER_HOUR' ? ' per hour' : ' per booking';
  if (o.price === null) return '';
  if (o.dealPrice) {
    return `<del>${e(money(o.price, form.currency))}</del> <strong>${e(money(o.dealPrice, form.currency))}</strong>${per} · ${e(o.dealName ?? '')}`;
  }
  return `${e(money(o.price, form.currency))}${per}`;
}

const placesText = (n: number | null) => (n === null ? '' : ` · ${n} left`);
/** 'Mon, Dec 7': short enough for a phone's closed picker (the full day is the option group's label). */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The form's field names for the REST API's ones ('startTime' → the slot picker, 'answers.2' → answer2). */
export function fieldName(restField: string): string {
  if (restField === 'startTime' || restField === 'date') return 'slot';
  const answer = /^answers\.(\d+)$/.exec(restField);
  return answer ? `answer${answer[1]}` : restField;
}

export interface FormState {
  values: FormValues;
  /** Form field name → message. */
  errors: Record<string, string>;
  /** A message about the whole form (not one field). */
  formError: string | null;
  quote: Quote | null;
  token: string;
}

export function renderBookingForm(
  form: BookingForm,
  state: FormState,
  paths: { shop: string; action: string },
  head = '',
): string {
  const { values, errors } = state;
  const o = form.offering;
  const describedBy = (name: string) => (errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '');
  const errorOf = (name: string) => (errors[name] ? `<p class="error" id="${name}-error">${e(errors[name]!)}</p>` : '');
  const input = (name: string, label: string, value: string, attrs: string) =>
    `<div class="field"><label for="${name}">${e(label)}</label><input id="${name}" name="${name}" value="${e(value)}" ${attrs}${describedBy(name)}>${errorOf(name)}</div>`;
  const fieldLabels: Record<string, string> = {
    slot: 'Date and time',
    guests: 'Number of guests',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    discountCode: 'Discount code',
  };
  form.prompts.forEach((p, i) => {
    fieldLabels[`answer${i}`] = p.label;
  });
  const problems = Object.entries(errors);
  const summary =
    problems.length > 0 || state.formError
      ? `<div class="summary" role="alert" tabindex="-1" id="problems"><h2>Please check the form</h2><ul>${
          state.formError ? `<li>${e(state.formError)}</li>` : ''
        }${problems.map(([name, text]) => `<li><a href="#${name}">${e(fieldLabels[name] ?? name)}: ${e(text)}</a></li>`).join('')}</ul></div>`
      : '';
  const days = form.days.filter((d) => d.slots.length > 0);
  const options = days
    .map(
      (d) =>
        `<optgroup label="${e(dayLabel(d.date))}">${d.slots
          .map((s) => {
            const value = `${d.date}T${s.time}`;
            return `<option value="${e(value)}"${value === values.slot ? ' selected' : ''}>${e(shortDay(d.date))} · ${e(time12(s.time))}${e(placesText(s.placesLeft))}</option>`;
          })
          .join('')}</optgroup>`,
    )
    .join('');
  // A slot that went (full since) stays in the list as entered, so the guest sees what was chosen.
  const known = days.some((d) => d.slots.some((s) => `${d.date}T${s.time}` === values.slot));
  const kept =
    values.slot && !known && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.slot)
      ? `<option value="${e(values.slot)}" selected>${e(shortDay(values.slot.slice(0, 10)))} · ${e(time12(values.slot.slice(11)))}</option>`
      : '';
  const blackouts = form.days.filter((d) => d.blackout).map((d) => dayLabel(d.date));
  const slotField = days.length
    ? `<div class="field"><label for="slot">Date and time</label><select id="slot" name="slot" required${describedBy('slot')}><option value="">Choose a time</option>${kept}${options}</select>${errorOf('slot')}${
        blackouts.length ? `<p class="muted">No online bookings on ${e(blackouts.join('; '))}.</p>` : ''
      }</div>`
    : '<p>No times are open online in the next two weeks.</p>';
  const prompts = form.prompts
    .map((p, i) =>
      input(
        `answer${i}`,
        `${p.label}${p.isRequired ? ' (required)' : ' (optional)'}`,
        values.answers[i] ?? '',
        `type="text" maxlength="${SHOP_LIMITS.answer}"${p.isRequired ? ' required' : ''}`,
      ),
    )
    .join('');
  const q = state.quote;
  const total = q
    ? `<div class="total" role="status"><p>Price: ${e(money(q.list, form.currency))}${
        q.subtotal !== q.list ? ` · with ${e(q.dealName ?? 'the deal')}: ${e(money(q.subtotal, form.currency))}` : ''
      }${q.discountCode && q.discount !== '0.00' ? ` · code ${e(q.discountCode)}: −${e(money(q.discount, form.currency))}` : ''}</p><p>Total: <strong>${e(money(q.total, form.currency))}</strong>, paid at the venue.</p></div>`
    : '<p class="muted">Choose "Check total" to see the price with any deal and discount code.</p>';
  const body = `${header(form, paths.shop)}
<main>
<h1>Book ${e(o.name)}</h1>
<p>${priceLine(form)}</p>
<p class="muted">${o.durationMinutes} minutes · ${o.minGuests === o.maxGuests ? `${o.minGuests} guests` : `${o.minGuests} to ${o.maxGuests} guests`} · times are local (${e(form.timeZone)})</p>
${summary}
<form method="post" action="${e(paths.action)}" novalidate>
<input type="hidden" name="token" value="${e(state.token)}">
<fieldset><legend>When and how many</legend>
${slotField}
${input('guests', 'Number of guests', values.guests, `type="number" inputmode="numeric" min="${o.minGuests}" max="${o.maxGuests}" required`)}
</fieldset>
<fieldset><legend>Your details</legend>
<div class="row">${input('firstName', 'First name', values.firstName, `type="text" autocomplete="given-name" maxlength="${SHOP_LIMITS.name}" required`)}${input('lastName', 'Last name', values.lastName, `type="text" autocomplete="family-name" maxlength="${SHOP_LIMITS.name}" required`)}</div>
<div class="row">${input('email', 'E-mail', values.email, `type="email" autocomplete="email" maxlength="${SHOP_LIMITS.email}" required`)}${input('phone', 'Phone', values.phone, `type="tel" autocomplete="tel" maxlength="${SHOP_LIMITS.phone}" required`)}</div>
${prompts}
</fieldset>
<fieldset><legend>Total</legend>
${input('discountCode', 'Discount code (optional)', values.discountCode, `type="text" autocomplete="off" maxlength="${SHOP_LIMITS.code}"`)}
${total}
<div class="actions"><button type="submit" name="intent" value="quote">Check total</button><button type="submit" name="intent" value="book" class="primary">Book now</button></div>
</fieldset>
</form>
</main>`;
  return page(`Book ${o.name} — ${form.locationName}`, form.branding, body, head);
}

export function renderConfirmation(
  c: Confirmation,
  branding: BookingForm['branding'],
  shopHref: string,
  head = '',
): string {
  const when = `${dayLabel(c.date)}, ${time12(c.startTime)}`;
  const body = `${header({ locationName: c.locationName, branding }, shopHref)}
<main>
<h1>Booking confirmed</h1>
<p>Thank you, ${e(c.name)}. Your confirmation code:</p>
<p class="code">${e(c.confirmationCode)}</p>
<h2>Your booking</h2>
<dl>
<dt>What</dt><dd>${e(c.offeringName)}</dd>
<dt>When</dt><dd>${e(when)}</dd>
<dt>Guests</dt><dd>${c.guests}</dd>
<dt>Total</dt><dd>${e(money(c.total, c.currency))}</dd>
<dt>To pay</dt><dd>${e(money(c.due, c.currency))}, at the venue</dd>
</dl>
<p>A confirmation e-mail is on its way to ${e(c.email)}. Please bring your confirmation code.</p>
<p><a href="${e(shopHref)}">Back to ${e(c.locationName)}</a></p>
</main>`;
  return page(`Booking confirmed — ${c.locationName}`, branding, body, head);
}

// ── Routes ─────────────────────────────────────────────────────────────────────────────────

interface Params {
  masterClientId: string;
  locationCode: string;
  offeringId: string;
}

const validParams = (p: Params) =>
  /^\d{1,9}$/.test(p.masterClientId) && /^[A-Za-z0-9_-]{1,20}$/.test(p.locationCode) && /^\d{1,9}$/.test(p.offeringId);

/** A posted urlencoded form: each name's last value (answers by index), every value clipped. */
function valuesOf(body: Record<string, string>, form: BookingForm): FormValues {
  const v = (name: string, max: number) => (body[name] ?? '').slice(0, max);
  return {
    slot: v('slot', 16),
    guests: v('guests', 6),
    firstName: v('firstName', SHOP_LIMITS.name),
    lastName: v('lastName', SHOP_LIMITS.name),
    email: v('email', SHOP_LIMITS.email),
    phone: v('phone', SHOP_LIMITS.phone),
    discountCode: v('discountCode', SHOP_LIMITS.code),
    answers: form.prompts.map((_, i) => v(`answer${i}`, SHOP_LIMITS.answer)),
  };
}

export function registerShopBooking(app: FastifyInstance, upstream: UpstreamClient, cookieSecure: boolean): void {
  // The form posts only here: urlencoded bodies are parsed in this scope, nowhere else.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, text, done) => {
        const out: Record<string, string> = {};
        for (const [k, val] of new URLSearchParams(text as string)) out[k] = val;
        done(null, out);
      },
    );

    const secretOf = (request: FastifyRequest, reply: FastifyReply): string => {
      const have = request.cookies[SHOP_COOKIE];
      if (have && /^[A-Za-z0-9_-]{32,64}$/.test(have)) return have;
      const fresh = b64url(randomBytes(32));
      reply.setCookie(SHOP_COOKIE, fresh, { httpOnly: true, sameSite: 'strict', path: '/shop', secure: cookieSecure });
      return fresh;
    };
    const call = <T>(request: FastifyRequest, method: 'GET' | 'POST', path: string, body?: unknown) =>
      upstream.call<T>({
        method,
        path,
        body,
        token: null,
        masterClient: null,
        timezoneOffset: 0,
        requestId: request.id,
        traceId: traceOf(request.raw).traceId,
      });
    const formOf = (request: FastifyRequest, p: Params) =>
      call<BookingForm>(
        request,
        'GET',
        `/shop/${p.masterClientId}/${encodeURIComponent(p.locationCode)}/offerings/${p.offeringId}`,
      );
    const tagsOf = (request: FastifyRequest, p: Params) =>
      guestShopTags(upstream, request, p.masterClientId, p.locationCode);
    const html = (reply: FastifyReply, nonce: string, text: string, status = 200) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('content-security-policy', shopContentSecurityPolicy(nonce))
        .type('text/html; charset=utf-8')
        .send(text);
    const failed = (reply: FastifyReply, error: unknown) => {
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      const status = code === 'NOT_FOUND' ? 404 : code === 'BAD_USER_INPUT' ? 400 : 502;
      return reply
        .code(status)
        .type('text/plain')
        .send(
          status === 404
            ? 'Not found'
            : status === 400
              ? 'This offering cannot be booked online.'
              : 'Something went wrong',
        );
    };
    const pathsOf = (p: Params) => {
      const shop = `/shop/${p.masterClientId}/${encodeURIComponent(p.locationCode)}`;
      return { shop, action: `${shop}/book/${p.offeringId}` };
    };
    const scopeOf = (p: Params) => `${p.masterClientId}/${p.locationCode}/${p.offeringId}`;

    scope.get<{ Params: Params }>(
      '/shop/:masterClientId/:locationCode/book/:offeringId',
      { config: { rateLimit: { max: SHOP_LOADS_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        const p = request.params;
        if (!validParams(p)) return reply.code(404).type('text/plain').send('Not found');
        let form: BookingForm;
        let tags: GuestShopTags | null;
        try {
          [form, tags] = await Promise.all([formOf(request, p), tagsOf(request, p)]);
        } catch (error) {
          return failed(reply, error);
        }
        const token = issueFormToken(secretOf(request, reply), scopeOf(p));
        const nonce = randomBytes(16).toString('base64');
        const state = { values: emptyValues(form), errors: {}, formError: null, quote: null, token };
        return html(reply, nonce, renderBookingForm(form, state, pathsOf(p), tagScripts(tags, nonce)));
      },
    );

    scope.post<{ Params: Params; Body: Record<string, string> }>(
      '/shop/:masterClientId/:locationCode/book/:offeringId',
      { config: { rateLimit: { max: SHOP_BOOKINGS_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        const p = request.params;
        if (!validParams(p)) return reply.code(404).type('text/plain').send('Not found');
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        let form: BookingForm;
        let tags: GuestShopTags | null;
        try {
          [form, tags] = await Promise.all([formOf(request, p), tagsOf(request, p)]);
        } catch (error) {
          return failed(reply, error);
        }
        const values = valuesOf(body, form);
        const nonce = randomBytes(16).toString('base64');
        const head = tagScripts(tags, nonce);
        const secret = request.cookies[SHOP_COOKIE];
        const formKey = checkFormToken(secret, scopeOf(p), body.token ?? '');
        const show = (state: Omit<FormState, 'values'>, status: number) =>
          html(reply, nonce, renderBookingForm(form, { ...state, values }, pathsOf(p), head), status);
        // Not this browser's form (another site's post, an old form, no cookie): shown again to send.
        if (!formKey) {
          const token = issueFormToken(secretOf(request, reply), scopeOf(p));
          return show({ errors: {}, formError: message('shop.error.form'), quote: null, token }, 403);
        }
        const [date = '', startTime = ''] = values.slot.split('T');
        const guests = /^\d{1,5}$/.test(values.guests.trim()) ? Number(values.guests.trim()) : 0;
        const quote = body.intent === 'quote';
        try {
          const answer = await call<{ quote: Quote; booking: Confirmation | null }>(
            request,
            'POST',
            `/shop/${p.masterClientId}/${encodeURIComponent(p.locationCode)}/bookings`,
            {
              offeringId: Number(p.offeringId),
              date,
              startTime,
              guests,
              firstName: values.firstName,
              lastName: values.lastName,
              email: values.email,
              phone: values.phone,
              answers: values.answers,
              discountCode: values.discountCode,
              formKey,
              quote,
              // The guest's messages are written in the browser's language when it is one of ours.
              language: languageFromAcceptLanguage(request.headers['accept-language'])?.code,
            },
          );
          if (answer.booking) {
            const reported = head + conversionScript(tags, nonce, answer.booking);
            return html(reply, nonce, renderConfirmation(answer.booking, form.branding, pathsOf(p).shop, reported));
          }
          return show({ errors: {}, formError: null, quote: answer.quote, token: body.token! }, 200);
        } catch (error) {
          const ext = (error as { extensions?: { code?: string; fields?: Record<string, string> } }).extensions;
          if (ext?.code !== 'BAD_USER_INPUT') return failed(reply, error);
          const errors: Record<string, string> = {};
          let formError: string | null = null;
          for (const [field, text] of Object.entries(ext.fields ?? {})) {
            const name = fieldName(field);
            if (name === 'offeringId' || name === 'formKey') formError = text;
            else if (name === 'answers') formError = text;
            else errors[name] = text;
          }
          if (Object.keys(errors).length === 0 && !formError) formError = (error as Error).message;
          return show({ errors, formError, quote: null, token: body.token! }, 400);
        }
      },
    );
  });
}
