import { isSegmentSendable } from '@marquee/core/marketing/templates';
import { useEffect, useState } from 'react';
import {
  type SegmentFieldsFragment,
  useGuestSegmentSendsQuery,
  useSegmentSendTemplatesQuery,
  useSendGuestSegmentMessageMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { SendMessageDialog } from './SendMessageDialog.tsx';

/** How often the dialog asks for its sends' progress while one is under way. */
export const SENDS_POLL_MS = 2000;

export interface SendMessageContainerProps {
  segment: SegmentFieldsFragment;
  locations: readonly { id: string; name: string }[];
  /** The list's location code ('all' for every location). */
  listLocation: string | null;
  onClose: () => void;
}

/**
 * The data of a segment's "Send a message": the chosen location's templates that are about no
 * booking (none is asked for
 * without a location), the send, and the segment's sends, polled while one is not finished.
 */
export function SendMessageContainer({ segment, locations, listLocation, onClose }: SendMessageContainerProps) {
  const notify = useNotify();
  const [location, setLocation] = useState<string | null>(
    listLocation && locations.some((l) => l.id === listLocation) ? listLocation : null,
  );
  const templates = useSegmentSendTemplatesQuery({
    variables: { locationCode: location ?? '' },
    skip: location === null,
    fetchPolicy: 'cache-and-network',
  });
  const sends = useGuestSegmentSendsQuery({ variables: { segmentId: segment.id }, fetchPolicy: 'network-only' });
  const [sendMessage, sending] = useSendGuestSegmentMessageMutation();
  const rows = sends.data?.guestSegmentSends ?? [];
  const underWay = rows.some(
    (s) => s.status === 'SCHEDULED' || s.status === 'SENDING' || s.sent + s.failed < s.recipients,
  );
  const { startPolling, stopPolling } = sends;
  useEffect(() => {
    if (!underWay) return;
    startPolling(SENDS_POLL_MS);
    return () => stopPolling();
  }, [underWay, startPolling, stopPolling]);

  return (
    <SendMessageDialog
      segmentName={segment.name}
      locations={locations}
      location={location}
      onLocation={setLocation}
      // A booking's messages (confirmation, reminder…) need a booking: never offered for a segment.
      templates={(templates.data?.emailSmsTemplates.rows ?? [])
        .filter((r) => isSegmentSendable(r.timeTypeId))
        .map((r) => ({ id: r.id, name: r.name, channel: r.channel }))}
      sends={rows}
      busy={sending.loading}
      onClose={onClose}
      onSend={async (templateId, sendAt) => {
        try {
          const r = await sendMessage({ variables: { input: { segmentId: segment.id, templateId, sendAt } } });
          if (r.data) notify(r.data.sendGuestSegmentMessage.message);
          await sends.refetch();
        } catch {
          // The error link has shown the server's message.
        }
      }}
    />
  );
}
