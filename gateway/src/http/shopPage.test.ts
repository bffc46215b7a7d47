import { describe, expect, it } from 'vitest';
import { backgroundStyle, renderShop, shopContentSecurityPolicy, tagScripts } from './shopPage.ts';

const shop = {
  locationName: 'Fun <Zone>',
  timeZone: 'America/Chicago',
  currency: 'USD',
  branding: {
    logo: 'javascript:alert(1)',
    backgroundImg: null,
    welcomeText: '<script>alert(1)</script> Welcome!',
    primaryColor: 'red;}body{display:none',
  },
  categories: [{ id: 1, name: 'Parties' }],
  offerings: [
    {
      id: 1,
      name: 'Laser tag',
      isSchedulable: true,
      categoryIds: [1],
      price: '25.00',
      dealPrice: '20.00',
      dealName: 'Flash',
    },
  ],
  slotMinutes: 60,
  days: [
    { date: '2026-12-01', weekday: 'tuesday', slots: [] },
    { date: '2026-12-02', weekday: 'wednesday', slots: ['10:00', '12:00'] },
  ],
};

describe('guest shop page', () => {
  it('escapes every text and drops unsafe addresses and colours', () => {
    const html = renderShop(shop);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Welcome!');
    expect(html).toContain('Fun &lt;Zone&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('--brand: #DF151C;');
  });

  it('shows deal prices, closed days and start times', () => {
    const html = renderShop(shop);
    expect(html).toContain('<del aria-label="Was $25.00">$25.00</del> <strong>$20.00</strong>');
    expect(html).toMatch(/data-weekday="tuesday">.*Not available online/);
    expect(html).toContain('<li>10:00</li><li>12:00</li>');
  });

  it('loads no script at all without enabled tags', () => {
    expect(renderShop(shop, null, 'n0nce')).not.toContain('<script');
    expect(renderShop(shop, { measurementId: null, containerId: null }, 'n0nce')).not.toContain('<script');
  });

  it("loads Google's tags with the configured ids, under this answer's nonce, ids escaped", () => {
    const html = renderShop(shop, { measurementId: 'G-ABC</script><b>', containerId: 'GTM-XY1' }, 'n0nce');
    expect(html).toContain(
      '<script async nonce="n0nce" src="https://www.googletagmanager.com/gtag/js?id=G-ABC%3C%2Fscript%3E%3Cb%3E">',
    );
    expect(html).toContain('src="https://www.googletagmanager.com/gtm.js?id=GTM-XY1"');
    expect(html).toContain(`gtag('config',"G-ABC\\u003c/script>\\u003cb>")`);
    expect(html).not.toContain('G-ABC</script>');
    expect(tagScripts({ measurementId: null, containerId: 'GTM-XY1' }, 'n')).not.toContain('gtag(');
    expect(shopContentSecurityPolicy('n0nce')).toContain("script-src 'nonce-n0nce' https://www.googletagmanager.com");
  });

  it('links each bookable offering to its booking form, with its duration', () => {
    const bookable = { ...shop, offerings: [{ ...shop.offerings[0]!, durationMinutes: 90, bookable: true }] };
    const html = renderShop(bookable, null, '', { masterClientId: '12', locationCode: 'FZ1' });
    expect(html).toContain('<a class="book" href="/shop/12/FZ1/book/1">Book Laser tag</a>');
    expect(html).toContain('90 minutes');
    const closed = { ...shop, offerings: [{ ...shop.offerings[0]!, durationMinutes: 60, bookable: false }] };
    const addOn = renderShop(closed, null, '', { masterClientId: '12', locationCode: 'FZ1' });
    expect(addOn).not.toContain('class="book"');
    expect(addOn).not.toContain('60 minutes');
    // Apart from what is booked: under its own heading, and nothing claims to be bookable.
    expect(addOn).toContain('<h2 id="extras">Also at the venue</h2>');
    expect(addOn).toContain('Nothing is offered online yet.');
    expect(html).not.toContain('id="extras"');
  });

  it('covers the page with the background picture behind a white content panel', () => {
    const url = 'https://example.test/images/clients/3/a.png';
    const html = renderShop({ ...shop, branding: { ...shop.branding, backgroundImg: url } });
    expect(html).toContain(`body { background: #fafafa url("${url}") center / cover no-repeat fixed; }`);
    expect(html).toContain('main { background: #fff;');
    expect(renderShop(shop)).not.toContain('url(');
  });

  it('drops an unsafe background address and keeps a backslash from ending the CSS string', () => {
    expect(backgroundStyle('javascript:alert(1)')).toBe('');
    expect(backgroundStyle('https://x.test/a");}body{display:none')).toBe('');
    expect(backgroundStyle('https://x.test/a\\')).toContain('url("https://x.test/a\\5c ")');
  });
});
