/**
 * What a screen gives the admin pattern (spec/3 §2 table/new/edit, STYLE.md point 5): one
 * config per screen, rendered by `AdminScreen`. See web/README.md "Admin screens".
 */
import type { MessageKey } from '@marquee/core/messages/en';
import type { PermissionSet } from '@marquee/core/permissions';
import type { ListState } from '@marquee/core/settings/listState';
import type { ComponentType, ReactNode } from 'react';
import type { FilterCodec, Filters } from '../../hooks/listUrl.ts';
import type { TFunction } from '../../i18n/useT.ts';
import type { AdminColumn } from './columns.tsx';

/** One page of rows as the screen's list query answers it. */
export interface ListAnswer<Row> {
  rows: readonly Row[];
  total: number;
  /** True until the first answer for these variables. */
  loading: boolean;
  refetch: () => Promise<unknown>;
}

/** What a removal answered. */
export interface RemoveAnswer {
  removed: number;
}

/** The edit/new view of a screen, rendered by the pattern. */
export interface EditorProps<Row> {
  /** The record to edit; null in new mode. */
  id: number | null;
  /** False during the edit-close delay after the URL left new/edit mode (a dialog animates out). */
  open: boolean;
  /** The screen's permission set (canUpdateAndExecute enables Save, canRemove shows Remove). */
  permissions: PermissionSet;
  /** Back to the table: after a save (`changed`, the list refetches) or Back. */
  onClose: (changed: boolean) => void;
  /** Asks 'Are you sure you want to remove the item?', removes, then returns to the table. */
  onRemove: (row: Row) => void;
}

export interface FiltersProps<F extends Filters> {
  filters: F;
  onChange: <K extends keyof F>(key: K, value: F[K]) => void;
}

export interface AdminScreenConfig<Row, F extends Filters> {
  /** The screen's permission id (spec/3 §6): detail, add, update, remove, remove multiple. */
  permissionIndex: number;
  texts: {
    /** Table title, e.g. 'Groups'. */
    title: MessageKey;
    /** The add button, e.g. 'Add Group'. */
    add: MessageKey;
    /** The empty table, e.g. 'There are no groups'. */
    empty: MessageKey;
    /** Success text after removing `count` rows. */
    removed: (count: number) => MessageKey;
  };
  /** Filters beside the search, and how they live in the URL. */
  filters: FilterCodec<F>;
  Filters?: ComponentType<FiltersProps<F>>;
  /** The server's default sort key, if the URL names none. */
  defaultSort?: string | null;
  columns: readonly AdminColumn<Row>[];
  rowId: (row: Row) => number;
  rowName: (row: Row) => string;
  /** The expandable sub-table; rows get a collapse toggle when given. */
  renderSubTable?: (row: Row, t: TFunction) => ReactNode;
  /** The list query for a list state (a generated Apollo hook, called every render). */
  useRows: (list: ListState<F>) => ListAnswer<Row>;
  /** The removal mutation; rows rather than ids, for screens that send a version. */
  useRemove: () => (rows: readonly Row[]) => Promise<RemoveAnswer>;
  /** 'page' replaces the table (Groups); 'dialog' opens over it (Users). */
  presentation: 'page' | 'dialog';
  Editor: ComponentType<EditorProps<Row>>;
  /** false turns multi-select removal off whatever the permissions say (Director Users). */
  removeMultiple?: boolean;
}
