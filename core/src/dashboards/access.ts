/**
 * Who may read what on the dashboards: one table that decides both the gateway's `@requires` on
 * every dashboard field (schema/dashboards.graphql, checked by the gateway's tests) and the REST
 * API's guard on the calls those fields make (some REST routes checked only the widget's
 * view flag). A field needs view on its dashboard (the menu index guarding the dashboard query)
 * and its own requirement; a REST call is allowed when any field that makes it would be.
 */
import { Flag, type FlagName, hasFlag, type PermissionSource } from '../permissions.ts';
import { DASHBOARDS, type DashboardKey, WIDGET_IDS } from './ids.ts';
import { type Metric, WIDGET_METRICS } from './metrics.ts';

export interface Requirement {
  module: number;
  flag: FlagName;
}

/** The REST call a dashboard field makes. */
export type DashboardCall =
  | { kind: 'metric'; metric: Metric }
  /** GET /dashboards/number-of-guests?isExport=true */
  | { kind: 'guestExport' }
  /** GET /number-of-guests-resources */
  | { kind: 'guestResources' }
  /** GET /dashboards/products */
  | { kind: 'products' };

export interface DashboardField {
  requires: Requirement;
  call: DashboardCall;
}

const view = (module: number): Requirement => ({ module, flag: 'view' });

/** The fields besides the widgets: the quarter-hour export and the local-filter lookups. */
const EXTRA_FIELDS: { [D in DashboardKey]: Record<string, DashboardField> } = {
  ownersBox: {
    numberOfGuestsExport: {
      requires: { module: WIDGET_IDS.ownersBox.numberOfGuests, flag: 'updateAndExecute' },
      call: { kind: 'guestExport' },
    },
    numberOfGuestsResources: { requires: view(WIDGET_IDS.ownersBox.numberOfGuests), call: { kind: 'guestResources' } },
  },
  guestExperience: {
    numberOfGuestsExport: {
      requires: { module: WIDGET_IDS.guestExperience.numberOfGuests, flag: 'updateAndExecute' },
      call: { kind: 'guestExport' },
    },
    numberOfGuestsResources: {
      requires: view(WIDGET_IDS.guestExperience.numberOfGuests),
      call: { kind: 'guestResources' },
    },
  },
  operationalEfficiency: {
    employeePerformanceProducts: {
      requires: view(WIDGET_IDS.operationalEfficiency.employeePerformance),
      call: { kind: 'products' },
    },
  },
  driveRevenue: {
    // The liability view reads under the Liabilities widget's permission, as its REST route does.
    liabilityAging: {
      requires: view(WIDGET_IDS.driveRevenue.liabilities),
      call: { kind: 'metric', metric: 'liabilities' },
    },
  },
};

function widgetFields(dashboard: DashboardKey): Record<string, DashboardField> {
  const ids = WIDGET_IDS[dashboard] as Record<string, number>;
  const metrics = WIDGET_METRICS[dashboard] as Record<string, Metric>;
  return Object.fromEntries(
    Object.entries(ids).map(([field, id]) => [
      field,
      { requires: view(id), call: { kind: 'metric', metric: metrics[field]! } },
    ]),
  );
}

/** Every field of every dashboard type, with its requirement and the REST call it makes. */
export const DASHBOARD_FIELDS: { [D in DashboardKey]: Record<string, DashboardField> } = {
  ownersBox: { ...widgetFields('ownersBox'), ...EXTRA_FIELDS.ownersBox },
  operationalEfficiency: { ...widgetFields('operationalEfficiency'), ...EXTRA_FIELDS.operationalEfficiency },
  driveRevenue: { ...widgetFields('driveRevenue'), ...EXTRA_FIELDS.driveRevenue },
  guestExperience: { ...widgetFields('guestExperience'), ...EXTRA_FIELDS.guestExperience },
};

/** The dashboard query's own requirement (view on its menu index). */
export function dashboardRequirement(dashboard: DashboardKey): Requirement {
  return view(DASHBOARDS[dashboard].menu);
}

const sameCall = (a: DashboardCall, b: DashboardCall) =>
  a.kind === b.kind && (a.kind !== 'metric' || a.metric === (b as { metric: Metric }).metric);

/** The ways to be allowed a REST call: each is every requirement of one field that makes it. */
export function callAlternatives(call: DashboardCall): Requirement[][] {
  const out: Requirement[][] = [];
  for (const dashboard of Object.keys(DASHBOARD_FIELDS) as DashboardKey[]) {
    for (const field of Object.values(DASHBOARD_FIELDS[dashboard])) {
      if (sameCall(field.call, call)) out.push([dashboardRequirement(dashboard), field.requires]);
    }
  }
  return out;
}

export function meets(permissions: PermissionSource, requirement: Requirement): boolean {
  return hasFlag(
    permissions.permissionBits,
    permissions.permissionChunkLength,
    requirement.module,
    Flag[requirement.flag],
  );
}

/** Whether a caller with these permissions may make the call (the REST API's guard). */
export function mayCall(permissions: PermissionSource, call: DashboardCall): boolean {
  return callAlternatives(call).some((all) => all.every((r) => meets(permissions, r)));
}
