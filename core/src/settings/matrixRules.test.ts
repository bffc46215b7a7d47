import { describe, expect, it } from 'vitest';
import {
  groupState,
  isConsistent,
  isLocked,
  type MatrixFlags,
  setFlag,
  setGroupFlag,
  toggleGroupFlag,
} from './matrixRules.ts';

const none: MatrixFlags = { view: false, detailView: false, updateAndExecute: false, delete: false, add: false };
const all: MatrixFlags = { view: true, detailView: true, updateAndExecute: true, delete: true, add: true };

describe('ticking a box', () => {
  it('Edit ticks View and Detailed View, nothing else', () => {
    expect(setFlag(none, 'updateAndExecute', true)).toEqual({
      ...none,
      view: true,
      detailView: true,
      updateAndExecute: true,
    });
  });
  it('Delete ticks View and Detailed View, nothing else', () => {
    expect(setFlag(none, 'delete', true)).toEqual({ ...none, view: true, detailView: true, delete: true });
  });
  it('Add ticks View, Detailed View and Edit, not Delete', () => {
    expect(setFlag(none, 'add', true)).toEqual({ ...all, delete: false });
  });
  it('View and Detailed View tick only themselves', () => {
    expect(setFlag(none, 'view', true)).toEqual({ ...none, view: true });
    expect(setFlag(none, 'detailView', true)).toEqual({ ...none, detailView: true });
  });
  it('leaves flags that do not apply (null) alone', () => {
    const row: MatrixFlags = { ...none, detailView: null, add: null };
    expect(setFlag(row, 'updateAndExecute', true)).toEqual({ ...row, view: true, updateAndExecute: true });
    expect(setFlag(row, 'add', true)).toBe(row);
  });
});

describe('locked boxes', () => {
  it('View and Detailed View are locked while Edit, Delete or Add is ticked', () => {
    for (const higher of ['updateAndExecute', 'delete', 'add'] as const) {
      const row = setFlag(none, higher, true);
      expect(isLocked(row, 'view'), higher).toBe(true);
      expect(isLocked(row, 'detailView'), higher).toBe(true);
      expect(setFlag(row, 'view', false), higher).toEqual(row);
    }
  });
  it('Edit is locked while Add is ticked, and unlocks when Add goes', () => {
    const row = setFlag(none, 'add', true);
    expect(isLocked(row, 'updateAndExecute')).toBe(true);
    expect(setFlag(row, 'updateAndExecute', false)).toEqual(row);
    const withoutAdd = setFlag(row, 'add', false);
    expect(isLocked(withoutAdd, 'updateAndExecute')).toBe(false);
    expect(setFlag(withoutAdd, 'updateAndExecute', false)).toEqual({ ...none, view: true, detailView: true });
  });
  it('a box on its own is not locked; an unticked box is never locked', () => {
    expect(isLocked({ ...none, view: true }, 'view')).toBe(false);
    expect(isLocked(none, 'view')).toBe(false);
  });
});

describe('unticking', () => {
  it('clears only that permission', () => {
    expect(setFlag(all, 'add', false)).toEqual({ ...all, add: false });
    expect(setFlag({ ...none, view: true, detailView: true, delete: true }, 'delete', false)).toEqual({
      ...none,
      view: true,
      detailView: true,
    });
    expect(setFlag({ ...none, view: true }, 'view', false)).toEqual(none);
  });
});

describe('consistency', () => {
  it('accepts what the rules produce and refuses a higher flag without its requirements', () => {
    expect(isConsistent(setFlag(none, 'add', true))).toBe(true);
    expect(isConsistent({ ...none, add: true })).toBe(false);
    expect(isConsistent({ ...none, delete: true, view: true })).toBe(false);
    expect(isConsistent({ ...none, updateAndExecute: true, view: null, detailView: true })).toBe(true);
  });
});

describe('group boxes (sub-table and role)', () => {
  it('are checked, unchecked or indeterminate over the rows, ignoring null', () => {
    expect(groupState([all, all], 'view')).toBe('checked');
    expect(groupState([none, none], 'view')).toBe('unchecked');
    expect(groupState([all, none], 'view')).toBe('indeterminate');
    expect(groupState([all, { ...none, view: null }], 'view')).toBe('checked');
    expect(groupState([{ ...none, view: null }], 'view')).toBe('none');
  });
  it('cascade downward with the row rules', () => {
    expect(setGroupFlag([none, { ...none, view: true }], 'add', true)).toEqual([
      { ...all, delete: false },
      { ...all, delete: false },
    ]);
  });
  it('unticking keeps locked rows on, so the box stays indeterminate', () => {
    const rows = toggleGroupFlag([{ ...none, view: true }, setFlag(none, 'delete', true)], 'view');
    expect(rows[0]).toEqual(none);
    expect(rows[1]!.view).toBe(true);
    expect(groupState(rows, 'view')).toBe('indeterminate');
  });
  it('a mixed box ticks every row; a checked one unticks every row it can', () => {
    const mixed = [none, { ...none, view: true }];
    expect(groupState(toggleGroupFlag(mixed, 'view'), 'view')).toBe('checked');
    expect(groupState(toggleGroupFlag(toggleGroupFlag(mixed, 'view'), 'view'), 'view')).toBe('unchecked');
  });
});
