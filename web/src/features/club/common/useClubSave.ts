import { useCallback, useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { type ServerErrors, useServerErrors } from '../../../hooks/useServerErrors.ts';

/**
 * Runs a club save or removal: shows the server's message on success (spec/3 §8 "responses carry
 * message"), keeps the field messages of a refused save (the toast of the failure comes from the
 * Apollo link), and tells whether it is running.
 */
export function useClubSave(): {
  busy: boolean;
  errors: ServerErrors;
  run: (work: () => Promise<string | undefined>) => Promise<boolean>;
} {
  const notify = useNotify();
  const errors = useServerErrors();
  const [busy, setBusy] = useState(false);
  const { set } = errors;
  const run = useCallback(
    async (work: () => Promise<string | undefined>) => {
      setBusy(true);
      try {
        const text = await work();
        set({});
        if (text) notify(text);
        return true;
      } catch (error) {
        set(errorInfo(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, set],
  );
  return { busy, errors, run };
}
