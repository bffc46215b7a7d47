import { describe, expect, it } from 'vitest';
import { encodePermissions, type FlagName } from '../permissions.ts';
import { callAlternatives, type DashboardCall, mayCall } from './access.ts';
import { DASHBOARDS, WIDGET_IDS } from './ids.ts';

const holding = (grants: [number, FlagName[]][]) => ({
  permissionBits: encodePermissions(new Map(grants)),
  permissionChunkLength: 7,
});
const revenue: DashboardCall = { kind: 'metric', metric: 'revenue' };
const ownersBox = DASHBOARDS.ownersBox.menu;

describe('dashboard access: one table for the gateway and the REST API', () => {
  it('needs the dashboard view as well as the widget view', () => {
    expect(mayCall(holding([[WIDGET_IDS.ownersBox.revenue, ['view']]]), revenue)).toBe(false);
    expect(mayCall(holding([[ownersBox, ['view']]]), revenue)).toBe(false);
    expect(
      mayCall(
        holding([
          [ownersBox, ['view']],
          [WIDGET_IDS.ownersBox.revenue, ['view']],
        ]),
        revenue,
      ),
    ).toBe(true);
  });

  it('needs the widget and its own dashboard together for a metric several dashboards show', () => {
    const groupEvents: DashboardCall = { kind: 'metric', metric: 'group-events' };
    const operational = DASHBOARDS.operationalEfficiency.menu;
    // Owner's Box view with Operational Efficiency's widget id: no field pairs them.
    const crossed = holding([
      [ownersBox, ['view']],
      [WIDGET_IDS.operationalEfficiency.groupEvents, ['view']],
    ]);
    expect(mayCall(crossed, groupEvents)).toBe(false);
    const paired = holding([
      [operational, ['view']],
      [WIDGET_IDS.operationalEfficiency.groupEvents, ['view']],
    ]);
    expect(mayCall(paired, groupEvents)).toBe(true);
  });

  it('needs update and execute on the widget for the quarter-hour export', () => {
    const viewer = holding([
      [ownersBox, ['view']],
      [WIDGET_IDS.ownersBox.numberOfGuests, ['view']],
    ]);
    expect(mayCall(viewer, { kind: 'guestExport' })).toBe(false);
    expect(mayCall(viewer, { kind: 'guestResources' })).toBe(true);
    const exporter = holding([
      [ownersBox, ['view']],
      [WIDGET_IDS.ownersBox.numberOfGuests, ['updateAndExecute']],
    ]);
    expect(mayCall(exporter, { kind: 'guestExport' })).toBe(true);
  });

  it('has a way in for every call a field makes', () => {
    for (const call of [{ kind: 'guestExport' }, { kind: 'guestResources' }, { kind: 'products' }] as DashboardCall[]) {
      expect(callAlternatives(call).length, call.kind).toBeGreaterThan(0);
    }
  });
});
