/**
 * JSON schemas of the users and director-users routes (core/src/settings/types.ts, core/src/rest.ts
 * PagedList). Groups and locations declare theirs once, in TypeBox (core/src/resources/).
 */
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { MAX_ROWS_PER_PAGE } from '@marquee/core/resources/listState';
import { arrayOf, bool, int, nullableInt, nullableStr, obj, query, str } from '../../http/schemas.ts';

type Schema = Record<string, unknown>;

// The 100-character rule of spec/1 §9, counted in code points like core (issue 8: said 'At most 1000').
const text = () => str({ maxLength: MAX_TEXT_LENGTH });
const id = () => int({ minimum: 1, maximum: 2_147_483_647 });

export const idParams = obj({ id: str({ pattern: '^\\d{1,9}$' }) });

/** `ids=1,2,3` (spec/3 §7: multiple ids via params). */
export const idsQuery = query({ ids: str({ pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$' }) });

export function pagedQuery(sorts: readonly string[], extra: Record<string, Schema> = {}): Schema {
  return query(
    {
      page: int({ minimum: 0, maximum: 100_000 }),
      rowsPerPage: int({ minimum: 1, maximum: MAX_ROWS_PER_PAGE }),
      search: str({ maxLength: 100 }),
      sort: str({ enum: [...sorts] }),
      order: str({ enum: ['asc', 'desc'] }),
      ...extra,
    },
    ['page', 'rowsPerPage', 'search', 'sort', 'order', ...Object.keys(extra)],
  );
}

export const paged = (row: Schema) => obj({ data: arrayOf(row), total: int(), page: int(), rowsPerPage: int() });

export const locationRef = obj({ locationId: int(), name: str(), code: str() });
export const roleRef = obj({ roleId: int(), roleName: str() });
export const removeResult = obj({ removed: int(), message: str() });

const userRowProps = {
  id: int(),
  firstName: str(),
  lastName: str(),
  email: str(),
  phone: str(),
  roleId: nullableInt(),
  roleName: nullableStr(),
  locations: arrayOf(locationRef),
  access: bool(),
  status: str({ enum: ['active', 'invited'] }),
  version: int(),
};
export const userRow = obj(userRowProps);
export const userDetail = obj({
  ...userRowProps,
  img: nullableStr(),
  posPassword: str(),
  cardId: str(),
  startDate: str(),
  payrollId: str(),
  payRate: str(),
  roleLocked: bool(),
  masterClients: arrayOf(obj({ masterClientId: int(), masterClientName: str() })),
});
/** Avatars up to 1 MB arrive base64-encoded, so the field is allowed ~1.4 M characters. */
export const userInput = obj(
  {
    form: str({ enum: ['full', 'simple'] }),
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text(),
    roleId: nullableInt(),
    locationIds: arrayOf(id(), { maxItems: 1000 }),
    access: bool(),
    posPassword: text(),
    cardId: text(),
    startDate: text(),
    payrollId: text(),
    payRate: text(),
    img: { type: ['string', 'null'], maxLength: 1_500_000 },
    version: int(),
  },
  ['img', 'version', 'locationIds', 'access', 'posPassword', 'cardId', 'startDate', 'payrollId', 'payRate'],
);

export const directorUser = obj({
  id: int(),
  firstName: str(),
  lastName: str(),
  email: str(),
  phone: str(),
  role: { anyOf: [roleRef, { type: 'null' }] },
  location: { anyOf: [locationRef, { type: 'null' }] },
  version: int(),
});
export const directorUserInput = obj(
  {
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text(),
    roleId: nullableInt(),
    locationId: nullableInt(),
    version: int(),
  },
  ['version'],
);

export const groupLookup = obj({ groupId: int(), name: str() });
export const groupLocations = obj({ groupId: int(), name: str(), locations: arrayOf(locationRef) });
