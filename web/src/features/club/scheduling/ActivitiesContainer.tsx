import { ACTIVITIES_INDEX, validateActivity } from '@marquee/core/bookings/setup';
import { SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import type { MessageKey } from '@marquee/core/messages/en';
import { useState } from 'react';
import {
  BookingActivitiesDocument,
  type BookingInTheWayRowFragment,
  type SchedulingActivityRowFragment,
  useBookingActivitiesQuery,
  useBookingResourcesQuery,
  useClubOfferingChoicesQuery,
  useCreateBookingActivityMutation,
  useLocationChoicesQuery,
  useUpdateBookingActivityMutation,
} from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import type { ClubColumn } from '../common/ClubListPage.tsx';
import { ClubListScreen } from '../common/ClubListScreen.tsx';
import { useClubListUrl } from '../common/useClubListUrl.ts';
import { useClubSave } from '../common/useClubSave.ts';
import { ActivityFields } from './ActivityFields.tsx';
import { type ActivityForm, activityFromRow, activityInput, blankActivity } from './activityForm.ts';
import { BookingsInTheWayDialog } from './BookingsInTheWayDialog.tsx';
import { useActivityStart } from './useActivityStart.ts';

type Row = SchedulingActivityRowFragment;

/** Resources offered at once in the picker; typing narrows them. */
const RESOURCE_CHOICES = 25;

/**
 * /club-booking/activities: what guests book, on the resources it uses, with its weekly schedule
 * (module 125), searched and paged with the list state in the URL; disable instead of deleting.
 */
export function ActivitiesContainer() {
  const t = useT();
  const format = useFormat();
  const { code, setCode, locations, paging } = useClubListUrl();
  const { data: places } = useLocationChoicesQuery();
  const locationId = places?.locations.find((l) => l.code === code)?.locationId ?? null;
  const permissions = usePermission(ACTIVITIES_INDEX);
  const { search, page, rowsPerPage } = paging;
  const { data, error } = useBookingActivitiesQuery({
    variables: { locationId, search: search.trim() || null, page, rowsPerPage },
    skip: locationId === null,
    fetchPolicy: 'cache-and-network',
  });
  // The picker asks for the resources matching what is typed, so a location with any number of them works.
  const [resourceSearch, setResourceSearch] = useState('');
  const onResourceSearch = useDebouncedCallback(setResourceSearch, SEARCH_DEBOUNCE_MS);
  const { data: resourceData } = useBookingResourcesQuery({
    variables: { locationId, search: resourceSearch.trim() || null, rowsPerPage: RESOURCE_CHOICES },
    skip: locationId === null,
  });
  const { data: choices } = useClubOfferingChoicesQuery({ variables: { locationCode: code ?? '' }, skip: !code });
  const resources = resourceData?.bookingResources.rows ?? [];
  const products = choices?.clubOfferingChoices.schedulableProducts ?? [];
  const refetch = { refetchQueries: [BookingActivitiesDocument], awaitRefetchQueries: true };
  const [create] = useCreateBookingActivityMutation(refetch);
  const [update] = useUpdateBookingActivityMutation(refetch);
  const [pending, setPending] = useState<{ form: ActivityForm; bookings: BookingInTheWayRowFragment[] } | null>(null);
  const keeper = useClubSave();
  const start = useActivityStart(locationId);
  const columns: ClubColumn<Row>[] = [
    { key: 'name', header: 'scheduling.activity.name', cell: (r) => r.name },
    {
      key: 'resources',
      header: 'scheduling.activity.resources',
      cell: (r) => r.resources.map((x) => x.name).join(', '),
    },
    { key: 'duration', header: 'scheduling.activity.duration', cell: (r) => r.durationMinutes },
    { key: 'capacity', header: 'scheduling.activity.capacity', cell: (r) => r.capacity ?? '∞' },
    { key: 'price', header: 'scheduling.activity.price', cell: (r) => format.money(r.priceCents, r.currency) },
    { key: 'enabled', header: 'scheduling.activity.enabled', cell: (r) => (r.enabled ? '✓' : '—') },
  ];
  const save = async (form: ActivityForm, keepBookings: boolean): Promise<string | undefined> => {
    const input = activityInput(form, locationId ?? 0);
    if (!form.id) {
      await create({ variables: { input } });
      return t('scheduling.saved');
    }
    const { data: answer } = await update({ variables: { id: form.id, input, keepBookings } });
    const result = answer?.updateBookingActivity;
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
      <ClubListScreen<Row, ActivityForm>
        title="scheduling.activities.title"
        empty="scheduling.activities.empty"
        addLabel="scheduling.activities.new"
        newTitle="scheduling.activities.new"
        locations={locations}
        code={code}
        onLocation={setCode}
        rows={data?.bookingActivities.rows}
        failed={error !== undefined && !data}
        paging={{ ...paging, total: data?.bookingActivities.total }}
        startWith={start.form}
        onStarted={start.started}
        columns={columns}
        rowName={(r) => r.name}
        // Activities are never deleted (bookings point at them): disable instead.
        permissions={{ ...permissions, canRemove: false }}
        blank={blankActivity}
        fromRow={activityFromRow}
        check={(form) => ({
          ...(validateActivity(activityInput(form, locationId ?? 0)) as Partial<Record<string, MessageKey>>),
          ...(form.productId === null ? { productId: 'validation.required' as const } : {}),
        })}
        renderFields={(props) => (
          <ActivityFields
            {...props}
            products={products}
            resourceOptions={resources}
            onResourceSearch={onResourceSearch}
          />
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
