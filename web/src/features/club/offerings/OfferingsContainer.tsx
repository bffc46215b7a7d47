import type { ClubListSort } from '@marquee/core/club/listSorts';
import { CLUB_MODULES } from '@marquee/core/club/access';
import { type Channel, validateOffering } from '@marquee/core/club/offerings';
import type { MessageKey } from '@marquee/core/messages/en';
import {
  ClubProductOfferingsDocument,
  ClubProductOfferingsPageDocument,
  KioskProductOfferingsDocument,
  KioskProductOfferingsPageDocument,
  type ProductOfferingRowFragment,
  type ProductOfferingSort,
  useClubOfferingChoicesQuery,
  useClubProductOfferingsPageQuery,
  useClubProductOfferingsQuery,
  useDeleteClubProductOfferingsMutation,
  useDeleteKioskProductOfferingsMutation,
  useKioskChoicesQuery,
  useKioskProductOfferingsPageQuery,
  useKioskProductOfferingsQuery,
  useSaveClubProductOfferingMutation,
  useSaveKioskProductOfferingMutation,
} from '../../../generated/graphql.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
import { useOptionLabel } from '../common/optionLabel.ts';
import type { ClubColumn } from '../common/ClubListPage.tsx';
import { ClubListScreen } from '../common/ClubListScreen.tsx';
import { type LocaleFormat, useFormat } from '../../../i18n/useFormat.ts';
import { useClubPagedList } from '../common/useClubPagedList.ts';
import { OfferingFields } from './OfferingFields.tsx';
import { blankOffering, type OfferingForm, offeringFromRow, offeringInput, pickable } from './offeringForm.ts';

type Row = ProductOfferingRowFragment;

/** The sortable columns (core CLUB_LIST_SORTS) as the schema names them. */
const SORTS = {
  product: 'PRODUCT',
  category: 'CATEGORY',
  type: 'TYPE',
  price: 'PRICE',
  spaces: 'SPACES',
  enabled: 'ENABLED',
} as const satisfies Record<ClubListSort<'offerings'>, ProductOfferingSort>;

/** '12.50' in the location's currency, in the reader's locale. */
const amount = (format: LocaleFormat, value: string, currency: string) =>
  format.money(Math.round(Number(value) * 100), currency);
const columnsOf = (label: (value: string) => string, format: LocaleFormat): ClubColumn<Row>[] => [
  { key: 'product', header: 'club.offerings.product', cell: (r) => r.productName },
  { key: 'type', header: 'club.offerings.type', cell: (r) => label(r.offeringType) },
  {
    key: 'price',
    header: 'club.offerings.price',
    cell: (r) => {
      const price = r.price ?? r.productPrice;
      return price === null ? '—' : amount(format, price, r.currency);
    },
  },
  { key: 'spaces', header: 'club.offerings.spaces', cell: (r) => r.availableSpaces ?? '—' },
  { key: 'enabled', header: 'club.enabled', cell: (r) => (r.enabled ? '✓' : '—') },
];
const kioskColumnsOf = (label: (value: string) => string, format: LocaleFormat): ClubColumn<Row>[] => {
  const all = columnsOf(label, format);
  return [
    all[0]!,
    { key: 'category', header: 'club.offerings.category', cell: (r) => r.categoryName ?? '—' },
    all[2]!,
    all[4]!,
  ];
};

const TEXTS: Record<Channel, { title: MessageKey; empty: MessageKey }> = {
  BOOKING: { title: 'club.offerings.title', empty: 'club.offerings.empty' },
  KIOSK: { title: 'club.kiosk.offeringsTitle', empty: 'club.kiosk.empty' },
};

