import type { ClubListSort } from '@marquee/core/club/listSorts';
import { Field, Textarea } from '@fluentui/react-components';
import { CLUB_MODULES } from '@marquee/core/club/access';
import {
  MAX_TEMPLATE_LENGTH,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  validateNotification,
} from '@marquee/core/club/promotions';
import {
  type ClubNotificationRowFragment,
  ClubNotificationsPageDocument,
  type NotificationChannel,
  type NotificationKind,
  useClubNotificationsPageQuery,
  useDeleteClubNotificationsMutation,
  useSaveClubNotificationMutation,
  type ClubNotificationSort,
} from '../../../generated/graphql.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
import { useOptionLabel } from '../common/optionLabel.ts';
import type { ClubColumn } from '../common/ClubListPage.tsx';
import { ClubListScreen } from '../common/ClubListScreen.tsx';
import { ChoiceField, TextField, ToggleField } from '../common/fields.tsx';
import { useClubPagedList } from '../common/useClubPagedList.ts';

/** The sortable columns (core CLUB_LIST_SORTS) as the schema names them. */
const SORTS = {
  kind: 'KIND',
  channel: 'CHANNEL',
  offset: 'OFFSET',
  subject: 'SUBJECT',
  enabled: 'ENABLED',
} as const satisfies Record<ClubListSort<'notifications'>, ClubNotificationSort>;

type Row = ClubNotificationRowFragment;
interface Form {
  id?: number | null;
  version?: number | null;
  kind: NotificationKind;
  channel: NotificationChannel;
  offsetMinutes: string;
  subject: string;
  template: string;
  enabled: boolean;
}

const labelled = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));
const columnsOf = (label: (value: string) => string): ClubColumn<Row>[] => [
  { key: 'kind', header: 'club.notification.kind', cell: (r) => label(r.kind) },
  { key: 'channel', header: 'club.notification.channel', cell: (r) => label(r.channel) },
  { key: 'offset', header: 'club.notification.offset', cell: (r) => r.offsetMinutes },
  { key: 'subject', header: 'club.notification.subject', cell: (r) => r.subject || r.template.slice(0, 40) },
  { key: 'enabled', header: 'club.enabled', cell: (r) => (r.enabled ? '✓' : '—') },
];

const toInput = (form: Form, locationCode: string) => ({
  id: form.id ?? null,
  version: form.version ?? null,
  locationCode,
  kind: form.kind,
  channel: form.channel,
  offsetMinutes: Number(form.offsetMinutes) || 0,
  subject: form.channel === 'SMS' ? '' : form.subject,
  template: form.template,
  enabled: form.enabled,
});

/** /club-booking/notifications: automatic guest messages before and after a visit. */
export function NotificationsContainer() {
  const t = useT();
  const label = useOptionLabel();
  const list = useClubPagedList(useClubNotificationsPageQuery, (d) => d.clubNotificationsPage, SORTS);
  const { code } = list;
  const permissions = usePermission(CLUB_MODULES.notifications);
  const refetch = { refetchQueries: [ClubNotificationsPageDocument], awaitRefetchQueries: true };
  const [save] = useSaveClubNotificationMutation(refetch);
  const [remove] = useDeleteClubNotificationsMutation(refetch);
  return (
    <ClubListScreen<Row, Form>
      title="club.notifications.title"
      empty="club.notifications.empty"
      addLabel="club.notifications.new"
      newTitle="club.notifications.new"
      {...list}
      columns={columnsOf(label)}
      rowName={(r) => `${label(r.kind)}: ${r.subject || r.template.slice(0, 40)}`}
      permissions={permissions}
      blank={() => ({
        kind: 'REMINDER',
        channel: 'EMAIL',
        offsetMinutes: '1440',
        subject: '',
        template: '',
        enabled: true,
      })}
      fromRow={(r) => ({ ...r, offsetMinutes: String(r.offsetMinutes) })}
      check={(form) => validateNotification(toInput(form, code ?? '') as Parameters<typeof validateNotification>[0])}
      renderFields={({ form, set, errors }) => (
        <>
          <ChoiceField
            label={t('club.notification.kind')}
            value={form.kind}
            options={labelled(NOTIFICATION_KINDS, label)}
            onChange={(v) => set('kind', v as NotificationKind)}
          />
          <ChoiceField
            label={t('club.notification.channel')}
            value={form.channel}
            options={labelled(NOTIFICATION_CHANNELS, label)}
            onChange={(v) => set('channel', v as NotificationChannel)}
          />
          <TextField
            type="number"
            label={t('club.notification.offset')}
            value={form.offsetMinutes}
            onChange={(v) => set('offsetMinutes', v)}
            message={errors.offsetMinutes}
            required
          />
          {form.channel === 'EMAIL' && (
            <TextField
              label={t('club.notification.subject')}
              value={form.subject}
              onChange={(v) => set('subject', v)}
              message={errors.subject}
              required
            />
          )}
          <Field label={t('club.notification.template')} validationMessage={errors.template} required>
            <Textarea
              value={form.template}
              maxLength={form.channel === 'SMS' ? 160 : MAX_TEMPLATE_LENGTH}
              onChange={(_, d) => set('template', d.value)}
            />
          </Field>
          <ToggleField label={t('club.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
        </>
      )}
      onSave={async (form) =>
        (await save({ variables: { input: toInput(form, code ?? '') } })).data?.saveClubNotification.message
      }
      onRemove={async (rows) =>
        (await remove({ variables: { locationCode: code ?? '', ids: rows.map((r) => r.id) } })).data
          ?.deleteClubNotifications.message
      }
    />
  );
}
