import { WIDGET_IDS } from '@marquee/core/dashboards/ids';
import { en, format, type MessageKey } from '@marquee/core/messages/en';
import { ka } from '@marquee/core/messages/ka';
import { describe, expect, it } from 'vitest';
import { loadFormat } from '../../../i18n/format/formatStore.ts';
import { chartWidgetFixture } from './widgetFixtures.ts';
import { widgetTranslator } from './widgetTexts.ts';

const georgian = (key: MessageKey, values?: Record<string, string | number>) =>
  format((ka as Record<string, string>)[key] ?? en[key], values);
const english = /[A-Za-z]{3,}/;

describe('widget texts', () => {
  it('has a title and a description in the catalogue for every widget of every dashboard', () => {
    const fields = new Set(Object.values(WIDGET_IDS).flatMap((d) => Object.keys(d)));
    for (const field of fields) {
      for (const part of ['title', 'desc']) {
        const key = `dashboards.widget.${field}.${part}`;
        expect(key in en, key).toBe(true);
        expect(key in ka, key).toBe(true);
      }
    }
  });

  it('shows titles, legends, channels, weekdays, months and captions in Georgian; data as it is', async () => {
    const tr = widgetTranslator(georgian, await loadFormat('ka'));
    const payments = tr.widget(
      'paymentsReceived',
      chartWidgetFixture({
        title: 'Payments received',
        desc: 'Payments by channel',
        subTitle: '30.39% of total',
        categories: ['Walk-In', 'Club Kiosk', 'Club Booking'],
        labels: ['Jan 2026', 'FunZone Mall'],
        series: [{ name: 'Sunday', data: [1], subData: null, currency: false }],
        totals: [{ name: 'Outstanding', value: 1, currency: true }],
      }),
    );
    expect(payments.title).toBe(georgian('dashboards.widget.paymentsReceived.title'));
    for (const text of [payments.title, payments.desc, ...payments.categories, payments.series[0]!.name])
      expect(text).not.toMatch(english);
    expect(payments.totals[0]!.name).toBe(georgian('dashboards.term.outstanding'));
    expect(payments.subTitle).toBe('30.39% ჯამიდან');
    expect(payments.conversion?.trendCaption).toBe(georgian('dashboards.term.ofTarget'));
    expect(payments.labels[1]).toBe('FunZone Mall');
    expect(payments.labels[0]).not.toBe('Jan 2026');
  });
});
