/**
 * The public guest shop page of a location, on the web's origin without signing in:
 * GET /shop/:masterClientId/:locationCode renders the REST API's shop data as plain HTML — its
 * branding and welcome text, categories, offerings with lightning-deal prices, and the next days'
 * start times from the booking settings. Server-rendered with no script at all, so the page is
 * tiny (0 kB of JavaScript) and works with assistive technology as plain semantic HTML.
 * Each bookable offering links to its booking form (shopBooking.ts): plain HTML forms, no script.
 *
 * The one exception to "no script": when the location enabled Google Analytics or Tag Manager
 * (/integrations), the page loads Google's tag with the configured id, under a content
 * security policy of its own that admits Google's tag host and a per-answer nonce, nothing else.
 */
import { traceOf } from './trace.ts';
import { randomBytes } from 'node:crypto';
import { SHOP_LOADS_PER_MINUTE } from '@marquee/core/club/shop';
import { type GuestShopTags, tagScriptUrls } from '@marquee/core/venue/integrations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UpstreamClient } from '../upstream/client.ts';

interface Shop {
  locationName: string;
  timeZone: string;
  currency: string;
  branding: { logo: string | null; backgroundImg: string | null; welcomeText: string; primaryColor: string };
  categories: { id: number; name: string }[];
  offerings: {
    id: number;
    name: string;
    isSchedulable: boolean;
    categoryIds: number[];
    price: string | null;
    dealPrice: string | null;
    dealName: string | null;
    durationMinutes?: number;
    bookable?: boolean;
  }[];
  slotMinutes: number;
  days: { date: string; weekday: string; slots: string[] }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
export const COLOUR = /^#[0-9A-Fa-f]{6}$/;
export const SAFE_URL = /^(https?:\/\/|\/)[^\s<>"']*$/;

export function money(amount: string | null, currency: string): string {
  if (amount === null) return '';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return amount;
  }
}

export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const TAG_HOST = 'https://www.googletagmanager.com';

/** A value for an inline script: JSON, with `<` escaped so no text can close the script element. */
const scriptValue = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Google's loader snippets for the enabled tags; nothing when none is enabled. */
export function tagScripts(tags: GuestShopTags | null, nonce: string): string {
  if (!tags) return '';
  const n = escapeHtml(nonce);
  const [analytics, manager] = [tags.measurementId, tags.containerId];
  const urls = tagScriptUrls(tags);
  const init = [
    'window.dataLayer=window.dataLayer||[];',
    analytics
      ? `function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${scriptValue(analytics)});`
      : '',
    manager ? "dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});" : '',
  ].join('');
  if (urls.length === 0) return '';
  return `<script nonce="${n}">${init}</script>${urls.map((u) => `<script async nonce="${n}" src="${escapeHtml(u)}"></script>`).join('')}`;
}

/**
 * The booking's conversion, reported to the enabled tags on the confirmation page ("Track online
 * booking conversions on the Guest shop"): GA4's recommended `purchase` event through gtag, and the
 * same event with its ecommerce object on the data layer for Tag Manager's triggers. Nothing when
 * no tag is enabled. Runs after tagScripts' snippet, which defines gtag and the data layer.
 */
export function conversionScript(
  tags: GuestShopTags | null,
  nonce: string,
  booking: { confirmationCode: string; total: string; currency: string; offeringName: string; guests: number },
): string {
  if (!tags || tagScriptUrls(tags).length === 0) return '';
  const value = Number(booking.total);
  const ecommerce = `{transaction_id:${scriptValue(booking.confirmationCode)},value:${Number.isFinite(value) ? value : 0},currency:${scriptValue(booking.currency)},items:[{item_name:${scriptValue(booking.offeringName)},quantity:${booking.guests}}]}`;
  const events = [
    tags.measurementId ? `gtag('event','purchase',${ecommerce});` : '',
    tags.containerId
      ? `dataLayer.push({ecommerce:null});dataLayer.push({event:'purchase',ecommerce:${ecommerce}});`
      : '',
  ].join('');
  return `<script nonce="${escapeHtml(nonce)}">${events}</script>`;
}

/**
 * The location's Analytics / Tag Manager ids for a shop page. An extra: a page whose
 * lookup fails still opens, without them. The call carries the shop's `masterClient` (spec/1 §7).
 */
export function guestShopTags(
  upstream: UpstreamClient,
  request: FastifyRequest,
  masterClientId: string,
  locationCode: string,
): Promise<GuestShopTags | null> {
  return upstream
    .call<GuestShopTags>({
      method: 'GET',
      path: `/guest-shop/tags?locationCode=${encodeURIComponent(locationCode)}`,
      token: null,
      masterClient: Number(masterClientId),
      timezoneOffset: 0,
      requestId: request.id,
      traceId: traceOf(request.raw).traceId,
    })
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'guest shop tags unavailable');
      return null;
    });
}

