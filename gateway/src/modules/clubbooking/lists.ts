import type { RemoveResult } from '@marquee/core/resources/types';
import type { Resolvers } from '../../generated/graphql.ts';
import { type ListArgs, pagedQuery } from '../../resources/paging.ts';

type Option = { value: string; label: string };
type Named = { id: number; name: string };

/**
 * GraphQL drops an absent input field but a client may send `id: null` or `version: null`; the
 * REST save reads no id as "add" and takes the version only with an id.
 */
function body<T extends { id?: number | null; version?: number | null }>(input: T) {
  const { id, version, ...rest } = input;
  return { ...rest, ...(id == null ? {} : { id }), ...(version == null ? {} : { version }) };
}
/** A location's list page: the REST API answers `{ rows, total, page, rowsPerPage }` as the schema does. */
const pageQuery = (args: ListArgs & { locationCode: string }) => pagedQuery(args, { locationCode: args.locationCode });
const remove = (path: string) => (locationCode: string, ids: readonly number[]) => ({
  path,
  query: { locationCode, ids: ids.join(',') },
});

/**
 * schema/clubbooking/offerings.graphql and promotions.graphql: the location-scoped lists
 * (GET, POST, DELETE) of spec/3 §7 and their lookups. Saves answer `{ row, message }`.
 */
export const clubListResolvers: Resolvers = {
  Query: {
    clubProductOfferingsPage: (_p, args, { rest }) => rest.get('/club-booking/product-offerings/page', pageQuery(args)),
    kioskProductOfferingsPage: (_p, args, { rest }) => rest.get('/club-kiosk/product-offerings/page', pageQuery(args)),
    lightningDealsPage: (_p, args, { rest }) => rest.get('/club-booking/lightning-deals/page', pageQuery(args)),
    bookingDiscountsPage: (_p, args, { rest }) => rest.get('/club-booking/discounts/page', pageQuery(args)),
    clubNotificationsPage: (_p, args, { rest }) => rest.get('/club-booking/notifications/page', pageQuery(args)),
    clubDealsPage: (_p, args, { rest }) => rest.get('/club-booking/deals/page', pageQuery(args)),
    clubProductOfferings: (_p, { locationCode }, { rest }) =>
      rest.get('/club-booking/product-offerings', { locationCode }),
    kioskProductOfferings: (_p, { locationCode }, { rest }) =>
      rest.get('/club-kiosk/product-offerings', { locationCode }),
    clubOfferingChoices: async (_p, { locationCode }, { rest }) => {
      const placed = { locationCode };
      const [schedulableProducts, nonSchedulableProducts, offeringTypes, priceTypes, depositTypes, quantityTypes] =
        await Promise.all([
          rest.get<never[]>('/club-booking/product-offering/schedulable-products', placed),
          rest.get<never[]>('/club-booking/product-offering/non-schedulable-products', placed),
          rest.get<Option[]>('/club-booking/product-offering-types'),
          rest.get<Option[]>('/club-booking/product-offering-price-types'),
          rest.get<Option[]>('/club-booking/product-offering-deposit-types'),
          rest.get<Option[]>('/club-booking/product-offering-quantity-types'),
        ]);
      return { schedulableProducts, nonSchedulableProducts, offeringTypes, priceTypes, depositTypes, quantityTypes };
    },
    clubAvailableSpaces: async (_p, { locationCode, productId }, { rest }) =>
      (
        await rest.get<{ spaces: number | null }>('/club-booking/product-offerings/available-spaces', {
          locationCode,
          productId,
        })
      ).spaces,
    kioskChoices: async (_p, { locationCode }, { rest }) => {
      const placed = { locationCode };
      const [categories, schedulableProducts, nonSchedulableProducts] = await Promise.all([
        rest.get<Named[]>('/kiosk-categories', { src: 'lookup', locationCode }),
        rest.get<never[]>('/club-kiosk/product-offering/schedulable-products', placed),
        rest.get<never[]>('/club-kiosk/product-offering/non-schedulable-products', placed),
      ]);
      return { categories, schedulableProducts, nonSchedulableProducts };
    },
    lightningDealOfferings: (_p, { locationCode }, { rest }) =>
      rest.get('/club-booking/lightning-deals/offerings', { locationCode }),
    lightningDealTimeZone: async (_p, { locationCode }, { rest }) =>
      (await rest.get<{ timeZone: string }>('/club-booking/lightning-deals/time-zone', { locationCode })).timeZone,
    bookingDiscountOfferings: (_p, { locationCode }, { rest }) =>
      rest.get('/club-booking/discounts/offerings', { locationCode }),
    lightningDeals: (_p, { locationCode }, { rest }) => rest.get('/club-booking/lightning-deals', { locationCode }),
    bookingDiscounts: (_p, { locationCode }, { rest }) => rest.get('/club-booking/discounts', { locationCode }),
    clubNotifications: (_p, { locationCode }, { rest }) => rest.get('/club-booking/notifications', { locationCode }),
    clubDeals: (_p, { locationCode, offeringId }, { rest }) =>
      offeringId == null
        ? rest.get('/club-booking/deals', { locationCode })
        : rest.get('/club-booking/deals/upsells-list', { locationCode, offeringId }),
    clubDealData: async (_p, { locationCode }, { rest }) => {
      const [productTypes, dealTypes, offerings] = await Promise.all([
        rest.get<Named[]>('/club-booking/deals/product-types', { locationCode }),
        rest.get<Option[]>('/club-booking/deals/deal-types'),
        rest.get<Named[]>('/club-booking/deals/deal-data', { locationCode }),
      ]);
      return { productTypes, dealTypes, offerings };
    },
  },
  Mutation: {
    saveClubProductOffering: (_p, { input }, { rest }) => rest.post('/club-booking/product-offerings', body(input)),
    saveKioskProductOffering: (_p, { input }, { rest }) => rest.post('/club-kiosk/product-offerings', body(input)),
    saveLightningDeal: (_p, { input }, { rest }) => rest.post('/club-booking/lightning-deals', body(input)),
    saveBookingDiscount: (_p, { input }, { rest }) => rest.post('/club-booking/discounts', body(input)),
    saveClubNotification: (_p, { input }, { rest }) => rest.post('/club-booking/notifications', body(input)),
    saveClubDeal: (_p, { input }, { rest }) => rest.post('/club-booking/deals', body(input)),
    ...Object.fromEntries(
      (
        [
          ['deleteClubProductOfferings', '/club-booking/product-offerings'],
          ['deleteKioskProductOfferings', '/club-kiosk/product-offerings'],
          ['deleteLightningDeals', '/club-booking/lightning-deals'],
          ['deleteBookingDiscounts', '/club-booking/discounts'],
          ['deleteClubNotifications', '/club-booking/notifications'],
          ['deleteClubDeals', '/club-booking/deals'],
        ] as const
      ).map(([field, path]) => [
        field,
        (
          _p: unknown,
          args: { locationCode: string; ids: readonly number[] },
          { rest }: { rest: import('../../upstream/rest.ts').Rest },
        ) => {
          const { query } = remove(path)(args.locationCode, args.ids);
          return rest.delete<RemoveResult>(path, query);
        },
      ]),
    ),
  },
};
