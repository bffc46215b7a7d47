import { describe, expect, it } from 'vitest';
import { languageByCode, languageFromAcceptLanguage } from '../messages/languages.ts';
import { bookingValues, defaultBookingTemplate, localTimeIn } from './bookingMessages.ts';
import { isSegmentSendable, templateVariablesFor, TIME_TYPE } from './templates.ts';
import { localMoment } from './timedMessages.ts';

const en = languageByCode('en');
const es = languageByCode('es');

describe('booking messages', () => {
  it('writes the time and money the guest’s way', () => {
    expect(localTimeIn(en, 17 * 60)).toBe('5:00 PM');
    expect(localTimeIn(es, 17 * 60)).toBe('17:00');
    const facts = {
      confirmationCode: 'ABC12345',
      activityName: 'Lane',
      bookingDate: '2026-12-05',
      startMinute: 15 * 60,
      guests: 4,
      currency: 'USD',
      totalCents: 6519,
      paidCents: 6519,
      refundedCents: 2199,
      balanceCents: 2199,
    };
    expect(bookingValues(facts, en, 'MM/dd/yyyy')).toMatchObject({
      date: '12/05/2026',
      time: '3:00 PM',
      paid: '$43.20',
      refunded: '$21.99',
      guests: '4',
    });
    expect(bookingValues(facts, es, 'dd/MM/yyyy')).toMatchObject({ date: '05/12/2026', time: '15:00' });
  });

  it('has a default template of every kind in each language', () => {
    expect(defaultBookingTemplate('confirmation', es).subject).toBe(
      'Su reserva {{ booking.confirmationCode }} está confirmada',
    );
    expect(defaultBookingTemplate('thankYou', en).name).toBe('Thank you');
  });

  it('keeps booking values and links to the messages that have them, and booking templates off segments', () => {
    expect(templateVariablesFor(TIME_TYPE.manual).has('booking.date')).toBe(false);
    expect(templateVariablesFor(TIME_TYPE.birthday).has('guest.firstName')).toBe(true);
    expect(templateVariablesFor(TIME_TYPE.rescheduled).has('booking.time')).toBe(true);
    expect(templateVariablesFor(TIME_TYPE.bookingConfirmation).has('payment.link')).toBe(false);
    expect(templateVariablesFor(TIME_TYPE.payByLink).has('payment.link')).toBe(true);
    expect(isSegmentSendable(TIME_TYPE.bookingConfirmation)).toBe(false);
    expect(isSegmentSendable(TIME_TYPE.dayBefore)).toBe(false);
    expect(isSegmentSendable(TIME_TYPE.manual)).toBe(true);
    expect(isSegmentSendable(TIME_TYPE.birthday)).toBe(true);
  });

  it('reads the browser’s language', () => {
    expect(languageFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')?.code).toBe('es');
    expect(languageFromAcceptLanguage('fr-FR,ka;q=0.5,en;q=0.7')?.code).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('keeps 29 February’s birthdays on the 28th in other years, in the location’s zone', () => {
    const moment = localMoment(new Date('2027-02-28T15:00:00Z'), 'America/New_York');
    expect(moment).toMatchObject({ today: '2027-02-28', daytime: true, birthdays: ['02-28', '02-29'], year: 2027 });
    expect(localMoment(new Date('2027-02-28T13:00:00Z'), 'America/New_York')).toMatchObject({
      today: '2027-02-28',
      daytime: false,
    });
  });
});
