import { describe, expect, it } from 'vitest';
import {
  type BookingForm,
  checkFormToken,
  emptyValues,
  FORM_TOKEN_TTL_MS,
  fieldName,
  issueFormToken,
  renderBookingForm,
  renderConfirmation,
} from './shopBooking.ts';

const form: BookingForm = {
  locationName: 'Fun <Zone>',
  locationCode: 'FZ1',
  timeZone: 'America/Chicago',
  currency: 'USD',
  branding: { logo: null, backgroundImg: null, welcomeText: '', primaryColor: '#DF151C' },
  prompts: [{ label: 'Birthday child', isRequired: true }],
  offering: {
    id: 7,
    name: 'Laser tag',
    priceType: 'PER_PERSON',
    price: '25.00',
    dealPrice: null,
    dealName: null,
    durationMinutes: 90,
    minGuests: 1,
    maxGuests: 10,
  },
  days: [
    { date: '2026-12-02', weekday: 'wednesday', blackout: false, slots: [{ time: '10:00', placesLeft: 1 }] },
    { date: '2026-12-03', weekday: 'thursday', blackout: true, slots: [] },
  ],
};
const paths = { shop: '/shop/1/FZ1', action: '/shop/1/FZ1/book/7' };

describe('guest shop form token', () => {
  const secret = 'a'.repeat(43);
  it("accepts this browser's token for this form while fresh, and answers its nonce", () => {
    const token = issueFormToken(secret, '1/FZ1/7', 1_000);
    const nonce = checkFormToken(secret, '1/FZ1/7', token, 2_000);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(token.split('.')[1]).toBe(nonce);
  });

  it('refuses another browser, another form, a changed token, an old one and no cookie', () => {
    const token = issueFormToken(secret, '1/FZ1/7', 1_000);
    expect(checkFormToken('b'.repeat(43), '1/FZ1/7', token, 2_000)).toBeNull();
    expect(checkFormToken(secret, '1/FZ1/8', token, 2_000)).toBeNull();
    expect(checkFormToken(secret, '1/FZ1/7', `${token}x`, 2_000)).toBeNull();
    expect(checkFormToken(secret, '1/FZ1/7', token, 1_000 + FORM_TOKEN_TTL_MS + 1)).toBeNull();
    expect(checkFormToken(undefined, '1/FZ1/7', token, 2_000)).toBeNull();
    expect(checkFormToken(secret, '1/FZ1/7', '', 2_000)).toBeNull();
  });
});

describe('guest shop booking form', () => {
  it('labels every field, lists times with places left, names blackout days, escapes texts', () => {
    const html = renderBookingForm(
      form,
      { values: emptyValues(form), errors: {}, formError: null, quote: null, token: 't' },
      paths,
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('<label for="slot">Date and time</label>');
    expect(html).toContain('<label for="answer0">Birthday child (required)</label>');
    expect(html).toContain(
      '<optgroup label="Wednesday, December 2"><option value="2026-12-02T10:00">Wed, Dec 2 · 10:00 AM · 1 left</option>',
    );
    expect(html).toContain('No online bookings on Thursday, December 3.');
    expect(html).toContain('Fun &lt;Zone&gt;');
    expect(html).toContain('<form method="post" action="/shop/1/FZ1/book/7" novalidate>');
  });

  it('shows each problem by its field with the values kept, and the total when checked', () => {
    const values = { ...emptyValues(form), slot: '2026-12-02T10:00', firstName: '"Ada"', answers: [''] };
    const html = renderBookingForm(
      form,
      {
        values,
        errors: { answer0: 'Please answer this question.' },
        formError: null,
        quote: {
          list: '50.00',
          subtotal: '40.00',
          discount: '4.00',
          total: '36.00',
          dealName: 'Flash',
          discountCode: 'SHOP10',
        },
        token: 't',
      },
      paths,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#answer0">Birthday child: Please answer this question.</a>');
    expect(html).toContain('aria-invalid="true" aria-describedby="answer0-error"');
    expect(html).toContain('value="&quot;Ada&quot;"');
    expect(html).toContain('<option value="2026-12-02T10:00" selected>');
    expect(html).toContain('with Flash: $40.00 · code SHOP10: −$4.00');
    expect(html).toContain('Total: <strong>$36.00</strong>');
  });

  it("maps the REST API's field names to the form's", () => {
    expect(fieldName('startTime')).toBe('slot');
    expect(fieldName('answers.3')).toBe('answer3');
    expect(fieldName('email')).toBe('email');
  });

  it('confirms with the code, what is due at the venue and where the e-mail went', () => {
    const html = renderConfirmation(
      {
        confirmationCode: 'ABCD2345',
        locationName: 'Fun Zone',
        offeringName: 'Laser tag',
        date: '2026-12-02',
        startTime: '10:00',
        guests: 2,
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        total: '36.00',
        due: '36.00',
        currency: 'USD',
      },
      form.branding,
      paths.shop,
    );
    expect(html).toContain('<p class="code">ABCD2345</p>');
    expect(html).toContain('$36.00, at the venue');
    expect(html).toContain('A confirmation e-mail is on its way to ada@example.test.');
  });
});
