/** Removal of a screen's selected rows through its generated delete mutation, in one call. */
import { useCallback } from 'react';
import type { RemoveAnswer, ResourceRow } from './resourceScreenConfig.ts';

/** The one root field of an operation's answer (`{ deleteGroups: … }` → its value). */
export function rootOf<D extends object>(data: D): D[keyof D] {
  const key = Object.keys(data).find((k) => k !== '__typename') as keyof D;
  return data[key];
}

type RemoveVariables = { ids: number[]; versions?: number[] };
type RemoveMutate<D> = (options: { variables: RemoveVariables }) => Promise<{ data?: D | null }>;
/** A generated `useDelete…Mutation`. */
export type RemoveHook = () => readonly [RemoveMutate<object>, unknown];

export interface Removal {
  /** Name the versions read, so a row changed meanwhile is refused (CONFLICT), not lost. */
  versions?: boolean;
  /** Show the server's success text (spec/3 §8: credit types, memberships), not the screen's. */
  message?: boolean;
}

export function useRemoveRows(useRemove: RemoveHook, removal: Removal = {}) {
  const [remove] = useRemove();
  const { versions, message } = removal;
  return useCallback(
    async (rows: readonly ResourceRow[]): Promise<RemoveAnswer> => {
      const ids = rows.map((r) => r.id);
      const variables = versions ? { ids, versions: rows.map((r) => r.version) } : { ids };
      const { data } = await remove({ variables });
      const answer = data ? (rootOf(data) as { removed: number; message: string }) : undefined;
      return { removed: answer?.removed ?? rows.length, message: message ? answer?.message : undefined };
    },
    [remove, versions, message],
  );
}
