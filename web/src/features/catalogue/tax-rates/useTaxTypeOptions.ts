import { TAX_TYPES } from '@marquee/core/catalogue/reference';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { useTaxTypeChoicesQuery } from '../../../generated/graphql.ts';
import type { TFunction } from '../../../i18n/useT.ts';
import { useT } from '../../../i18n/useT.ts';

/** A tax type's name in the viewer's language: the server names reference entries in English. */
export function taxTypeLabel(id: number, serverName: string, t: TFunction): string {
  const entry = TAX_TYPES.find((e) => e.id === id);
  return entry ? t(entry.label) : serverName;
}

/** The tax types (the taxTypes lookup) as choices, and whether they loaded. */
export function useTaxTypeOptions(): { options: SelectOption[]; ready: boolean } {
  const t = useT();
  const { data } = useTaxTypeChoicesQuery();
  const options = (data?.taxTypes ?? []).map((o) => ({ value: o.id, label: taxTypeLabel(o.id, o.name, t) }));
  return { options, ready: data !== undefined };
}
