import type { ClubListSort } from '@marquee/core/club/listSorts';
import { Checkbox, Field } from '@fluentui/react-components';
import { CLUB_MODULES } from '@marquee/core/club/access';
import { CUT_TYPES, type CutType, validateBookingDiscount } from '@marquee/core/club/promotions';
import { amountInput } from '@marquee/core/resources/fields';
import {
  type BookingDiscountRowFragment,
  BookingDiscountsPageDocument,
  useBookingDiscountsPageQuery,
  useBookingDiscountChoicesQuery,
  useDeleteBookingDiscountsMutation,
  useSaveBookingDiscountMutation,
  type BookingDiscountSort,
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
const SORTS = { code: 'CODE', cut: 'CUT', from: 'FROM', to: 'TO', used: 'USED' } as const satisfies Record<
  ClubListSort<'bookingDiscounts'>,
  BookingDiscountSort
>;

type Row = BookingDiscountRowFragment;
interface Form {
  id?: number | null;
  version?: number | null;
  code: string;
  cutType: CutType;
  cutValue: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerGuest: string;
  offeringIds: number[];
  enabled: boolean;
}

const columnsOf = (format: LocaleFormat): ClubColumn<Row>[] => [
  { key: 'code', header: 'club.discount.code', cell: (r) => r.code },
  { key: 'cut', header: 'club.deal.cutValue', cell: (r) => cutText(format, r.cutType, r.cutValue, r.currency) },
  { key: 'from', header: 'club.discount.validFrom', cell: (r) => (r.validFrom ? format.wallTime(r.validFrom) : '—') },
  { key: 'to', header: 'club.discount.validTo', cell: (r) => (r.validTo ? format.wallTime(r.validTo) : '—') },
  { key: 'used', header: 'club.discount.used', cell: (r) => `${r.timesUsed} / ${r.maxUses ?? '∞'}` },
];

const toInput = (form: Form, locationCode: string) => ({
  id: form.id ?? null,
  version: form.version ?? null,
  locationCode,
  code: form.code.trim(),
  cutType: form.cutType,
  cutValue: form.cutValue,
  validFrom: form.validFrom || null,
  validTo: form.validTo || null,
  maxUses: intOrNull(form.maxUses),
  maxUsesPerGuest: intOrNull(form.maxUsesPerGuest),
  offeringIds: form.offeringIds,
  enabled: form.enabled,
});

/** /club-booking/discounts: codes guests enter when booking online. */
export function BookingDiscountsContainer() {
  const t = useT();
  const label = useOptionLabel();
  const format = useFormat();
  const list = useClubPagedList(useBookingDiscountsPageQuery, (d) => d.bookingDiscountsPage, SORTS);
  const { code } = list;
  const permissions = usePermission(CLUB_MODULES.discounts);
  const { data } = useBookingDiscountChoicesQuery({ variables: { locationCode: code ?? '' }, skip: code === null });
  const refetch = { refetchQueries: [BookingDiscountsPageDocument], awaitRefetchQueries: true };
  const [save] = useSaveBookingDiscountMutation(refetch);
  const [remove] = useDeleteBookingDiscountsMutation(refetch);
  const offerings = data?.bookingDiscountOfferings ?? [];
  return (
    <ClubListScreen<Row, Form>
      title="club.discounts.title"
      empty="club.discounts.empty"
      addLabel="club.discounts.new"
      newTitle="club.discounts.new"
      {...list}
      columns={columnsOf(format)}
      rowName={(r) => r.code}
      permissions={permissions}
      blank={() => ({
        code: '',
        cutType: 'PERCENT',
        cutValue: '',
        validFrom: '',
        validTo: '',
        maxUses: '',
        maxUsesPerGuest: '',
        offeringIds: [],
        enabled: true,
      })}
      fromRow={(r) => ({
        id: r.id,
        version: r.version,
        code: r.code,
        cutType: r.cutType,
        cutValue: r.cutValue,
        validFrom: r.validFrom ?? '',
        validTo: r.validTo ?? '',
        maxUses: textOf(r.maxUses),
        maxUsesPerGuest: textOf(r.maxUsesPerGuest),
        offeringIds: [...r.offeringIds],
        enabled: r.enabled,
      })}
      check={(form) =>
        validateBookingDiscount(toInput(form, code ?? '') as Parameters<typeof validateBookingDiscount>[0])
      }
      renderFields={({ form, set, errors }) => (
        <>
          <TextField
            label={t('club.discount.code')}
            value={form.code}
            onChange={(v) => set('code', v)}
            message={errors.code}
            maxLength={30}
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
            type="date"
            label={t('club.discount.validFrom')}
            value={form.validFrom}
            onChange={(v) => set('validFrom', v)}
            message={errors.validFrom}
          />
          <TextField
            type="date"
            label={t('club.discount.validTo')}
            value={form.validTo}
            onChange={(v) => set('validTo', v)}
            message={errors.validTo}
          />
          <TextField
            type="number"
            label={t('club.discount.maxUses')}
            value={form.maxUses}
            onChange={(v) => set('maxUses', v)}
            message={errors.maxUses}
          />
          <TextField
            type="number"
            label={t('club.discount.maxUsesPerGuest')}
            value={form.maxUsesPerGuest}
            onChange={(v) => set('maxUsesPerGuest', v)}
            message={errors.maxUsesPerGuest}
          />
          <Field
            label={t('club.discount.offerings')}
            hint={t('club.discount.allOfferings')}
            validationMessage={errors.offeringIds}
          >
            {offerings.map((o) => (
              <Checkbox
                key={o.id}
                label={o.name}
                checked={form.offeringIds.includes(o.id)}
                onChange={(_, d) =>
                  set(
                    'offeringIds',
                    d.checked ? [...form.offeringIds, o.id] : form.offeringIds.filter((id) => id !== o.id),
                  )
                }
              />
            ))}
          </Field>
          <ToggleField label={t('club.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
        </>
      )}
      onSave={async (form) =>
        (await save({ variables: { input: toInput(form, code ?? '') } })).data?.saveBookingDiscount.message
      }
      onRemove={async (rows) =>
        (await remove({ variables: { locationCode: code ?? '', ids: rows.map((r) => r.id) } })).data
          ?.deleteBookingDiscounts.message
      }
    />
  );
}
