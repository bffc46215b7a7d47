import { IMPORT_KIND_INFO, IMPORT_KINDS, type ImportKind } from '@marquee/core/imports/kinds';
import { RESOURCE_SCREENS, type ResourceKey } from '@marquee/core/resources/screens';
import { type ComponentType, createElement, lazy } from 'react';
import { BOOKING_SCREENS } from '../../features/bookings/bookingScreens.ts';
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

const AuditLogScreen = lazy(() =>
  import('../../features/settings/audit-log/AuditLogContainer.tsx').then((m) => ({ default: m.AuditLogContainer })),
);

const TranslationsScreen = lazy(() =>
  import('../../features/settings/translations/TranslationsContainer.tsx').then((m) => ({
    default: m.TranslationsContainer,
  })),
);
const CustomersScreen = lazy(() =>
  import('../../features/customers/CustomersContainer.tsx').then((m) => ({ default: m.CustomersContainer })),
);
const ApiTokensScreen = lazy(() =>
  import('../../features/settings/api-tokens/ApiTokensContainer.tsx').then((m) => ({ default: m.ApiTokensContainer })),
);
/** One screen per import kind, all the shared ImportContainer (Settings → Import sales / guests / products). */
const importScreen = (kind: ImportKind) =>
  lazy(() =>
    import('../../features/settings/imports/ImportContainer.tsx').then((m) => ({
      default: () => createElement(m.ImportContainer, { kind }),
    })),
  );
const IMPORT_SCREENS = Object.fromEntries(IMPORT_KINDS.map((k) => [IMPORT_KIND_INFO[k].screenPath, importScreen(k)]));
const BrandingScreen = lazy(() =>
  import('../../features/marketing/branding/BrandingContainer.tsx').then((m) => ({ default: m.BrandingContainer })),
);
const TemplatesScreen = lazy(() =>
  import('../../features/marketing/templates/TemplatesContainer.tsx').then((m) => ({ default: m.TemplatesContainer })),
);
const CrmEmailsScreen = lazy(() =>
  import('../../features/crm/emails/CrmEmailsContainer.tsx').then((m) => ({ default: m.CrmEmailsContainer })),
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

const CalendarScreen = lazy(() =>
  import('../../features/venue/calendar/CalendarContainer.tsx').then((m) => ({ default: m.CalendarContainer })),
);
const GeneralSettingsScreen = lazy(() =>
  import('../../features/venue/general-settings/GeneralSettingsContainer.tsx').then((m) => ({
    default: m.GeneralSettingsContainer,
  })),
);
const RegistrationScreen = lazy(() =>
  import('../../features/venue/registration/RegistrationContainer.tsx').then((m) => ({
    default: m.RegistrationContainer,
  })),
);
const IntegrationsScreen = lazy(() =>
  import('../../features/venue/integrations/IntegrationsContainer.tsx').then((m) => ({
    default: m.IntegrationsContainer,
  })),
);
const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
// Marketing's guests and segments, CRM.
const GuestsScreen = lazyNamed(() => import('../../features/marketing/guests/GuestsContainer.tsx'), 'GuestsContainer');
const SegmentsScreen = lazyNamed(
  () => import('../../features/marketing/segments/SegmentsContainer.tsx'),
  'SegmentsContainer',
);
const CrmScreen = lazyNamed(() => import('../../features/crm/CrmContainer.tsx'), 'CrmContainer');
const CrmTagsScreen = lazyNamed(() => import('../../features/crm/TagsContainer.tsx'), 'TagsContainer');

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
  ...BOOKING_SCREENS,
  ...CLUB_SCREENS,
  '/settings/roles-security': RolesSecurityScreen,
  '/settings/roles': RolesDepartmentsScreen,
  '/settings/audit-log': AuditLogScreen,
  '/settings/translations': TranslationsScreen,
  '/settings/api-tokens': ApiTokensScreen,
  ...IMPORT_SCREENS,
  '/customers': CustomersScreen,
  '/calendar': CalendarScreen,
  '/general-settings': GeneralSettingsScreen,
  '/registration': RegistrationScreen,
  '/integrations': IntegrationsScreen,
  '/marketing/email-sms/branding': BrandingScreen,
  '/marketing/email-sms/email-sms-templates': TemplatesScreen,
  '/crm/emails': CrmEmailsScreen,
  '/marketing/guests': GuestsScreen,
  '/marketing/guest-segments': SegmentsScreen,
  '/crm': CrmScreen,
  '/crm/tags': CrmTagsScreen,
  '/error': ErrorPage,
  '/redirectAdmin': ExternalAdminRedirect,
  '/redirectSpAdmin': ExternalAdminRedirect,
};
