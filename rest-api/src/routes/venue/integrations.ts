/**
 * /integrations (spec/3 §2, §5, §6, §7; menu 122): GET and PUT /integrations/google-analytics,
 * /google-tag-manager and /voucherify by locationCode, /churnzero by master client and for
 * provider staff only. §5's validation runs again here (required only when enabled, 100
 * characters). GET /guest-shop/tags is public: the enabled Analytics and Tag Manager ids of a
 * location, for the guest shop's page.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Flag } from '@marquee/core/permissions';
import {
  GuestShopTags,
  INTEGRATION_KINDS,
  INTEGRATION_PATHS,
  INTEGRATIONS_INDEX,
  Integration,
  IntegrationInput,
  isClientWide,
  validateIntegration,
} from '@marquee/core/venue/integrations';
import { hasErrors } from '@marquee/core/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { invalidInput } from '../../http/errors.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import {
  guestShopTags,
  hasStoredSecret,
  type IntegrationScope,
  readIntegration,
  saveIntegration,
} from '../../repositories/venue/integrations.ts';
import { locationByCode } from '../../repositories/venue/locations.ts';
import { secretKeyFrom } from '../../security/secrets.ts';
import { LocationCode, requireProviderStaff } from './scope.ts';

export async function integrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const key = secretKeyFrom(app.config.secretKey);

  for (const kind of INTEGRATION_KINDS) {
    const path = `/integrations/${INTEGRATION_PATHS[kind]}`;
    const clientWide = isClientWide(kind);
    const querystring = Type.Object(
      clientWide ? MASTER_CLIENT_QUERY : { ...MASTER_CLIENT_QUERY, locationCode: LocationCode },
    );
    const guards = (flag: number) =>
      clientWide
        ? [requireModule(INTEGRATIONS_INDEX, flag), requireProviderStaff]
        : [requireModule(INTEGRATIONS_INDEX, flag)];
    const scopeOf = async (request: FastifyRequest): Promise<IntegrationScope> => {
      const masterClientId = requireMasterClient(request);
      const code = (request.query as { locationCode?: string }).locationCode;
      const location = clientWide ? null : await locationByCode(app.db, masterClientId, code ?? '');
      return { masterClientId, kind, location: location && { id: location.id, code: location.code } };
    };

    app.get(
      path,
      { schema: { querystring, response: envelopeOf(Integration) }, preHandler: guards(Flag.view) },
      async (request) => ({ data: await readIntegration(app.db, await scopeOf(request), key) }),
    );

    app.put(
      path,
      {
        schema: {
          querystring,
          body: { ...IntegrationInput, additionalProperties: false },
          response: envelopeOf(Integration),
        },
        preHandler: guards(Flag.updateAndExecute),
      },
      async (request) => {
        const scope = await scopeOf(request);
        const userId = currentUser(request).id;
        const data = await app.db.transaction(async (tx) => {
          const errors = validateIntegration(kind, request.body, await hasStoredSecret(tx, scope));
          if (hasErrors(errors)) throw invalidInput(errors);
          return saveIntegration(tx, scope, request.body, key, userId);
        });
        return { data };
      },
    );
  }

  app.get(
    '/guest-shop/tags',
    {
      config: { public: true },
      schema: {
        querystring: Type.Object({ masterClient: Type.Integer({ minimum: 1 }), locationCode: LocationCode }),
        response: envelopeOf(GuestShopTags),
      },
    },
    async (request) => {
      const tags = await guestShopTags(app.db, request.query.masterClient, request.query.locationCode);
      if (!tags) throw recordNotFound();
      return { data: tags };
    },
  );
}
