import { CLUB_MODULES } from '@marquee/core/club/access';
import { type Channel, validateOffering } from '@marquee/core/club/offerings';
import type { MessageKey } from '@marquee/core/messages/en';
import {
  ClubProductOfferingsDocument,
  KioskProductOfferingsDocument,
  type ProductOfferingRowFragment,
  useClubOfferingChoicesQuery,
  useClubProductOfferingsQuery,
  useDeleteClubProductOfferingsMutation,
  useDeleteKioskProductOfferingsMutation,
  useKioskChoicesQuery,
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
import { useClubLocation } from '../common/useClubLocation.ts';
import { OfferingFields } from './OfferingFields.tsx';
import { blankOffering, type OfferingForm, offeringFromRow, offeringInput, pickable } from './offeringForm.ts';

type Row = ProductOfferingRowFragment;

const columnsOf = (label: (value: string) => string): ClubColumn<Row>[] => [
  { key: 'product', header: 'club.offerings.product', cell: (r) => r.productName },
  { key: 'type', header: 'club.offerings.type', cell: (r) => label(r.offeringType) },
  { key: 'price', header: 'club.offerings.price', cell: (r) => r.price ?? r.productPrice ?? '—' },
  { key: 'spaces', header: 'club.offerings.spaces', cell: (r) => r.availableSpaces ?? '—' },
  { key: 'enabled', header: 'club.enabled', cell: (r) => (r.enabled ? '✓' : '—') },
];
const kioskColumnsOf = (label: (value: string) => string): ClubColumn<Row>[] => {
  const all = columnsOf(label);
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
  const { code, setCode, locations } = useClubLocation();
  const kiosk = channel === 'KIOSK';
  const permissions = usePermission(kiosk ? CLUB_MODULES.kiosk : CLUB_MODULES.productOfferings);
  const variables = { locationCode: code ?? '' };
  const online = useClubProductOfferingsQuery({
    variables,
    skip: code === null || kiosk,
    fetchPolicy: 'cache-and-network',
  });
  const atKiosk = useKioskProductOfferingsQuery({
    variables,
    skip: code === null || !kiosk,
    fetchPolicy: 'cache-and-network',
  });
  const onlineChoices = useClubOfferingChoicesQuery({ variables, skip: code === null || kiosk });
  const kioskChoices = useKioskChoicesQuery({ variables, skip: code === null || !kiosk });
  const refetch = {
    refetchQueries: [kiosk ? KioskProductOfferingsDocument : ClubProductOfferingsDocument],
    awaitRefetchQueries: true,
  };
  const [saveOnline] = useSaveClubProductOfferingMutation(refetch);
  const [saveKiosk] = useSaveKioskProductOfferingMutation(refetch);
  const [removeOnline] = useDeleteClubProductOfferingsMutation(refetch);
  const [removeKiosk] = useDeleteKioskProductOfferingsMutation(refetch);
  const list = kiosk ? atKiosk : online;
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
      locations={locations}
      code={code}
      onLocation={setCode}
      rows={rows && rows[0]?.locationCode !== undefined && rows[0].locationCode !== code ? undefined : rows}
      failed={list.error !== undefined && !list.data}
      columns={kiosk ? kioskColumnsOf(label) : columnsOf(label)}
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
      onRemove={async (row) => {
        const vars = { variables: { locationCode: code ?? '', ids: [row.id] } };
        if (kiosk) return (await removeKiosk(vars)).data?.deleteKioskProductOfferings.message;
        return (await removeOnline(vars)).data?.deleteClubProductOfferings.message;
      }}
    />
  );
}

export const ClubOfferingsScreen = () => <OfferingsContainer channel="BOOKING" />;
export const KioskOfferingsScreen = () => <OfferingsContainer channel="KIOSK" />;
