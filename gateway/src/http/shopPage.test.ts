import { describe, expect, it } from 'vitest';
import { renderShop } from './shopPage.ts';

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
});
