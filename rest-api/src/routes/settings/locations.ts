/**
 * /settings/locations (spec/3 §2 Locations, §7) on the resource wing: paged list with search, sort
 * and group and enabled filters, detail, create, update (the name stays as created) under an optimistic
 * version, removal (409 while other data uses a location).
 */
import {
  LOCATION_RULES,
  LOCATION_SORTS,
  LOCATION_UPDATE_RULES,
  Location,
  LocationCreateInput,
  LocationUpdateInput,
} from '@marquee/core/resources/locations';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { locations } from '../../db/schema.ts';
import {
  createLocation,
  deleteLocations,
  getLocation,
  listLocations,
  updateLocation,
} from '../../repositories/settings/locations.ts';
import { registerResource } from '../../resources/register.ts';

export async function settingsLocationRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'locations',
    row: Location,
    list: {
      sorts: LOCATION_SORTS,
      filters: {
        groupId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
        enabled: Type.Optional(Type.Boolean()),
      },
      load: listLocations,
    },
    get: getLocation,
    create: { body: LocationCreateInput, rules: LOCATION_RULES, write: createLocation },
    update: { body: LocationUpdateInput, rules: LOCATION_UPDATE_RULES, write: updateLocation },
    remove: { write: deleteLocations },
    unique: { table: locations, columns: { storeNumber: locations.storeNumber } },
  });
}