/** /club-booking/product-offerings and /club-kiosk/product-offerings: one location's offerings on one channel. */
function OfferingsContainer({ channel }: { channel: Channel }) {
  const t = useT();
  const label = useOptionLabel();
  const format = useFormat();
  const kiosk = channel === 'KIOSK';
  const onlinePage = useClubPagedList(
    useClubProductOfferingsPageQuery,
    (d) => d.clubProductOfferingsPage,
    SORTS,
    kiosk,
  );
  const kioskPage = useClubPagedList(
    useKioskProductOfferingsPageQuery,
    (d) => d.kioskProductOfferingsPage,
    SORTS,
    !kiosk,
  );
  const list = kiosk ? kioskPage : onlinePage;
  const { code } = list;
  const permissions = usePermission(kiosk ? CLUB_MODULES.kiosk : CLUB_MODULES.productOfferings);
  const variables = { locationCode: code ?? '' };
  // Every offering of the location, so the form offers only products not offered yet.
  const online = useClubProductOfferingsQuery({ variables, skip: code === null || kiosk });
  const atKiosk = useKioskProductOfferingsQuery({ variables, skip: code === null || !kiosk });
  const onlineChoices = useClubOfferingChoicesQuery({ variables, skip: code === null || kiosk });
  const kioskChoices = useKioskChoicesQuery({ variables, skip: code === null || !kiosk });
  const refetch = {
    refetchQueries: kiosk
      ? [KioskProductOfferingsDocument, KioskProductOfferingsPageDocument]
      : [ClubProductOfferingsDocument, ClubProductOfferingsPageDocument],
    awaitRefetchQueries: true,
  };
  const [saveOnline] = useSaveClubProductOfferingMutation(refetch);
  const [saveKiosk] = useSaveKioskProductOfferingMutation(refetch);
  const [removeOnline] = useDeleteClubProductOfferingsMutation(refetch);
  const [removeKiosk] = useDeleteKioskProductOfferingsMutation(refetch);
  const rows = kiosk ? atKiosk.data?.kioskProductOfferings : online.data?.clubProductOfferings;
  const choices = kiosk ? kioskChoices.data?.kioskChoices : onlineChoices.data?.clubOfferingChoices;
  const products = [...(choices?.schedulableProducts ?? []), ...(choices?.nonSchedulableProducts ?? [])];
  const categories = kioskChoices.data?.kioskChoices.categories ?? [];
  return (
    <ClubListScreen<Row, OfferingForm>
      title={TEXTS[channel].title}
      empty={TEXTS[channel].empty}
      addLabel="club.add"
      newTitle="club.offerings.new"
      {...list}
      columns={kiosk ? kioskColumnsOf(label, format) : columnsOf(label, format)}
      rowName={(r) => r.productName}
      permissions={permissions}
      blank={() => blankOffering(channel)}
      fromRow={offeringFromRow}
      check={(form) =>
        form.productId === null
          ? { productId: 'validation.required' }
          : // The GraphQL input spells absent as null; core's rules read the same values.
            validateOffering(offeringInput(form, code ?? '') as Parameters<typeof validateOffering>[0], channel)
      }
      renderFields={(props) => (
        <OfferingFields
          {...props}
          channel={channel}
          products={pickable(channel, products, rows ?? [], props.form.id ? props.form.productId : null)}
          categories={categories}
        />
      )}
      onSave={async (form) => {
        const input = offeringInput(form, code ?? '');
        if (kiosk) return (await saveKiosk({ variables: { input } })).data?.saveKioskProductOffering.message;
        return (await saveOnline({ variables: { input } })).data?.saveClubProductOffering.message;
      }}
      aside={
        // Deals and upsells have no menu entry (spec/1 §2.7): they are reached from the offerings they sell.
        kiosk ? null : (
          <p>
            <RouterLink href={`/club-booking/deals?location=${encodeURIComponent(code ?? '')}`}>
              {t('club.deals.title')}
            </RouterLink>
          </p>
        )
      }
      onRemove={async (removed) => {
        const vars = { variables: { locationCode: code ?? '', ids: removed.map((r) => r.id) } };
        if (kiosk) return (await removeKiosk(vars)).data?.deleteKioskProductOfferings.message;
        return (await removeOnline(vars)).data?.deleteClubProductOfferings.message;
      }}
    />
  );
}

export const ClubOfferingsScreen = () => <OfferingsContainer channel="BOOKING" />;
export const KioskOfferingsScreen = () => <OfferingsContainer channel="KIOSK" />;
