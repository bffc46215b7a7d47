/**
 * Adapters from a screen's generated Apollo hooks to what the wing's editor and screen call:
 * the detail query and create/update (removal: removeRows.ts). Every screen passes its own hooks.
 */
import type { DetailAnswer, SaveAnswer } from './resourceEditorSpec.ts';
import type { ResourceRow } from './resourceScreenConfig.ts';

/** Codes the form shows itself (field messages, the conflict bar): not toasted by the shared link. */
export const FORM_HANDLED = { handledCodes: ['BAD_USER_INPUT', 'CONFLICT'] };

export type DetailQueryHook<Q> = (options: {
  variables: { id: number };
  skip: boolean;
  fetchPolicy: 'network-only';
}) => { data?: Q; error?: unknown; refetch: () => Promise<unknown> };

/** The record of edit mode, always from the server (`network-only`): another editor may have saved. */
export function useDetailQuery<Q, Detail>(
  useQuery: DetailQueryHook<Q>,
  id: number | null,
  pick: (data: Q) => Detail | null | undefined,
): DetailAnswer<Detail> {
  const { data, error, refetch } = useQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  return { record: (data && pick(data)) ?? null, failed: Boolean(error), refetch };
}

type Mutate<V> = (options: { variables: V }) => Promise<unknown>;
export type MutationHook<V> = (options: { context: typeof FORM_HANDLED }) => readonly [Mutate<V>, { loading: boolean }];

/**
 * Create (`{ input }`) and versioned update (`{ id, version, input }`) through one save: the
 * update names the version it read, so a stale save is refused with CONFLICT.
 */
export function useSaveMutations<Detail extends ResourceRow, Values, CI, UI = CI>(
  useCreate: MutationHook<{ input: CI }>,
  useUpdate: MutationHook<{ id: number; version: number; input: UI }>,
  toCreate: (values: Values) => CI,
  toUpdate: (values: Values, record: Detail) => UI,
): SaveAnswer<Detail, Values> {
  const [create, created] = useCreate({ context: FORM_HANDLED });
  const [update, updated] = useUpdate({ context: FORM_HANDLED });
  const save = async (values: Values, record: Detail | null) => {
    if (record)
      await update({ variables: { id: record.id, version: record.version, input: toUpdate(values, record) } });
    else await create({ variables: { input: toCreate(values) } });
  };
  return { save, saving: created.loading || updated.loading };
}
