import { describe, expect, it } from 'vitest';
import { defaultKioskSettings, validateKioskSettings } from './kiosk.ts';
import { cutPrice, validateBookingDiscount, validateLightningDeal } from './promotions.ts';
import { defaultOnlineBookingSettings, rangeProblem, validateOnlineBookingSettings } from './settings.ts';

describe('online-booking settings', () => {
  it('defaults to the template of spec/1 §3', () => {
    const s = defaultOnlineBookingSettings();
    expect(s.branding).toEqual({ logo: null, backgroundImg: null, welcomeText: '', primaryColor: '#DF151C' });
    expect(s.customPrompts.prompts).toEqual([]);
    expect(s.generalSettings.isOnlyShowPreScheduledActivities).toBe(false);
    expect(s.generalSettings.isAskForRelationshipInfo).toBe(true);
    expect(s.generalSettings.bufferTime).toBe(30);
    expect(Object.keys(s.generalSettings.availabilityPerDay)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(s.generalSettings.availabilityPerDay.sunday).toEqual([{ enabled: false, data: [] }]);
    expect(s.categorySettings.productCategory).toEqual([]);
    expect(validateOnlineBookingSettings(s)).toEqual({});
  });

  it('refuses bad colours, times, numbers and a negative buffer', () => {
    const s = defaultOnlineBookingSettings();
    s.branding.primaryColor = 'red';
    s.generalSettings.bufferTime = -5;
    s.generalSettings.start = '25:00';
    s.generalSettings.numberOfLicenses = 1.5;
    expect(validateOnlineBookingSettings(s)).toEqual({
      'branding.primaryColor': 'club.colour',
      'generalSettings.bufferTime': 'club.bufferNegative',
      'generalSettings.start': 'club.time',
      'generalSettings.numberOfLicenses': 'club.number',
    });
  });

  it('refuses overlapping and reversed ranges; touching ones are fine', () => {
    expect(
      rangeProblem([
        { start: '10:00', end: '12:00' },
        { start: '12:00', end: '14:00' },
      ]),
    ).toBeUndefined();
    expect(
      rangeProblem([
        { start: '10:00', end: '12:00' },
        { start: '11:59', end: '14:00' },
      ]),
    ).toBe('club.rangesOverlap');
    expect(rangeProblem([{ start: '12:00', end: '12:00' }])).toBe('club.rangeOrder');
    const s = defaultOnlineBookingSettings();
    s.generalSettings.availabilityPerDay.tuesday = [
      {
        enabled: true,
        data: [
          { start: '09:00', end: '13:00' },
          { start: '08:00', end: '10:00' },
        ],
      },
    ];
    expect(validateOnlineBookingSettings(s)).toEqual({
      'generalSettings.availabilityPerDay.tuesday': 'club.rangesOverlap',
    });
  });
});

describe('promotions', () => {
  const deal = {
    locationCode: 'X',
    name: 'Happy hour',
    offeringId: 1,
    cutType: 'PERCENT' as const,
    cutValue: '20',
    startsAt: '2026-12-01T10:00:00Z',
    endsAt: '2026-12-01T12:00:00Z',
  };
  it('needs a lightning deal to end after it starts and a cut within range', () => {
    expect(validateLightningDeal(deal)).toEqual({});
    expect(validateLightningDeal({ ...deal, endsAt: deal.startsAt })).toEqual({ endsAt: 'club.windowOrder' });
    expect(validateLightningDeal({ ...deal, cutValue: '120' })).toEqual({ cutValue: 'resources.percentage' });
  });

  it('cuts prices by percent or amount, never below zero', () => {
    expect(cutPrice(2500, 'PERCENT', '20')).toBe(2000);
    expect(cutPrice(999, 'PERCENT', '15')).toBe(849);
    expect(cutPrice(500, 'AMOUNT', '7.50')).toBe(0);
  });

  it('checks discount codes, dates and limits', () => {
    const input = {
      locationCode: 'X',
      code: 'SUMMER-20',
      cutType: 'PERCENT' as const,
      cutValue: '20',
      offeringIds: [],
    };
    expect(validateBookingDiscount(input)).toEqual({});
    expect(validateBookingDiscount({ ...input, code: 'a b' })).toEqual({ code: 'club.discountCode' });
    expect(
      validateBookingDiscount({
        ...input,
        validFrom: '2026-12-02',
        validTo: '2026-12-01',
        maxUses: 1,
        maxUsesPerGuest: 2,
      }),
    ).toEqual({ validTo: 'resources.dateWindow', maxUsesPerGuest: 'club.usesPerGuest' });
  });
});

describe('kiosk settings', () => {
  it('defaults valid and bounds the idle timeout', () => {
    expect(validateKioskSettings(defaultKioskSettings())).toEqual({});
    expect(validateKioskSettings({ ...defaultKioskSettings(), idleTimeoutSeconds: 5 })).toEqual({
      idleTimeoutSeconds: 'club.idleTimeout',
    });
  });
});
