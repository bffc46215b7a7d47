import type { ClubListSort } from '@marquee/core/club/listSorts';
import { CLUB_MODULES } from '@marquee/core/club/access';
import { CUT_TYPES, type CutType, validateLightningDeal } from '@marquee/core/club/promotions';
import { amountInput } from '@marquee/core/resources/fields';
import {
  LightningDealsPageDocument,
  type LightningDealRowFragment,
  useDeleteLightningDealsMutation,
  useLightningDealsPageQuery,
  useLightningDealChoicesQuery,
  useSaveLightningDealMutation,
  type LightningDealSort,
} from '../../../generated/graphql.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
import { useOptionLabel } from '../common/optionLabel.ts';
import type { ClubColumn } from '../common/ClubListPage.tsx';
import { ClubListScreen } from '../common/ClubListScreen.tsx';
import { ChoiceField, intOrNull, TextField, textOf, ToggleField } from '../common/fields.tsx';
import { type LocaleFormat, useFormat } from '../../../i18n/useFormat.ts';
import { cutText } from '../common/cutText.ts';
import { useClubPagedList } from '../common/useClubPagedList.ts';

/** The sortable columns (core CLUB_LIST_SORTS) as the schema names them. */
const SORTS = {
  name: 'NAME',
  offering: 'OFFERING',
  cut: 'CUT',
  starts: 'STARTS',
  ends: 'ENDS',
  quantity: 'QUANTITY',
} as const satisfies Record<ClubListSort<'lightningDeals'>, LightningDealSort>;

type Row = LightningDealRowFragment;
interface Form {
  id?: number | null;
  version?: number | null;
  name: string;
  offeringId: number | null;
  cutType: CutType;
  cutValue: string;
  startsAt: string;
  endsAt: string;
  quantity: string;
  enabled: boolean;
}

const columnsOf = (format: LocaleFormat): ClubColumn<Row>[] => [
  { key: 'name', header: 'club.deal.name', cell: (r) => r.name },
  { key: 'offering', header: 'club.deal.offering', cell: (r) => r.offeringName },
  { key: 'cut', header: 'club.deal.cutValue', cell: (r) => cutText(format, r.cutType, r.cutValue, r.currency) },
  // The venue's wall times, in the reader's date format.
  { key: 'starts', header: 'club.deal.startsAt', cell: (r) => format.wallTime(r.startsLocal) },
  { key: 'ends', header: 'club.deal.endsAt', cell: (r) => format.wallTime(r.endsLocal) },
  { key: 'quantity', header: 'club.deal.quantity', cell: (r) => r.quantity ?? '∞' },
];

const toInput = (form: Form, locationCode: string) => ({
  id: form.id ?? null,
  version: form.version ?? null,
  locationCode,
  name: form.name.trim(),
  offeringId: form.offeringId ?? 0,
  cutType: form.cutType,
  cutValue: form.cutValue,
  // Wall times of the location: the server reads them in its zone.
  startsAt: form.startsAt,
  endsAt: form.endsAt,
  quantity: intOrNull(form.quantity),
  enabled: form.enabled,
});

/** /club-booking/lightning-deals: price cuts on an offering for a time window and a quantity. */
export function LightningDealsContainer() {
  const t = useT();
  const label = useOptionLabel();
  const format = useFormat();
  const list = useClubPagedList(useLightningDealsPageQuery, (d) => d.lightningDealsPage, SORTS);
  const { code } = list;
  const permissions = usePermission(CLUB_MODULES.lightningDeals);
  const { data } = useLightningDealChoicesQuery({ variables: { locationCode: code ?? '' }, skip: code === null });
  const refetch = { refetchQueries: [LightningDealsPageDocument], awaitRefetchQueries: true };
  const [save] = useSaveLightningDealMutation(refetch);
  const [remove] = useDeleteLightningDealsMutation(refetch);
  const offerings = data?.lightningDealOfferings ?? [];
  const zoneHint = data ? t('club.settings.timeZone', { zone: data.lightningDealTimeZone }) : undefined;
  return (
    <ClubListScreen<Row, Form>
      title="club.lightningDeals.title"
      empty="club.lightningDeals.empty"
      addLabel="club.lightningDeals.new"
      newTitle="club.lightningDeals.new"
      {...list}
      columns={columnsOf(format)}
      rowName={(r) => r.name}
      permissions={permissions}
      blank={() => ({
        name: '',
        offeringId: null,
        cutType: 'PERCENT',
        cutValue: '',
        startsAt: '',
        endsAt: '',
        quantity: '',
        enabled: true,
      })}
      fromRow={(r) => ({
        id: r.id,
        version: r.version,
        name: r.name,
        offeringId: r.offeringId,
        cutType: r.cutType,
        cutValue: r.cutValue,
        startsAt: r.startsLocal,
        endsAt: r.endsLocal,
        quantity: textOf(r.quantity),
        enabled: r.enabled,
      })}
      check={(form) =>
        form.offeringId === null
          ? { offeringId: 'validation.required' }
          : validateLightningDeal(toInput(form, code ?? '') as Parameters<typeof validateLightningDeal>[0])
      }
      renderFields={({ form, set, errors }) => (
        <>
          <TextField
            label={t('club.deal.name')}
            value={form.name}
            onChange={(v) => set('name', v)}
            message={errors.name}
            required
          />
          <ChoiceField
            label={t('club.deal.offering')}
            value={form.offeringId === null ? null : String(form.offeringId)}
            options={offerings.map((o) => ({ value: String(o.id), label: o.name }))}
            onChange={(v) => set('offeringId', Number(v))}
            message={errors.offeringId}
            required
          />
          <ChoiceField
            label={t('club.deal.cutType')}
            value={form.cutType}
            options={CUT_TYPES.map((c) => ({ value: c, label: label(c) }))}
            onChange={(v) => set('cutType', v as CutType)}
          />
          <TextField
            label={t('club.deal.cutValue')}
            value={form.cutValue}
            onChange={(v) => set('cutValue', amountInput(v))}
            message={errors.cutValue}
            required
          />
          <TextField
            type="datetime-local"
            label={t('club.deal.startsAt')}
            hint={zoneHint}
            value={form.startsAt}
            onChange={(v) => set('startsAt', v)}
            message={errors.startsAt}
            required
          />
          <TextField
            type="datetime-local"
            label={t('club.deal.endsAt')}
            hint={zoneHint}
            value={form.endsAt}
            onChange={(v) => set('endsAt', v)}
            message={errors.endsAt}
            required
          />
          <TextField
            type="number"
            label={t('club.deal.quantity')}
            hint={t('club.deal.unlimited')}
            value={form.quantity}
            onChange={(v) => set('quantity', v)}
            message={errors.quantity}
          />
          <ToggleField label={t('club.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
        </>
      )}
      onSave={async (form) =>
        (await save({ variables: { input: toInput(form, code ?? '') } })).data?.saveLightningDeal.message
      }
      onRemove={async (rows) =>
        (await remove({ variables: { locationCode: code ?? '', ids: rows.map((r) => r.id) } })).data
          ?.deleteLightningDeals.message
      }
    />
  );
}
