import type { Resolvers } from '../../generated/graphql.ts';

type Option = { value: string; label: string };

/** schema/clubbooking/settings.graphql: GET, PUT /club-booking/settings and /club-kiosk/settings, and the settings form's lookups. */
export const clubSettingsResolvers: Resolvers = {
  Query: {
    clubBookingSettings: (_parent, { locationCode }, { rest }) => rest.get('/club-booking/settings', { locationCode }),
    kioskSettings: (_parent, { locationCode }, { rest }) => rest.get('/club-kiosk/settings', { locationCode }),
    clubBookingLookups: async (_parent, { locationCode }, { rest }) => {
      const list = (path: string) => rest.get<Option[]>(path, { src: 'lookup' });
      // One REST call per lookup (spec/3 §7), made together.
      const [
        timeZones,
        dateFormats,
        numberFormats,
        languages,
        currencies,
        convenienceFeePayors,
        convenienceFeeTypes,
        blackoutRepeatOptions,
        activityTypeFilters,
        customFilters,
        guestSegmentation,
        numberOfLicenses,
        paymentProcessors,
        categories,
      ] = await Promise.all([
        list('/club-booking/time-zones'),
        list('/club-booking/date-formats'),
        list('/club-booking/number-formats'),
        list('/club-booking/languages'),
        list('/club-booking/currencies'),
        list('/club-booking/convenience-fee-payor'),
        list('/club-booking/convenience-fee-types'),
        list('/club-booking/black-out-dates/repeat-options'),
        list('/club-booking/activity-type-filters'),
        list('/club-booking/custom-filters'),
        list('/club-booking/guest-segmentation'),
        list('/number-of-licenses'),
        rest.get<{ processor: string; enabled: boolean }[]>('/payment-processor-settings', {
          src: 'lookup',
          location: locationCode,
        }),
        rest.get<{ id: number; name: string }[]>('/club-booking/categories', { src: 'lookup', locationCode }),
      ]);
      return {
        timeZones,
        dateFormats,
        numberFormats,
        languages,
        currencies,
        convenienceFeePayors,
        convenienceFeeTypes,
        blackoutRepeatOptions,
        activityTypeFilters,
        customFilters,
        guestSegmentation,
        numberOfLicenses,
        paymentProcessors,
        categories,
      };
    },
  },
  Mutation: {
    saveClubBookingSettings: (_parent, args, { rest }) => {
      // Blackout dates sent as null are left out: the REST API then keeps the saved ones.
      const { blackoutDates, ...settings } = args.settings;
      const doc = blackoutDates == null ? settings : { ...settings, blackoutDates };
      return rest.put('/club-booking/settings', { ...args, settings: doc });
    },
    uploadClubBookingImage: (_parent, { dataUrl }, { rest }) => rest.post('/club-booking/settings/images', { dataUrl }),
    saveKioskSettings: (_parent, args, { rest }) => rest.put('/club-kiosk/settings', args),
  },
};
