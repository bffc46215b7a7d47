import type { FastifyInstance } from 'fastify';
import { encodePermissions } from '@marquee/core/permissions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIRECTOR, type FakeUpstream, inEveryClient, startFakeUpstream, TOKENS } from '../../testing/fakeUpstream.ts';
import { codes, gql, testGateway } from '../../testing/gateway.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;

// Groups: list on menu 13, actions on screen 6 (remove but not remove-multiple); users on 14.
TOKENS['tok-settings'] = inEveryClient({
  ...DIRECTOR,
  userId: 9,
  roles: [
    {
      id: 9,
      name: 'Settings',
      permissionBits: encodePermissions({
        6: ['view', 'detailView', 'add', 'updateAndExecute', 'remove'],
        13: ['view'],
        14: ['view', 'detailView', 'updateAndExecute'],
      }),
      permissionChunkLength: 7,
    },
  ],
});
const as = (token: string) => ({ authorization: `Bearer ${token}`, 'x-master-client': '10' });

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await testGateway(upstream.url);
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.calls.length = 0;
});

const page = (data: unknown[]) => ({ body: { data: { data, total: 30, page: 1, rowsPerPage: 10 } } });

describe('settings lists', () => {
  it('turns list arguments into the REST paged query and answers rows', async () => {
    upstream.on('GET', '/settings/groups', page([{ id: 1, name: 'North', locations: [], version: 3 }]));
    const { body } = await gql(
      app,
      '{ settingsGroups(page: 1, rowsPerPage: 10, search: " nor ", sort: LOCATION_COUNT, order: DESC) { rows { id name version } total page rowsPerPage } }',
      { headers: as('tok-settings') },
    );
    expect(body.data?.settingsGroups).toEqual({
      rows: [{ id: 1, name: 'North', version: 3 }],
      total: 30,
      page: 1,
      rowsPerPage: 10,
    });
    expect(upstream.dataCalls()[0]?.query).toEqual({
      page: '1',
      rowsPerPage: '10',
      search: 'nor',
      sort: 'locationCount',
      order: 'desc',
      masterClient: '10',
    });
  });

  it('answers user status as the schema enum', async () => {
    const row = {
      id: 4,
      firstName: 'Mia',
      lastName: 'Lopez',
      email: 'm@x.io',
      phone: '',
      roleId: null,
      roleName: null,
    };
    upstream.on(
      'GET',
      '/settings/users',
      page([{ ...row, locations: [], access: false, status: 'invited', version: 1 }]),
    );
    const { body } = await gql(app, '{ settingsUsers(roleId: 3, locationId: 8) { rows { id status } } }', {
      headers: as('tok-settings'),
    });
    expect(body.data?.settingsUsers).toEqual({ rows: [{ id: 4, status: 'INVITED' }] });
    expect(upstream.dataCalls()[0]?.query.roleId).toBe('3');
    expect(upstream.dataCalls()[0]?.query.locationId).toBe('8');
  });
});

describe('settings permissions', () => {
  it('refuses createGroup without ADD on screen 6, before any upstream call', async () => {
    const { body } = await gql(app, 'mutation { createGroup(input: { name: "X", locationIds: [1] }) { id } }', {
      headers: as('tok-director'),
    });
    expect(codes(body)).toEqual(['FORBIDDEN']);
    expect(upstream.dataCalls()).toEqual([]);
  });

  it('needs REMOVE_MULTIPLE to remove several groups, REMOVE for one', async () => {
    upstream.on('DELETE', '/settings/groups', {
      body: { data: { removed: 1, message: 'The group have been successfully deleted' } },
    });
    const many = await gql(app, 'mutation { deleteGroups(ids: [1, 2]) { removed } }', { headers: as('tok-settings') });
    expect(codes(many.body)).toEqual(['FORBIDDEN']);
    expect(upstream.dataCalls()).toEqual([]);
    const one = await gql(app, 'mutation { deleteGroups(ids: [5]) { removed message } }', {
      headers: as('tok-settings'),
    });
    expect(one.body.data?.deleteGroups).toEqual({ removed: 1, message: 'The group have been successfully deleted' });
    expect(upstream.dataCalls()[0]?.query.ids).toBe('5');
  });
});

describe('user saves', () => {
  it('sends the avatar only when given and passes the version and field errors through', async () => {
    upstream.on('PUT', '/settings/users/4', {
      status: 400,
      body: { message: 'Please fill all the required fields', fields: { firstName: 'First name is required' } },
    });
    const input = { form: 'SIMPLE', firstName: '', lastName: 'L', email: 'm@x.io', phone: '1', roleId: 2 };
    const { body } = await gql(app, 'mutation U($i: UserInput!) { updateUser(id: 4, version: 7, input: $i) { id } }', {
      headers: as('tok-settings'),
      variables: { i: input },
    });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ firstName: 'First name is required' });
    const sent = upstream.dataCalls()[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ form: 'simple', firstName: '', version: 7, roleId: 2 });
    expect('img' in sent).toBe(false);
    expect('locationIds' in sent).toBe(false);
  });
});
