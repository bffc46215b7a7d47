import { useEffect, useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import {
  useCreateGuestSegmentMutation,
  useGuestSegmentQuery,
  useUpdateGuestSegmentMutation,
} from '../../../generated/graphql.ts';
import { FormSkeleton } from '../../../components/FormSkeleton.tsx';
import { DetailError } from '../../../components/resources/DetailError.tsx';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { SegmentEditor } from './SegmentEditor.tsx';
import { EMPTY_SEGMENT, fromSegment, type SegmentFormValues, toSegmentInput } from './segmentForm.ts';
import type { useSegmentChoices } from './useSegmentChoices.ts';

export interface SegmentEditorContainerProps {
  /** Null: a new segment. */
  id: number | null;
  choices: ReturnType<typeof useSegmentChoices>;
  /** A new segment's location: the one the list shows (null: all locations). */
  initialLocationId?: number | null;
  onDone: () => void;
}

/** New and edit modes: loads the segment, saves (create without id, update with it), says so. */
export function SegmentEditorContainer({ id, choices, initialLocationId = null, onDone }: SegmentEditorContainerProps) {
  const notify = useNotify();
  const server = useServerErrors();
  const existing = useGuestSegmentQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const [values, setValues] = useState<SegmentFormValues>(() =>
    id === null ? { ...EMPTY_SEGMENT, locationId: initialLocationId } : EMPTY_SEGMENT,
  );
  const loaded = existing.data?.guestSegment;
  useEffect(() => {
    if (loaded) setValues(fromSegment(loaded));
  }, [loaded]);
  const refetch = { refetchQueries: ['GuestSegments'], awaitRefetchQueries: true };
  const [create, created] = useCreateGuestSegmentMutation(refetch);
  const [update, updated] = useUpdateGuestSegmentMutation(refetch);

  if (id !== null && existing.error) return <DetailError onBack={onDone} />;
  if (id !== null && !loaded) return <FormSkeleton />;

  const save = async () => {
    const input = toSegmentInput(values);
    try {
      const message =
        id === null
          ? (await create({ variables: { input } })).data?.createGuestSegment.message
          : (await update({ variables: { id, input } })).data?.updateGuestSegment.message;
      if (message) notify(message);
      onDone();
    } catch (e) {
      server.set(errorInfo(e));
    }
  };

  return (
    <SegmentEditor
      isNew={id === null}
      values={values}
      onChange={setValues}
      matchList={choices.matchList}
      locations={choices.formLocations}
      choices={choices.condition}
      saving={created.loading || updated.loading}
      errors={server.errors}
      onSave={save}
      onBack={onDone}
    />
  );
}
