import type { ClubListSort } from '@marquee/core/club/listSorts';
import { CLUB_MODULES } from '@marquee/core/club/access';
import { CUT_TYPES, type CutType, DEAL_TYPES, validateDeal } from '@marquee/core/club/promotions';
import { amountInput } from '@marquee/core/resources/fields';
import {
  type ClubDealRowFragment,
  ClubDealsPageDocument,
  type DealType,
  useClubDealDataQuery,
  useClubDealsPageQuery,
  useDeleteClubDealsMutation,
  useSaveClubDealMutation,
  type ClubDealSort,
} from '../../../generated/graphql.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
import { useOptionLabel } from '../common/optionLabel.ts';
import type { ClubColumn } from '../common/ClubListPage.tsx';
import { ClubListScreen } from '../common/ClubListScreen.tsx';
import { ChoiceField, TextField, ToggleField } from '../common/fields.tsx';
import { type LocaleFormat, useFormat } from '../../../i18n/useFormat.ts';
import { cutText } from '../common/cutText.ts';
import { useClubPagedList } from '../common/useClubPagedList.ts';

/** The sortable columns (core CLUB_LIST_SORTS) as the schema names them. */
const SORTS = {
  type: 'TYPE',
  offering: 'OFFERING',
  upsell: 'UPSELL',
  headline: 'HEADLINE',
  cut: 'CUT',
} as const satisfies Record<ClubListSort<'deals'>, ClubDealSort>;

type Row = ClubDealRowFragment;
const NO_CUT = 'NONE';
interface Form {
  id?: number | null;
  version?: number | null;
  dealType: DealType;
  offeringId: number | null;
  upsellOfferingId: number | null;
  cutType: CutType | typeof NO_CUT;
  cutValue: string;
  headline: string;
  enabled: boolean;
}

const columnsOf = (label: (value: string) => string, format: LocaleFormat): ClubColumn<Row>[] => [
  { key: 'type', header: 'club.deals.type', cell: (r) => label(r.dealType) },
  { key: 'offering', header: 'club.deals.offering', cell: (r) => r.offeringName },
  { key: 'upsell', header: 'club.deals.upsell', cell: (r) => r.upsellOfferingName },
  { key: 'headline', header: 'club.deals.headline', cell: (r) => r.headline },
  {
    key: 'cut',
    header: 'club.deal.cutValue',
    cell: (r) => (r.cutType && r.cutValue ? cutText(format, r.cutType, r.cutValue, r.currency) : '—'),
  },
];

const toInput = (form: Form, locationCode: string) => ({
  id: form.id ?? null,
  version: form.version ?? null,
  locationCode,
  dealType: form.dealType,
  offeringId: form.offeringId ?? 0,
  upsellOfferingId: form.upsellOfferingId ?? 0,
  cutType: form.cutType === NO_CUT ? null : form.cutType,
  cutValue: form.cutType === NO_CUT ? null : form.cutValue,
  headline: form.headline.trim(),
  enabled: form.enabled,
});

/** /club-booking/deals: an offering suggested when a guest picks another, at an optional cut. */
export function DealsContainer() {
  const t = useT();
  const label = useOptionLabel();
  const format = useFormat();
  const list = useClubPagedList(useClubDealsPageQuery, (d) => d.clubDealsPage, SORTS);
  const { code } = list;
  const permissions = usePermission(CLUB_MODULES.deals);
  const dealData = useClubDealDataQuery({ variables: { locationCode: code ?? '' }, skip: code === null });
  const refetch = { refetchQueries: [ClubDealsPageDocument], awaitRefetchQueries: true };
  const [save] = useSaveClubDealMutation(refetch);
  const [remove] = useDeleteClubDealsMutation(refetch);
  const offerings = (dealData.data?.clubDealData.offerings ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <ClubListScreen<Row, Form>
      title="club.deals.title"
      empty="club.deals.empty"
      addLabel="club.deals.new"
      newTitle="club.deals.new"
      {...list}
      columns={columnsOf(label, format)}
      rowName={(r) => `${r.offeringName} → ${r.upsellOfferingName}`}
      permissions={permissions}
      blank={() => ({
        dealType: 'UPSELL',
        offeringId: null,
        upsellOfferingId: null,
        cutType: NO_CUT,
        cutValue: '',
        headline: '',
        enabled: true,
      })}
      fromRow={(r) => ({
        id: r.id,
        version: r.version,
        dealType: r.dealType,
        offeringId: r.offeringId,
        upsellOfferingId: r.upsellOfferingId,
        cutType: r.cutType ?? NO_CUT,
        cutValue: r.cutValue ?? '',
        headline: r.headline,
        enabled: r.enabled,
      })}
      check={(form) =>
        form.offeringId === null || form.upsellOfferingId === null
          ? { [form.offeringId === null ? 'offeringId' : 'upsellOfferingId']: 'validation.required' }
          : validateDeal(toInput(form, code ?? '') as Parameters<typeof validateDeal>[0])
      }
      renderFields={({ form, set, errors }) => (
        <>
          <ChoiceField
            label={t('club.deals.type')}
            value={form.dealType}
            options={DEAL_TYPES.map((d) => ({ value: d, label: label(d) }))}
            onChange={(v) => set('dealType', v as DealType)}
          />
          <ChoiceField
            label={t('club.deals.offering')}
            value={form.offeringId === null ? null : String(form.offeringId)}
            options={offerings}
            onChange={(v) => set('offeringId', Number(v))}
            message={errors.offeringId}
            required
          />
          <ChoiceField
            label={t('club.deals.upsell')}
            value={form.upsellOfferingId === null ? null : String(form.upsellOfferingId)}
            options={offerings}
            onChange={(v) => set('upsellOfferingId', Number(v))}
            message={errors.upsellOfferingId}
            required
          />
          <TextField
            label={t('club.deals.headline')}
            value={form.headline}
            onChange={(v) => set('headline', v)}
            message={errors.headline}
          />
          <ChoiceField
            label={t('club.deal.cutType')}
            value={form.cutType}
            options={[
              { value: NO_CUT, label: t('club.deals.noCut') },
              ...CUT_TYPES.map((c) => ({ value: c, label: label(c) })),
            ]}
            onChange={(v) => set('cutType', v as Form['cutType'])}
          />
          {form.cutType !== NO_CUT && (
            <TextField
              label={t('club.deal.cutValue')}
              value={form.cutValue}
              onChange={(v) => set('cutValue', amountInput(v))}
              message={errors.cutValue}
              required
            />
          )}
          <ToggleField label={t('club.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
        </>
      )}
      onSave={async (form) =>
        (await save({ variables: { input: toInput(form, code ?? '') } })).data?.saveClubDeal.message
      }
      onRemove={async (rows) =>
        (await remove({ variables: { locationCode: code ?? '', ids: rows.map((r) => r.id) } })).data?.deleteClubDeals
          .message
      }
    />
  );
}
