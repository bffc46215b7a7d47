import { PRODUCT_KIND_ROUTES } from './catalogue/productKind.ts';
import { CUSTOMER_SELECTOR_INDEX } from './menu.ts';
import { Flag, hasFlag } from './permissions.ts';
import type { Viewer } from './routes.ts';

/** Paths whose toolbar shows the master-client (customer) selector (spec/1 §2.6). */
export const CUSTOMER_SELECTOR_PATHS: readonly string[] = [
  '/settings/users-director',
  '/settings/roles-security',
  '/settings/locations',
  '/settings/groups',
  '/settings/translations',
  '/club-booking/product-offerings',
  '/club-booking/settings',
  '/club-booking/bookings',
  '/product-management/products',
  '/product-management/activity-credits',
  '/product-management/discounts',
  '/product-management/memberships',
  '/product-management/product-categories',
  '/product-management/revenue-classes',
  '/product-management/food-modifiers',
  '/product-management/tax-rates',
  // "All /product-management/* list pages": the product-type lists are the products list narrowed.
  ...Object.values(PRODUCT_KIND_ROUTES),
  '/ownersbox',
  '/dashboard-drive',
  '/dashboard-operational',
  '/dashboard-guest',
  '/marketing/email-sms/branding',
  '/marketing/email-sms/email-sms-templates',
  '/registration',
  '/integrations',
];

/** The selector shows when the viewer has the view flag of module 119 and the path is listed. */
export function showsCustomerSelector(path: string, viewer: Viewer | null): boolean {
  if (!viewer || !CUSTOMER_SELECTOR_PATHS.includes(path)) return false;
  return hasFlag(viewer.permissionBits, viewer.permissionChunkLength, CUSTOMER_SELECTOR_INDEX, Flag.view);
}

/**
 * The /session-expired text for a session lifetime (the real lifetime,
 * SESSION_TTL_SECONDS, not always "15 minutes"), in whole minutes, at least one.
 */
export function sessionExpiredText(ttlSeconds: number): {
  key: 'session.expired.text' | 'session.expired.textOne';
  minutes: number;
} {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return { key: minutes === 1 ? 'session.expired.textOne' : 'session.expired.text', minutes };
}
