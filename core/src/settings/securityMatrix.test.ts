import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_INDEX } from '../exports/permission.ts';
import { SALES_FEED_INDEX } from '../feed/transactions.ts';
import { DASHBOARDS, WIDGET_IDS } from '../dashboards/ids.ts';
import { menuItems } from '../menu.ts';
import { encodePermissions, hasFlag } from '../permissions.ts';
import { RESOURCE_SCREENS } from '../resources/screens.ts';
import { applyMatrix, flagsOf, MATRIX_AREAS, MATRIX_MODULES, ROLES_SECURITY } from './securityMatrix.ts';

describe('the matrix rows', () => {
  it('give each data feed a permission id of its own, shared with no screen or widget', () => {
    const feeds = MATRIX_AREAS.find((a) => a.id === 'feeds')!.modules.map((m) => m.routeId);
    expect(feeds).toEqual(expect.arrayContaining([SALES_FEED_INDEX, DATA_EXPORT_INDEX]));
    const others = MATRIX_AREAS.filter((a) => a.id !== 'feeds').flatMap((a) => a.modules.map((m) => m.routeId));
    expect(others.filter((id) => feeds.includes(id))).toEqual([]);
    expect(new Set(feeds).size).toBe(feeds.length);
  });

  it('cover every menu index, screen id, dashboard and widget id, each once', () => {
    const wanted = new Set<number>([
      ...menuItems().flatMap((i) => (i.index === null ? [] : [i.index])),
      ...Object.values(RESOURCE_SCREENS).flatMap((s) => [s.menu, s.actions]),
      ROLES_SECURITY.actions,
      ...Object.values(DASHBOARDS).flatMap((d) => [d.menu, d.dashboard, d.dateFilters, d.exportMetrics]),
      ...Object.values(WIDGET_IDS).flatMap((w) => Object.values(w)),
    ]);
    const ids = MATRIX_AREAS.flatMap((a) => a.modules.map((m) => m.routeId));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...wanted].filter((i) => !MATRIX_MODULES.has(i))).toEqual([]);
  });
  it('standalone areas hold one module', () => {
    for (const a of MATRIX_AREAS.filter((x) => x.isStandalone)) expect(a.modules).toHaveLength(1);
  });
});

describe('matrix ↔ bit string', () => {
  const groups = MATRIX_MODULES.get(RESOURCE_SCREENS.groups.menu)!;
  it('reads a module’s flags', () => {
    const bits = { permissionBits: encodePermissions({ 13: ['view', 'remove'] }), permissionChunkLength: 7 };
    expect(flagsOf(bits, groups)).toEqual({
      view: true,
      detailView: false,
      updateAndExecute: false,
      delete: true,
      add: false,
    });
  });
  it('writes delete as remove and removeMultiple, and keeps modules the matrix does not edit', () => {
    const base = { permissionBits: encodePermissions({ 0: ['view'], 140: ['view'] }), permissionChunkLength: 7 };
    const out = applyMatrix(
      base,
      new Map([[13, { view: true, detailView: true, updateAndExecute: false, delete: true, add: false }]]),
    );
    const has = (i: number, f: number) => hasFlag(out.permissionBits, out.permissionChunkLength, i, f);
    expect([has(13, 2), has(13, 4), has(13, 16), has(13, 32), has(13, 64)]).toEqual([true, true, false, true, true]);
    expect(has(140, 2)).toBe(true);
    expect(has(0, 2)).toBe(true);
    const cleared = applyMatrix(out, new Map([[13, { ...flagsOf(out, groups), delete: false }]]));
    expect(hasFlag(cleared.permissionBits, 7, 13, 64)).toBe(false);
  });
});
