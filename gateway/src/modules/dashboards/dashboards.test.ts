import { DASHBOARD_FIELDS, dashboardRequirement } from '@marquee/core/dashboards/access';
import { DASHBOARDS, type DashboardKey, WIDGET_IDS } from '@marquee/core/dashboards/ids';
import type { Identity } from '@marquee/core/identity';
import { encodePermissions } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import type { GraphQLObjectType } from 'graphql/index.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDirective } from '@graphql-tools/utils';
import { buildGatewaySchema } from '../../schema.ts';
import { DIRECTOR, type FakeUpstream, inEveryClient, startFakeUpstream, TOKENS } from '../../testing/fakeUpstream.ts';
import { gql, testGateway } from '../../testing/gateway.ts';

const allWidgets = Object.values(WIDGET_IDS).flatMap((w) => Object.values(w));
const menus = Object.values(DASHBOARDS).map((d) => d.menu);
/** Every dashboard and widget except revenue (43). */
const ANALYST: Identity = inEveryClient({
  ...DIRECTOR,
  roles: [
    {
      id: 7,
      name: 'Analyst',
      permissionBits: encodePermissions(
        Object.fromEntries([...menus, ...allWidgets.filter((id) => id !== 43)].map((id) => [id, ['view']])),
      ),
      permissionChunkLength: 7,
    },
  ],
});
const headers = { authorization: 'Bearer tok-analyst', 'x-master-client': '10' };
const widget = (title: string) => ({
  body: {
    data: {
      data: {
        title,
        desc: '',
        subTitle: null,
        currency: false,
        currentSerie: 'TODAY',
        toolTipTitle: title,
        conversion: null,
        categories: [],
        labels: [],
        series: [],
        totals: [],
        tabs: [],
        dataLabels: true,
        chartType: 'card',
        stacked: false,
        columns: [],
        rows: [],
        totalRow: null,
      },
    },
  },
});

let upstream: FakeUpstream;
let app: FastifyInstance;
beforeAll(async () => {
  TOKENS['tok-analyst'] = ANALYST;
  upstream = await startFakeUpstream();
  app = await testGateway(upstream.url);
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.calls.length = 0;
  for (const metric of ['group-events', 'new-guests', 'average-group-size', 'waivers-signed', 'revenue']) {
    upstream.on('GET', `/dashboards/${metric}`, widget(metric));
  }
});

describe('dashboard queries', () => {
  it('fetches a single widget with one call carrying the filter, its tab and masterClient', async () => {
    const { body } = await gql(
      app,
      '{ ownersBox(filter: { locations: [3, 4], dateRange: 17, startDate: "01/01/2026", endDate: "01/31/2026", frequency: WEEKLY }) { groupEvents(tab: YESTERDAY) { title } } }',
      { headers },
    );
    expect(body).toEqual({ data: { ownersBox: { groupEvents: { title: 'group-events' } } } });
    const calls = upstream.dataCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/dashboards/group-events');
    expect(calls[0]!.query).toMatchObject({
      locations: '3,4',
      dateRange: '17',
      startDate: '01/01/2026',
      endDate: '01/31/2026',
      frequency: 'WEEKLY',
      tab: 'YESTERDAY',
      masterClient: '10',
    });
  });

  it('asks for every tab only when perTab is selected and no date range is named, and shapes each tab', async () => {
    const base = widget('group-events').body.data.data;
    const tabs = ['TODAY', 'YESTERDAY', 'THIS_WEEK'].map((tab) => ({ ...base, title: tab, currentSerie: tab }));
    upstream.on('GET', '/dashboards/group-events', { body: { data: { data: { ...base, perTab: tabs } } } });
    const query = (filter: string) =>
      `query { ownersBox(filter: ${filter}) { groupEvents { ...W } } } fragment W on ChartWidget { title perTab { title currentSerie perTab { title } } }`;
    const { body } = await gql(app, query('{}'), { headers });
    expect(body.data).toEqual({
      ownersBox: {
        groupEvents: {
          title: 'group-events',
          perTab: tabs.map((t) => ({ title: t.title, currentSerie: t.currentSerie, perTab: [] })),
        },
      },
    });
    await gql(app, query('{ dateRange: 4 }'), { headers });
    await gql(app, '{ ownersBox(filter: {}) { groupEvents { title } } }', { headers });
    expect(upstream.dataCalls().map((c) => c.query.allTabs)).toEqual(['true', undefined, undefined]);
  });

  it('deduplicates identical widget calls within one request', async () => {
    await gql(
      app,
      '{ ownersBox(filter: {}) { a: groupEvents { title } b: groupEvents { title } c: newGuests { title } } }',
      {
        headers,
      },
    );
    const calls = upstream.dataCalls();
    expect(calls.map((c) => c.path)).toEqual(['/dashboards/batch']);
    const batch = calls[0]!.body as { calls: { metric: string }[] };
    expect(batch.calls.map((c) => c.metric).sort()).toEqual(['group-events', 'new-guests']);
  });

  it('gathers the widgets of one request into one batch call, each with its own query', async () => {
    const { body } = await gql(
      app,
      '{ ownersBox(filter: { locations: [3] }) { groupEvents(tab: YESTERDAY) { title } newGuests { title } } }',
      { headers },
    );
    expect(body).toEqual({
      data: { ownersBox: { groupEvents: { title: 'group-events' }, newGuests: { title: 'new-guests' } } },
    });
    const calls = upstream.dataCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/dashboards/batch', query: { masterClient: '10' } });
    expect(calls[0]!.body).toEqual({
      calls: [
        { metric: 'group-events', query: { locations: '3', tab: 'YESTERDAY' } },
        { metric: 'new-guests', query: { locations: '3', tab: 'TODAY' } },
      ],
    });
  });

  it('answers a denied widget with null and FORBIDDEN, without calling upstream, while the rest arrives', async () => {
    const { body } = await gql(app, '{ ownersBox(filter: {}) { revenue { title } groupEvents { title } } }', {
      headers,
    });
    expect(body.data).toEqual({ ownersBox: { revenue: null, groupEvents: { title: 'group-events' } } });
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['ownersBox.revenue', 'FORBIDDEN'],
    ]);
    expect(upstream.dataCalls().map((c) => c.path)).toEqual(['/dashboards/group-events']);
  });

  it('keeps the other widgets when one fails upstream', async () => {
    upstream.on('GET', '/dashboards/new-guests', { status: 500, body: { message: 'boom' } });
    const { body } = await gql(app, '{ ownersBox(filter: {}) { newGuests { title } groupEvents { title } } }', {
      headers,
    });
    expect(body.data).toEqual({ ownersBox: { newGuests: null, groupEvents: { title: 'group-events' } } });
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['ownersBox.newGuests', 'INTERNAL_SERVER_ERROR'],
    ]);
  });

  it('lets a failing average group size null the whole Guest Experience (spec/2 §7)', async () => {
    upstream.on('GET', '/dashboards/average-group-size', { status: 500, body: { message: 'boom' } });
    const { body } = await gql(
      app,
      '{ guestExperience(filter: {}) { averageGroupSize { title } waiversSigned { title } } }',
      { headers },
    );
    expect(body.data).toEqual({ guestExperience: null });
    expect(body.errors?.[0]?.path).toEqual(['guestExperience', 'averageGroupSize']);
  });
});

