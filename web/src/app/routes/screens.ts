import { type ComponentType, lazy } from 'react';
import { ErrorPage } from '../../features/errors/ErrorPage.tsx';
import { ExternalAdminRedirect } from '../../features/shell/ExternalAdminRedirect.tsx';

const ProfileScreen = lazy(() =>
  import('../../features/profile/ProfileContainer.tsx').then((m) => ({ default: m.ProfileContainer })),
);

const GroupsScreen = lazy(() =>
  import('../../features/settings/groups/GroupsScreen.tsx').then((m) => ({ default: m.GroupsScreen })),
);
const LocationsScreen = lazy(() =>
  import('../../features/settings/locations/LocationsScreen.tsx').then((m) => ({ default: m.LocationsScreen })),
);
const UsersScreen = lazy(() =>
  import('../../features/settings/users/UsersScreen.tsx').then((m) => ({ default: m.UsersScreen })),
);
const DirectorUsersScreen = lazy(() =>
  import('../../features/settings/director-users/DirectorUsersScreen.tsx').then((m) => ({
    default: m.DirectorUsersScreen,
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
  '/settings/groups': GroupsScreen,
  '/settings/locations': LocationsScreen,
  '/settings/users': UsersScreen,
  '/settings/users-director': DirectorUsersScreen,
  '/error': ErrorPage,
  '/redirectAdmin': ExternalAdminRedirect,
  '/redirectSpAdmin': ExternalAdminRedirect,
};
