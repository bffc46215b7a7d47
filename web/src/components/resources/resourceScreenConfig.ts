/**
 * What a screen gives the resource wing (spec/3 §2 table/new/edit, STYLE.md point 5): one config
 * per screen, rendered by `ResourceScreen`; the editor is `resourceEditor(spec)` (ResourceEditor.tsx)
 * and the rows `useResourceRows` (useResourceRows.ts). See web/README.md "Resource screens".
 */
import type { MessageKey } from '@marquee/core/messages/en';
import type { PermissionSet } from '@marquee/core/permissions';
import type { ListState } from '@marquee/core/resources/listState';
import type { ResourceKey } from '@marquee/core/resources/screens';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { FilterCodec, Filters } from '../../hooks/listUrl.ts';
import type { TFunction } from '../../i18n/useT.ts';
import type { ResourceColumn } from './columns.tsx';

/** What every row of a resource has: its id, and the version a save or removal names. */
export interface ResourceRow {
  id: number;
  version: number;
}

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
  /** The server's success text (spec/3 §8: credit types, memberships); the screen's removed text when absent. */
  message?: string;
}

/** The edit/new view of a screen, rendered by the wing. */
export interface EditorProps {
  /** The record to edit; null in new mode. */
  id: number | null;
  /** False during the edit-close delay after the URL left new/edit mode (a dialog animates out). */
  open: boolean;
  /** The screen's permission set (canUpdateAndExecute/canAdd allow saving, canRemove shows Remove). */
  permissions: PermissionSet;
  /** Back to the table: after a save (`changed`, the list refetches) or Back (asks first when dirty). */
  onClose: (changed: boolean) => void;
  /** Asks 'Are you sure you want to remove the item?', removes, then returns to the table. */
  onRemove: (row: ResourceRow) => void;
  /** The form has unsaved edits: leaving asks first. */
  onDirty: (dirty: boolean) => void;
  /** The screen, for the record's History under the form (shown with DETAILED VIEW). */
  screen?: ResourceKey;
}

export interface FiltersProps<F extends Filters> {
  filters: F;
  onChange: <K extends keyof F>(key: K, value: F[K]) => void;
}

/** The expandable rows of a screen. */
export interface SubTableConfig<Row> {
  render: (row: Row, t: TFunction) => ReactNode;
  /** Rows for which this answers false get no expander (their sub-table would be empty). */
  has?: (row: Row) => boolean;
}

export interface ResourceScreenConfig<Row extends ResourceRow, F extends Filters> {
  /**
   * The screen in core's RESOURCE_SCREENS: its permission id (spec/3 §6), title, empty text and
   * removal texts come from there.
   */
  screen: ResourceKey;
  /** The table's heading where it is not the screen's (a product-type list: 'Food Products'). */
  title?: MessageKey;
  /** The add button, e.g. 'Add Group'. */
  addLabel: MessageKey;
  /** Filters beside the search, and how they live in the URL. */
  filters: FilterCodec<F>;
  Filters?: ComponentType<FiltersProps<F>>;
  /** The server's default sort key, if the URL names none. */
  defaultSort?: string | null;
  /** Columns with a `sort` key sort on the server, by a click or Enter on their header. */
  columns: readonly ResourceColumn<Row>[];
  /** A row's name for labels ('Select Downtown'). */
  rowName: (row: Row) => string;
  subTable?: SubTableConfig<Row>;
  /** The list query for a list state: `useResourceRows` over the screen's generated hook. */
  useRows: (list: ListState<F>) => ListAnswer<Row>;
  /** The removal mutation; rows rather than ids, for screens that send a version. */
  useRemove: () => (rows: readonly ResourceRow[]) => Promise<RemoveAnswer>;
  /** 'page' replaces the table (Groups); 'dialog' opens over it (Users). */
  presentation: 'page' | 'dialog';
  /** `resourceEditor({...})`: loads, maps and saves the record. */
  editor: (props: EditorProps) => ReactElement;
  /** false turns multi-select removal off whatever the permissions say (Director Users). */
  removeMultiple?: boolean;
  /** The list's export (GET /exports/<list>.csv|.xlsx): the toolbar then has an Export menu. */
  exportList?: ExportTarget;
}

/** Which export a screen's list is, and state its URL lacks (a product-type list's kind). */
export interface ExportTarget {
  list: string;
  params?: Readonly<Record<string, string>>;
}
