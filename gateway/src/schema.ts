import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type IExecutableSchemaDefinition, makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAccessControl } from './auth/access.ts';
import type { GatewayContext } from './context.ts';
import { describeAccess } from './contract/requirement.ts';
import { authResolvers } from './modules/auth.ts';
import { baseResolvers } from './modules/base.ts';
import { bookingResolvers } from './modules/bookings/bookings.ts';
import { bookingDeskResolvers } from './modules/bookings/desk.ts';
import { bookingDeskGuestResolvers } from './modules/bookings/deskGuests.ts';
import { bookingSetupResolvers } from './modules/bookings/setup.ts';
import { CATALOGUE_RESOLVERS } from './modules/catalogue/catalogue.ts';
import { clubListResolvers } from './modules/clubbooking/lists.ts';
import { clubSettingsResolvers } from './modules/clubbooking/settings.ts';
import { dashboardResolvers } from './modules/dashboards/resolvers.ts';
import { venueChangeResolvers } from './modules/feed/changes.ts';
import { venueFeedResolvers } from './modules/feed/transactions.ts';
import { venueEventResolvers } from './modules/feed/events.ts';
import { venueImportResolvers } from './modules/feed/imports.ts';
import { marketingResolvers } from './modules/marketing/marketing.ts';
import { GUEST_RELATION_RESOLVERS } from './modules/marketing/guestRelations.ts';
import { profileResolvers } from './modules/profile.ts';
import { rolesDepartmentsResolvers } from './modules/roles/rolesDepartments.ts';
import { rolesSecurityResolvers } from './modules/roles/rolesSecurity.ts';
import { auditLogResolvers } from './modules/settings/auditLog.ts';
import { translationResolvers } from './modules/settings/translations.ts';
import { apiTokenResolvers } from './modules/settings/apiTokens.ts';
import { directorUserResolvers } from './modules/settings/directorUsers.ts';
import { locationResolvers } from './modules/settings/locations.ts';
import { settingsLookupResolvers } from './modules/settings/lookups.ts';
import { userResolvers } from './modules/settings/users.ts';
import { declaredResolvers } from './resources/declared.ts';
import { shellResolvers } from './modules/shell.ts';
import { tenancyResolvers } from './modules/tenancy.ts';
import { tenancyAdminResolvers } from './modules/tenancyAdmin.ts';
import { calendarResolvers } from './modules/venue/calendar.ts';
import { integrationResolvers } from './modules/venue/integrations.ts';
import { venueSettingsResolvers } from './modules/venue/settings.ts';

/** schema/ at the repository root: the single contract, shared with codegen and the web. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** One resolver module per schema file (STYLE.md point 7). */
export const RESOLVERS = [
  baseResolvers,
  authResolvers,
  tenancyResolvers,
  tenancyAdminResolvers,
  profileResolvers,
  shellResolvers,
  dashboardResolvers,
  // schema/settings/*.graphql: Groups from its declaration (core/src/resources/api.ts), the others' modules.
  declaredResolvers('groups'),
  locationResolvers,
  userResolvers,
  directorUserResolvers,
  settingsLookupResolvers,
  rolesSecurityResolvers,
  rolesDepartmentsResolvers,
  auditLogResolvers,
  translationResolvers,
  apiTokenResolvers,
  ...CATALOGUE_RESOLVERS,
  bookingResolvers,
  bookingDeskResolvers,
  bookingDeskGuestResolvers,
  bookingSetupResolvers,
  // schema/venue/*.graphql: calendar, general and registration settings, integrations.
  calendarResolvers,
  venueSettingsResolvers,
  integrationResolvers,
  marketingResolvers,
  ...GUEST_RELATION_RESOLVERS,
  // schema/clubbooking/*.graphql.
  clubSettingsResolvers,
  clubListResolvers,
  // schema/venue-feed.graphql.
  venueFeedResolvers,
  // schema/venue-changes.graphql.
  venueChangeResolvers,
  // schema/venue-events.graphql.
  venueEventResolvers,
  // schema/venue-import.graphql.
  venueImportResolvers,
];

// Every .graphql file under schema/, folders included (areas are split by screen), in a stable order.
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(`${dir}/${name}`, 'utf8'));
}

/**
 * Builds an executable schema with access control applied and each root field's permission in its
 * description. Throws on a root field that declares no access or has no resolver: a field added to
 * schema/ without its module fails at start.
 */
export function buildSchema(definition: IExecutableSchemaDefinition<GatewayContext>): GraphQLSchema {
  const schema = makeExecutableSchema<GatewayContext>(definition);
  const missing = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
    Object.values(root?.getFields() ?? {})
      .filter((field) => field.resolve === undefined)
      .map((field) => `${root?.name}.${field.name}`),
  );
  if (missing.length > 0) throw new Error(`Root fields without a resolver: ${missing.join(', ')}`);
  return describeAccess(applyAccessControl(schema));
}

export function buildGatewaySchema(): GraphQLSchema {
  return buildSchema({ typeDefs: loadTypeDefs(), resolvers: RESOLVERS });
}
