import { RESOURCE_SCREENS, type ResourceKey } from '@marquee/core/resources/screens';
import { type ComponentType, lazy } from 'react';
import { PRODUCT_SCREENS } from '../../features/catalogue/products/productScreens.ts';
import { CLUB_SCREENS } from '../../features/club/clubScreens.ts';
import { ErrorPage } from '../../features/errors/ErrorPage.tsx';
import { RESOURCE_REGISTRY } from '../../features/resources/registry.ts';
import { ExternalAdminRedirect } from '../../features/shell/ExternalAdminRedirect.tsx';

const ProfileScreen = lazy(() =>
  import('../../features/profile/ProfileContainer.tsx').then((m) => ({ default: m.ProfileContainer })),
);

const RolesSecurityScreen = lazy(() =>
  import('../../features/settings/roles-security/RolesSecurityContainer.tsx').then((m) => ({
    default: m.RolesSecurityContainer,
  })),
);

const RolesDepartmentsScreen = lazy(() =>
  import('../../features/settings/roles-departments/RolesDepartmentsContainer.tsx').then((m) => ({
    default: m.RolesDepartmentsContainer,
  })),
);

const OwnersBoxScreen = lazy(() =>
  import('../../features/dashboards/ownersbox/OwnersBoxContainer.tsx').then((m) => ({ default: m.OwnersBoxContainer })),
);
const OperationalScreen = lazy(() =>
  import('../../features/dashboards/operational/OperationalEfficiencyContainer.tsx').then((m) => ({
    default: m.OperationalEfficiencyContainer,
  })),
);
const DriveRevenueScreen = lazy(() =>
  import('../../features/dashboards/drive/DriveRevenueContainer.tsx').then((m) => ({
    default: m.DriveRevenueContainer,
  })),
);
const GuestExperienceScreen = lazy(() =>
  import('../../features/dashboards/guest/GuestExperienceContainer.tsx').then((m) => ({
    default: m.GuestExperienceContainer,
  })),
);

/**
 * Screens of the signed-in routes by path. Routes of core ROUTES without an entry render the
 * coming-soon placeholder; later releases add their (lazily loaded) areas here.
 */
export const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/profile': ProfileScreen,
  '/ownersbox': OwnersBoxScreen,
  '/dashboard-operational': OperationalScreen,
  '/dashboard-drive': DriveRevenueScreen,
  '/dashboard-guest': GuestExperienceScreen,
  // Every resource screen of the registry, at its path in core's RESOURCE_SCREENS.
  ...Object.fromEntries(
    Object.entries(RESOURCE_REGISTRY).map(([key, Screen]) => [RESOURCE_SCREENS[key as ResourceKey].path, Screen]),
  ),
  // The product-type lists and /product-management/regular-products/:productId/:productHandle?.
  ...PRODUCT_SCREENS,
  ...CLUB_SCREENS,
  '/settings/roles-security': RolesSecurityScreen,
  '/settings/roles': RolesDepartmentsScreen,
  '/error': ErrorPage,
  '/redirectAdmin': ExternalAdminRedirect,
  '/redirectSpAdmin': ExternalAdminRedirect,
};
