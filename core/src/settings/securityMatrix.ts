/**
 * The rows of the Roles and Security matrix (spec/3 §2, §3): the product's real permission
 * modules, read from the tables that enforce them — the menu (core/src/menu.ts), the resource
 * screens' own permission ids (core/src/resources/screens.ts) and the dashboards' widget ids
 * (core/src/dashboards/ids.ts) — so a saved matrix is exactly the bit string the gateway and the
 * REST API check. Some indexes serve two meanings in the specs (116 is the bookings menu entry and
 * the number-of-guests widget, 6 the discounts menu and the groups screen): each module appears
 * once, under the first area that names it, because both meanings share its one chunk.
 */
import { DASHBOARDS, type DashboardKey, WIDGET_IDS } from '../dashboards/ids.ts';
import { ADMIN_LINKS_INDEX, CUSTOMER_SELECTOR_INDEX, MENU, type MenuItem } from '../menu.ts';
import type { MessageKey } from '../messages/en.ts';
import { chunkOf, DEFAULT_CHUNK_LENGTH, Flag, type FlagName, type PermissionSource } from '../permissions.ts';
import { RESOURCE_SCREENS, type ResourceKey } from '../resources/screens.ts';
import { DATA_EXPORT_INDEX } from '../exports/permission.ts';
import { SALES_FEED_INDEX } from '../feed/transactions.ts';
import { MATRIX_FLAGS, type MatrixFlag, type MatrixFlags } from './matrixRules.ts';

/** Roles and Security: VIEW on the menu index lists the matrix; its actions use screen id 16 (spec/3 §6). */
export const ROLES_SECURITY = { menu: 15, actions: 16 } as const;

/** A matrix flag's permission flag; `delete` also writes removeMultiple (massDelete). */
export const FLAG_OF_COLUMN: Record<MatrixFlag, FlagName> = {
  view: 'view',
  detailView: 'detailView',
  updateAndExecute: 'updateAndExecute',
  delete: 'remove',
  add: 'add',
};

export interface MatrixModule {
  /** The permission module (chunk index). */
  routeId: number;
  label: MessageKey;
  /** Values for the label's placeholders. */
  labelValues?: Record<string, string>;
  /** The columns that apply to the module; the others are null in its rows. */
  flags: readonly MatrixFlag[];
}

export interface MatrixArea {
  id: string;
  label: MessageKey;
  labelValues?: Record<string, string>;
  /** A sub-table of one module that holds the booleans itself (spec/3 §3 isStandalone). */
  isStandalone: boolean;
  modules: MatrixModule[];
}

const ALL: readonly MatrixFlag[] = MATRIX_FLAGS;
const VIEW_ONLY: readonly MatrixFlag[] = ['view'];
const VIEW_EXECUTE: readonly MatrixFlag[] = ['view', 'updateAndExecute'];

const words = (name: string) => name.replace(/([A-Z])/g, ' $1').toLowerCase();

function menuArea(id: string, label: MessageKey, items: readonly MenuItem[]): MatrixArea {
  // An item opened by a flag of its own (Import sales: ADD of the Sales feed) belongs to that
  // module's row elsewhere; here it would offer flags the module does not have.
  const modules = items.flatMap((i): MatrixModule[] =>
    i.index === null || (i.type === 'item' && i.flag !== undefined)
      ? []
      : [{ routeId: i.index, label: i.labelKey as MessageKey, flags: ALL }],
  );
  return { id, label, isStandalone: false, modules };
}

function dashboardArea(key: DashboardKey): MatrixArea {
  const ids = DASHBOARDS[key];
  const label = `dashboards.${key}.title` as MessageKey;
  return {
    id: `dashboard.${key}`,
    label,
    isStandalone: false,
    modules: [
      { routeId: ids.dashboard, label: 'roles.row.dashboard', flags: VIEW_EXECUTE },
      { routeId: ids.dateFilters, label: 'roles.row.dateFilters', flags: VIEW_ONLY },
      { routeId: ids.exportMetrics, label: 'roles.row.exportMetrics', flags: VIEW_ONLY },
      ...Object.entries(WIDGET_IDS[key]).map(([name, routeId]) => ({
        routeId,
        label: 'roles.row.widget' as MessageKey,
        labelValues: { name: words(name) },
        // The number-of-guests export needs UPDATE_AND_EXECUTE of its widget (spec/2 §6).
        flags: name === 'numberOfGuests' ? VIEW_EXECUTE : VIEW_ONLY,
      })),
    ],
  };
}

