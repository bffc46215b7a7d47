import { type ComponentType, lazy } from 'react';

const screen = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

/** Club booking and the kiosk, each screen lazily loaded, by path. */
export const CLUB_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/club-booking/settings': screen(() => import('./settings/ClubSettingsContainer.tsx'), 'ClubSettingsContainer'),
  '/club-booking/resources': screen(() => import('./scheduling/ResourcesContainer.tsx'), 'ResourcesContainer'),
  '/club-booking/activities': screen(() => import('./scheduling/ActivitiesContainer.tsx'), 'ActivitiesContainer'),
  '/club-booking/product-offerings': screen(() => import('./offerings/OfferingsContainer.tsx'), 'ClubOfferingsScreen'),
  '/club-booking/lightning-deals': screen(
    () => import('./promotions/LightningDealsContainer.tsx'),
    'LightningDealsContainer',
  ),
  '/club-booking/discounts': screen(
    () => import('./promotions/BookingDiscountsContainer.tsx'),
    'BookingDiscountsContainer',
  ),
  '/club-booking/notifications': screen(
    () => import('./promotions/NotificationsContainer.tsx'),
    'NotificationsContainer',
  ),
  '/club-booking/deals': screen(() => import('./promotions/DealsContainer.tsx'), 'DealsContainer'),
  '/club-kiosk/product-offerings': screen(() => import('./offerings/OfferingsContainer.tsx'), 'KioskOfferingsScreen'),
  '/club-kiosk/settings': screen(() => import('./kiosk-settings/KioskSettingsContainer.tsx'), 'KioskSettingsContainer'),
};