describe('dashboard limits', () => {
  it('refuses a filter beyond the bounds once, before any upstream call', async () => {
    const { body } = await gql(
      app,
      '{ ownersBox(filter: { dateRange: 17, startDate: "01/01/0001", endDate: "12/31/9999" }) { revenue { title } groupEvents { title } } }',
      { headers },
    );
    expect(body.data).toBeNull();
    expect(body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Dates must be between 01/01/2000 and 12/31/2100.', 'BAD_USER_INPUT'],
    ]);
    expect(upstream.dataCalls()).toEqual([]);
  });

  it('refuses more than 1,000 location ids', async () => {
    const locations = Array.from({ length: 1001 }, (_, i) => i + 1);
    const { body } = await gql(
      app,
      'query Q($l: [Int!]) { ownersBox(filter: { locations: $l }) { revenue { title } } }',
      {
        headers,
        variables: { l: locations },
      },
    );
    expect(body.errors?.map((e) => e.message)).toEqual(['At most 1000 ids.']);
    expect(upstream.dataCalls()).toEqual([]);
  });
});

describe('widget permissions in the schema', () => {
  const schema = buildGatewaySchema();
  const TYPES: Record<DashboardKey, string> = {
    ownersBox: 'OwnersBoxDashboard',
    operationalEfficiency: 'OperationalEfficiencyDashboard',
    driveRevenue: 'DriveRevenueDashboard',
    guestExperience: 'GuestExperienceDashboard',
  };

  it('guards each widget field with the widget id core defines, and each dashboard with its menu index', () => {
    for (const [key, typeName] of Object.entries(TYPES) as [DashboardKey, string][]) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      const ids = WIDGET_IDS[key] as Record<string, number>;
      for (const [field, id] of Object.entries(ids)) {
        const requires = getDirective(schema, type.getFields()[field]!, 'requires')?.[0];
        expect(requires?.module, `${typeName}.${field}`).toBe(id);
      }
      const root = schema.getQueryType()!.getFields()[key]!;
      expect(getDirective(schema, root, 'requires')?.[0]?.module).toBe(DASHBOARDS[key].menu);
    }
  });

  // The REST API guards its dashboard routes with the same table (core/dashboards/access.ts).
  it("declares exactly core's access table: every field, module and flag", () => {
    const sdlFlag = (flag: string) => flag.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
    for (const [key, typeName] of Object.entries(TYPES) as [DashboardKey, string][]) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      const declared = Object.fromEntries(
        Object.values(type.getFields()).map((f) => [f.name, getDirective(schema, f, 'requires')?.[0]]),
      );
      const table = Object.fromEntries(
        Object.entries(DASHBOARD_FIELDS[key]).map(([field, { requires }]) => [
          field,
          { module: requires.module, flag: sdlFlag(requires.flag) },
        ]),
      );
      expect(declared, typeName).toEqual(table);
      const root = getDirective(schema, schema.getQueryType()!.getFields()[key]!, 'requires')?.[0];
      const menu = dashboardRequirement(key);
      expect(root, key).toEqual({ module: menu.module, flag: sdlFlag(menu.flag) });
    }
  });
});