function screensArea(): MatrixArea {
  const modules: MatrixModule[] = (Object.keys(RESOURCE_SCREENS) as ResourceKey[])
    .filter((k) => RESOURCE_SCREENS[k].actions !== RESOURCE_SCREENS[k].menu)
    .map((k) => ({ routeId: RESOURCE_SCREENS[k].actions, label: RESOURCE_SCREENS[k].title as MessageKey, flags: ALL }));
  modules.push({ routeId: ROLES_SECURITY.actions, label: 'menu.rolesSecurity', flags: ALL });
  return { id: 'screens', label: 'roles.area.screens', isStandalone: false, modules };
}

const standalone = (id: string, routeId: number, label: MessageKey): MatrixArea => ({
  id,
  label,
  isStandalone: true,
  modules: [{ routeId, label, flags: VIEW_ONLY }],
});

function buildAreas(): MatrixArea[] {
  const areas: MatrixArea[] = [];
  const loose: MenuItem[] = [];
  for (const entry of MENU) {
    if (entry.type === 'group' && entry.id !== 'adminSites') {
      areas.push(menuArea(`menu.${entry.id}`, entry.labelKey as MessageKey, entry.children.filter(isItem)));
    } else if (entry.type === 'item') loose.push(entry);
  }
  areas.push(menuArea('menu.other', 'roles.area.other', loose));
  areas.push(screensArea());
  for (const key of Object.keys(DASHBOARDS) as DashboardKey[]) areas.push(dashboardArea(key));
  // Tools that send data in or take it out: no screen, so no menu entry names them.
  areas.push({
    id: 'feeds',
    label: 'feed.area',
    isStandalone: false,
    modules: [
      { routeId: SALES_FEED_INDEX, label: 'feed.permission', flags: ['add'] },
      { routeId: DATA_EXPORT_INDEX, label: 'feed.exportPermission', flags: ['view'] },
    ],
  });
  areas.push(standalone('adminSites', ADMIN_LINKS_INDEX, 'menu.adminSites'));
  areas.push(standalone('customerSelector', CUSTOMER_SELECTOR_INDEX, 'roles.row.customerSelector'));
  // Each module once, under the first area that names it; areas left empty are dropped.
  const seen = new Set<number>();
  return areas
    .map((a) => ({
      ...a,
      modules: a.modules.filter((m) => !seen.has(m.routeId) && seen.add(m.routeId) !== undefined),
    }))
    .filter((a) => a.modules.length > 0);
}

const isItem = (i: MenuItem): i is Extract<MenuItem, { type: 'item' }> => i.type === 'item';

/** Every area of the matrix, in display order. */
export const MATRIX_AREAS: readonly MatrixArea[] = buildAreas();

/** Every module the matrix edits. */
export const MATRIX_MODULES: ReadonlyMap<number, MatrixModule> = new Map(
  MATRIX_AREAS.flatMap((a) => a.modules.map((m) => [m.routeId, m] as const)),
);

const has = (p: PermissionSource, index: number, flag: FlagName) =>
  chunkOf(p.permissionBits, p.permissionChunkLength, index).charAt(Math.log2(Flag[flag])) === '1';

/** A module's row of flags as a permission string grants them. */
export function flagsOf(p: PermissionSource, module: MatrixModule): MatrixFlags {
  const out = {} as MatrixFlags;
  for (const f of MATRIX_FLAGS) out[f] = module.flags.includes(f) ? has(p, module.routeId, FLAG_OF_COLUMN[f]) : null;
  return out;
}

/**
 * Writes the matrix's flags into `base`'s string: the matrix's modules get exactly the flags
 * given (removeMultiple copying remove), every other module keeps what `base` had.
 */
export function applyMatrix(base: PermissionSource, rows: ReadonlyMap<number, MatrixFlags>): PermissionSource {
  const length = Math.max(base.permissionChunkLength, DEFAULT_CHUNK_LENGTH);
  const maxIndex = Math.max(Math.ceil(base.permissionBits.length / base.permissionChunkLength) - 1, ...rows.keys());
  const chars: string[] = [];
  for (let index = 0; index <= maxIndex; index++) {
    const old = chunkOf(base.permissionBits, base.permissionChunkLength, index).padEnd(length, '0');
    chars.push(...old);
  }
  for (const [index, flags] of rows) {
    const module = MATRIX_MODULES.get(index);
    if (!module) continue;
    for (const column of MATRIX_FLAGS) {
      if (!module.flags.includes(column)) continue;
      const on = flags[column] === true ? '1' : '0';
      chars[index * length + Math.log2(Flag[FLAG_OF_COLUMN[column]])] = on;
      if (column === 'delete') chars[index * length + Math.log2(Flag.removeMultiple)] = on;
    }
  }
  return { permissionBits: chars.join(''), permissionChunkLength: length };
}
