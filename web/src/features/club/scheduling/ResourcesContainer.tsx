import { RESOURCE_KINDS } from '@marquee/core/bookings/rules';
import { RESOURCES_INDEX, validateResource } from '@marquee/core/bookings/setup';
import type { MessageKey } from '@marquee/core/messages/en';
import { useState } from 'react';
import {
  type BookingInTheWayRowFragment,
  BookingResourcesDocument,
  type BookingResourceRowFragment,
  useBookingResourcesQuery,
  useCreateBookingResourceMutation,
  useLocationChoicesQuery,
  useUpdateBookingResourceMutation,
} from '../../../generated/graphql.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
import type { ClubColumn } from '../common/ClubListPage.tsx';
import { ClubListScreen } from '../common/ClubListScreen.tsx';
import { ChoiceField, intOrNull, TextField, textOf, ToggleField } from '../common/fields.tsx';
import { useClubListUrl } from '../common/useClubListUrl.ts';
import { useClubSave } from '../common/useClubSave.ts';
import { BookingsInTheWayDialog } from './BookingsInTheWayDialog.tsx';

type Row = BookingResourceRowFragment;
export interface ResourceForm {
  id?: number | null;
  name: string;
  kind: string;
  places: string;
  enabled: boolean;
}

const kindKey = (kind: string) => `scheduling.kind.${kind}` as MessageKey;
const columns = (t: (key: MessageKey) => string): ClubColumn<Row>[] => [
  { key: 'name', header: 'scheduling.resource.name', cell: (r) => r.name },
  { key: 'kind', header: 'scheduling.resource.kind', cell: (r) => t(kindKey(r.kind)) },
  { key: 'places', header: 'scheduling.resource.places', cell: (r) => r.places ?? '∞' },
  { key: 'enabled', header: 'scheduling.resource.enabled', cell: (r) => (r.enabled ? '✓' : '—') },
];

const toInput = (form: ResourceForm, locationId: number) => ({
  locationId,
  name: form.name.trim(),
  kind: form.kind,
  places: intOrNull(form.places),
  enabled: form.enabled,
});

/**
 * /club-booking/resources: the lanes, rooms and courts of a location (module 124), searched and
 * paged with the list state in the URL; nothing is deleted, disable instead.
 */
export function ResourcesContainer() {
  const t = useT();
  const { code, setCode, locations, paging } = useClubListUrl();
  const { data: places } = useLocationChoicesQuery();
  const locationId = places?.locations.find((l) => l.code === code)?.locationId ?? null;
  const permissions = usePermission(RESOURCES_INDEX);
  const { search, page, rowsPerPage } = paging;
  const { data, error } = useBookingResourcesQuery({
    variables: { locationId, search: search.trim() || null, page, rowsPerPage },
    skip: locationId === null,
    fetchPolicy: 'cache-and-network',
  });
  const refetch = { refetchQueries: [BookingResourcesDocument], awaitRefetchQueries: true };
  const [create] = useCreateBookingResourceMutation(refetch);
  const [update] = useUpdateBookingResourceMutation(refetch);
  const [pending, setPending] = useState<{ form: ResourceForm; bookings: BookingInTheWayRowFragment[] } | null>(null);
  const keeper = useClubSave();
  const save = async (form: ResourceForm, keepBookings: boolean): Promise<string | undefined> => {
    const input = toInput(form, locationId ?? 0);
    if (!form.id) {
      await create({ variables: { input } });
      return t('scheduling.saved');
    }
    const { data: answer } = await update({ variables: { id: form.id, input, keepBookings } });
    const result = answer?.updateBookingResource;
    // Nothing was written: the dialog lists the bookings and offers to repeat with keepBookings.
    if (result && !result.saved) {
      setPending({ form, bookings: result.bookingsInTheWay });
      return undefined;
    }
    setPending(null);
    return t('scheduling.saved');
  };
  return (
    <>
      <ClubListScreen<Row, ResourceForm>
        title="scheduling.resources.title"
        empty="scheduling.resources.empty"
        addLabel="scheduling.resources.new"
        newTitle="scheduling.resources.new"
        locations={locations}
        code={code}
        onLocation={setCode}
        rows={data?.bookingResources.rows}
        failed={error !== undefined && !data}
        paging={{ ...paging, total: data?.bookingResources.total }}
        columns={columns(t)}
        rowName={(r) => r.name}
        // Resources are never deleted (their bookings keep pointing at them): disable instead.
        permissions={{ ...permissions, canRemove: false }}
        blank={() => ({ name: '', kind: 'LANE', places: '', enabled: true })}
        fromRow={(r) => ({ id: r.id, name: r.name, kind: r.kind, places: textOf(r.places), enabled: r.enabled })}
        check={(form) => validateResource(toInput(form, locationId ?? 0)) as Partial<Record<string, MessageKey>>}
        renderFields={({ form, set, errors }) => (
          <>
            <TextField
              label={t('scheduling.resource.name')}
              value={form.name}
              onChange={(v) => set('name', v)}
              message={errors.name}
              required
            />
            <ChoiceField
              label={t('scheduling.resource.kind')}
              value={form.kind}
              options={RESOURCE_KINDS.map((k) => ({ value: k, label: t(kindKey(k)) }))}
              onChange={(v) => set('kind', v)}
              message={errors.kind}
              required
            />
            <TextField
              label={t('scheduling.resource.places')}
              type="number"
              value={form.places}
              onChange={(v) => set('places', v)}
              message={errors.places}
            />
            <ToggleField
              label={t('scheduling.resource.enabled')}
              checked={form.enabled}
              onChange={(v) => set('enabled', v)}
            />
          </>
        )}
        onSave={(form) => save(form, false)}
      />
      <BookingsInTheWayDialog
        bookings={pending?.bookings ?? []}
        busy={keeper.busy}
        onCancel={() => setPending(null)}
        onKeep={() => pending && void keeper.run(() => save(pending.form, true))}
      />
    </>
  );
}
