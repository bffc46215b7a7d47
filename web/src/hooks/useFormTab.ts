import { currentTab, type FormTabDef } from '../components/resources/formTabs.ts';
import { useUrlParam } from './useUrlParam.ts';

/** The selected tab of an edit form, kept in the URL's `tab` parameter. */
export function useFormTab<F extends string>(tabs: readonly FormTabDef<F>[]): [string, (id: string) => void] {
  const [raw, set] = useUrlParam('tab');
  return [currentTab(tabs, raw), (id) => set(id === tabs[0]?.id ? null : id)];
}
