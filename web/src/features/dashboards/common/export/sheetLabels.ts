import type { TFunction } from '../../../../i18n/useT.ts';
import type { SheetLabels } from './widgetSheets.ts';

/** Sheet column headers in the user's language. */
export function sheetLabels(t: TFunction): SheetLabels {
  return {
    value: t('dashboards.col.value'),
    category: t('dashboards.col.category'),
    secondary: t('dashboards.col.secondary'),
    total: t('dashboards.col.total'),
    location: t('dashboards.col.location'),
    product: t('dashboards.col.product'),
    price: t('dashboards.col.price'),
    quantity: t('dashboards.col.quantity'),
    revenue: t('dashboards.col.revenue'),
    newGuests: t('dashboards.col.newGuests'),
    repeatGuests: t('dashboards.col.repeatGuests'),
    avgTicket: t('dashboards.col.avgTicket'),
    events: t('dashboards.col.events'),
    sales: t('dashboards.col.sales'),
    employee: t('dashboards.col.employee'),
    period: t('dashboards.col.period'),
    hour: t('dashboards.col.hour'),
    channel: t('dashboards.col.channel'),
    postalCode: t('dashboards.col.postalCode'),
    revenueClass: t('dashboards.col.revenueClass'),
    ageGroup: t('dashboards.col.ageGroup'),
    daysSinceLastVisit: t('dashboards.col.daysSinceLastVisit'),
    item: t('dashboards.col.item'),
    share: t('dashboards.col.share'),
  };
}
