/**
 * What a screen gives the generic editor (`resourceEditor(spec)`): how to load the record and its
 * lookups, how to save, and its form (values ↔ record, rules, tabs, fields). The container work —
 * skeleton, not-found, saved message, CONFLICT reload, dirty reporting — is the wing's.
 */
import type { MessageKey } from '@marquee/core/messages/en';
import type { ComponentType, ReactNode } from 'react';
import type { EntityForm } from '../../hooks/useEntityForm.ts';
import type { TFunction } from '../../i18n/useT.ts';
import type { FormTabDef } from './formTabs.ts';
import type { ResourceRow } from './resourceScreenConfig.ts';

/** The record of edit mode, as its detail query answers. */
export interface DetailAnswer<Detail> {
  record: Detail | null;
  /** The query failed (removed, another master client's, offline). */
  failed: boolean;
  refetch: () => Promise<unknown>;
}

/** The choices a form offers (locations, roles …); the skeleton shows until `ready`. */
export interface LookupAnswer<Lookups> {
  ready: boolean;
  lookups: Lookups;
}

/** Create or update through one call; rejects with the server's error (BAD_USER_INPUT, CONFLICT). */
export interface SaveAnswer<Detail, Values> {
  save: (values: Values, record: Detail | null) => Promise<unknown>;
  saving: boolean;
}

/** What the fields of a form get. */
export interface ResourceFieldsProps<Detail, Values, Lookups, F extends string> {
  form: EntityForm<Values, F>;
  /** The record being edited; null in new mode. */
  record: Detail | null;
  lookups: Lookups;
  /** The selected tab's id. */
  tab: string;
  /** The viewer may not change this record (the fields are read-only already; hide extra actions). */
  readOnly: boolean;
}

export interface ResourceFormSpec<Detail, Values, Lookups, F extends string> {
  /** The heading: the record's name, or the new-mode title. */
  title: (record: Detail | null, t: TFunction) => string;
  /** The form's tabs for this record (their fields decide when a tab turns red). */
  tabs: (record: Detail | null) => readonly FormTabDef<F>[];
  /** The values of a record, or of the blank form; the dirty check compares with them. */
  values: (record: Detail | null) => Values;
  /** Core's rules for this record: field → message key. */
  validate: (record: Detail | null) => (values: Values) => Partial<Record<F, MessageKey>>;
  /** Server field names that differ from the form's (e.g. locationIds → locations). */
  serverFields?: Partial<Record<string, F>>;
  /** The Save button's text; 'Save' when absent. */
  saveLabel?: (record: Detail | null, t: TFunction) => string;
  /** A form rule that keeps Save off (beyond the permissions). */
  saveBlocked?: (values: Values, errors: Partial<Record<F, MessageKey>>, record: Detail | null) => boolean;
  /**
   * The tabs for the values as they are, from the record's tabs: a product's sections and their
   * asterisks follow its type. The record's tabs when absent. A hidden tab's fields are the
   * validator's to skip.
   */
  tabsForValues?: (tabs: readonly FormTabDef<F>[], values: Values) => readonly FormTabDef<F>[];
  /**
   * The text of the notice after a refused save, where a rule has its own (a product's first
   * inventory row); 'Please fill all the required fields' when absent or null.
   */
  refusedNotice?: (errors: Partial<Record<F, MessageKey>>, values: Values) => MessageKey | null;
  /** The fields of the selected tab. */
  Fields: ComponentType<ResourceFieldsProps<Detail, Values, Lookups, F>>;
}

export interface ResourceEditorSpec<Detail extends ResourceRow, Values, Lookups, F extends string> {
  /** The record of edit mode (`useDetailQuery` over the generated hook); id null in new mode. */
  useDetail: (id: number | null) => DetailAnswer<Detail>;
  /** The form's choices; none when absent. */
  useLookups?: (id: number | null, record: Detail | null) => LookupAnswer<Lookups>;
  /** `useSaveMutations` over the generated create and update hooks. */
  useSave: () => SaveAnswer<Detail, Values>;
  /** The text after a save, e.g. 'The group has been successfully saved'. */
  saved: MessageKey;
  form: ResourceFormSpec<Detail, Values, Lookups, F>;
  /** Rows of the loading skeleton. */
  skeletonRows?: number;
  /** Wraps form and skeleton (the Users screen's dialog); the page when absent. */
  Frame?: ComponentType<EditorFrameProps>;
}

export interface EditorFrameProps {
  open: boolean;
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}
