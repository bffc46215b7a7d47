import { describe, expect, it } from 'vitest';
import { boxState, clickBox, type Draft, permissionsOf, type RowData } from './matrixView.ts';

const row = (routeId: number, on = false): RowData => ({
  routeId,
  label: 'menu.groups',
  labelValues: [],
  view: on,
  detailView: on,
  updateAndExecute: on,
  delete: on,
  add: on,
});
const empty: Draft = new Map();

describe('matrixView', () => {
  it('a row click applies the cascade and a second click back to the server drops the draft', () => {
    const r = row(13);
    const d = clickBox([r], empty, 'updateAndExecute');
    expect(d.get(13)).toEqual({ view: true, detailView: true, updateAndExecute: true, delete: false, add: false });
    expect(boxState([r], d, 'view')).toBe('checked');
    const back = clickBox([r], d, 'updateAndExecute');
    expect(back.get(13)).toEqual({ view: true, detailView: true, updateAndExecute: false, delete: false, add: false });
  });

  it('a group box shows mixed rows as indeterminate and ticks them all on click', () => {
    const rows = [row(12, true), row(13)];
    expect(boxState(rows, empty, 'view')).toBe('indeterminate');
    const d = clickBox(rows, empty, 'view');
    expect(boxState(rows, d, 'view')).toBe('checked');
    expect(d.has(12)).toBe(false);
    expect(permissionsOf(d)).toEqual([
      { routeId: 13, view: true, detailView: false, updateAndExecute: false, delete: false, add: false },
    ]);
  });
});
