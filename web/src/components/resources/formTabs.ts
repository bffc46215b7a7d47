import type { MessageKey } from '@marquee/core/messages/en';
import type { TFunction } from '../../i18n/useT.ts';
import type { FormTabState } from './FormTabs.tsx';

/** A tab of a resource form: the fields it holds decide when it turns red. */
export interface FormTabDef<F extends string> {
  id: string;
  label: MessageKey;
  fields: readonly F[];
  /** Holds a required field: carries an asterisk. */
  required?: boolean;
}

export function tabStates<F extends string>(
  tabs: readonly FormTabDef<F>[],
  flagged: ReadonlySet<F>,
  t: TFunction,
): FormTabState[] {
  return tabs.map((tab) => ({
    id: tab.id,
    label: t(tab.label),
    required: tab.required === true,
    hasErrors: tab.fields.some((f) => flagged.has(f)),
  }));
}

/** The tab to show: the URL's when it exists, else the first. */
export function currentTab<F extends string>(tabs: readonly FormTabDef<F>[], fromUrl: string | null): string {
  return tabs.find((tab) => tab.id === fromUrl)?.id ?? tabs[0]?.id ?? '';
}

/** After a failed save: the first tab that has errors, else the current one. */
export function firstTabWithErrors<F extends string>(
  tabs: readonly FormTabDef<F>[],
  flagged: ReadonlySet<F>,
  current: string,
): string {
  return tabs.find((tab) => tab.fields.some((f) => flagged.has(f)))?.id ?? current;
}