/** The shop page's own policy: the app's, plus Google's tag host and this answer's nonce for scripts. */
export function shopContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "img-src 'self' https: data:",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}' ${TAG_HOST}`,
    `connect-src 'self' ${TAG_HOST} https://*.google-analytics.com https://*.analytics.google.com`,
  ].join('; ');
}

/**
 * The location's background picture behind a shop page: it covers the page, and the content sits on
 * a white panel over it, so text keeps its contrast whatever the picture shows. Nothing for an
 * unsafe address; `\` and `"` are escaped so the address cannot end the CSS string.
 */
export function backgroundStyle(url: string | null): string {
  if (!url || !SAFE_URL.test(url)) return '';
  const css = url.replace(/[\\"]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
  return `body { background: #fafafa url("${css}") center / cover no-repeat fixed; }
main { background: #fff; border-radius: 8px; margin: 1.5rem auto; box-shadow: 0 2px 12px rgb(0 0 0 / 25%); }
@media (max-width: 600px) { main { margin: 0.75rem; } }`;
}

/** The path of an offering's booking form. */
export const bookingPath = (masterClientId: string, locationCode: string, offeringId: number) =>
  `/shop/${masterClientId}/${encodeURIComponent(locationCode)}/book/${offeringId}`;

export function renderShop(
  shop: Shop,
  tags: GuestShopTags | null = null,
  nonce = '',
  at: { masterClientId: string; locationCode: string } | null = null,
): string {
  const e = escapeHtml;
  const colour = COLOUR.test(shop.branding.primaryColor) ? shop.branding.primaryColor : '#DF151C';
  const logo =
    shop.branding.logo && SAFE_URL.test(shop.branding.logo)
      ? `<img class="logo" src="${e(shop.branding.logo)}" alt="${e(shop.locationName)} logo">`
      : '';
  const card = (o: Shop['offerings'][number]) => {
    const price = o.dealPrice
      ? `<del aria-label="Was ${e(money(o.price, shop.currency))}">${e(money(o.price, shop.currency))}</del> <strong>${e(money(o.dealPrice, shop.currency))}</strong> <span class="deal">${e(o.dealName ?? '')}</span>`
      : e(money(o.price, shop.currency));
    const categories = shop.categories.filter((c) => o.categoryIds.includes(c.id)).map((c) => e(c.name));
    // A duration is an activity's: an add-on (socks, a pizza) takes no time of its own.
    const minutes = o.bookable && o.durationMinutes ? `<p class="muted">${o.durationMinutes} minutes</p>` : '';
    const book =
      at && o.bookable
        ? `<p><a class="book" href="${e(bookingPath(at.masterClientId, at.locationCode, o.id))}">Book ${e(o.name)}</a></p>`
        : '';
    return `<li><h3>${e(o.name)}</h3><p class="price">${price}</p>${minutes}${categories.length ? `<p class="muted">${categories.join(', ')}</p>` : ''}${book}</li>`;
  };
  // What a guest books (an activity) apart from what they add at the venue (socks, a pizza).
  const offerings = shop.offerings
    .filter((o) => o.bookable)
    .map(card)
    .join('');
  const extras = shop.offerings
    .filter((o) => !o.bookable)
    .map(card)
    .join('');
  const days = shop.days
    .map(
      (d) =>
        `<li data-date="${e(d.date)}" data-weekday="${e(d.weekday)}"><h3>${e(dayLabel(d.date))}</h3>${
          d.slots.length
            ? `<ul class="slots" aria-label="Start times on ${e(dayLabel(d.date))}">${d.slots.map((s) => `<li>${e(s)}</li>`).join('')}</ul>`
            : '<p class="muted">Not available online</p>'
        }</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(shop.locationName)} — Book online</title>
${tagScripts(tags, nonce)}
<style>
:root { --brand: ${colour}; }
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fafafa; line-height: 1.5; }
header { border-top: 6px solid var(--brand); background: #fff; padding: 1.5rem; }
main { max-width: 960px; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h1 { margin: 0.25rem 0; } h2 { border-bottom: 2px solid var(--brand); padding-bottom: 0.25rem; }
.logo { max-height: 64px; max-width: 240px; }
ul.cards, ul.days { list-style: none; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
ul.cards > li, ul.days > li { background: #fff; border: 1px solid #d1d1d1; border-radius: 8px; padding: 0.75rem 1rem; }
h3 { margin: 0 0 0.25rem; font-size: 1.05rem; }
.price strong { color: #a4000f; } .deal { font-size: 0.85rem; }
.muted { color: #555; margin: 0; }
ul.slots { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem; }
ul.slots li { border: 1px solid var(--brand); border-radius: 4px; padding: 0.1rem 0.4rem; }
a.book { display: inline-block; background: #1b1b1b; color: #fff; border-radius: 4px; padding: 0.4rem 0.9rem; text-decoration: none; }
a.book:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
${backgroundStyle(shop.branding.backgroundImg)}
</style>
</head>
<body>
<header>${logo}<h1>${e(shop.locationName)}</h1>${shop.branding.welcomeText ? `<p>${e(shop.branding.welcomeText)}</p>` : ''}</header>
<main>
<section aria-labelledby="offerings"><h2 id="offerings">What you can book</h2>${
    offerings ? `<ul class="cards">${offerings}</ul>` : '<p>Nothing is offered online yet.</p>'
  }</section>${
    extras
      ? `<section aria-labelledby="extras"><h2 id="extras">Also at the venue</h2><p class="muted">Add these to your visit when you arrive.</p><ul class="cards">${extras}</ul></section>`
      : ''
  }
<section aria-labelledby="days"><h2 id="days">Available days and times</h2><p class="muted">Times are local (${e(shop.timeZone)}); shown for a ${shop.slotMinutes}-minute activity; each offering's own times are on its booking form.</p><ul class="days">${days}</ul></section>
</main>
</body>
</html>`;
}

export function registerShopPage(app: FastifyInstance, upstream: UpstreamClient): void {
  app.get<{ Params: { masterClientId: string; locationCode: string } }>(
    '/shop/:masterClientId/:locationCode',
    // Public: each client address gets a fair share (429 with Retry-After past it).
    { config: { rateLimit: { max: SHOP_LOADS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { masterClientId, locationCode } = request.params;
      if (!/^\d{1,9}$/.test(masterClientId) || !/^[A-Za-z0-9_-]{1,20}$/.test(locationCode)) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      try {
        const [shop, tags] = await Promise.all([
          upstream.call<Shop>({
            method: 'GET',
            path: `/shop/${masterClientId}/${encodeURIComponent(locationCode)}`,
            token: null,
            masterClient: null,
            timezoneOffset: 0,
            requestId: request.id,
            traceId: traceOf(request.raw).traceId,
          }),
          guestShopTags(upstream, request, masterClientId, locationCode),
        ]);
        const nonce = randomBytes(16).toString('base64');
        // Settings changes show on the next load: never cached.
        return reply
          .header('cache-control', 'no-store')
          .header('content-security-policy', shopContentSecurityPolicy(nonce))
          .type('text/html; charset=utf-8')
          .send(renderShop(shop, tags, nonce, { masterClientId, locationCode }));
      } catch (error) {
        const code = (error as { extensions?: { code?: string } }).extensions?.code;
        return reply
          .code(code === 'NOT_FOUND' ? 404 : 502)
          .type('text/plain')
          .send(code === 'NOT_FOUND' ? 'Not found' : 'Something went wrong');
      }
    },
  );
}
