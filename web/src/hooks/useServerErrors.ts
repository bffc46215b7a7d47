import { useCallback, useMemo, useState } from 'react';
import { fieldTexts, type ServerFields } from '../i18n/fieldTexts.ts';
import { useT } from '../i18n/useT.ts';

export interface ServerErrors {
  /** Field name → the server's message, in the person's language (see fieldTexts). */
  errors: Record<string, string>;
  /** Replaces every message (after a failed save: pass the ErrorInfo); `{}` clears them. */
  set: (errors: Partial<ServerFields>) => void;
  /** Hides a field's message once the person edits that field. */
  clear: (field: string) => void;
}

const NONE: ServerFields = { fields: {}, fieldKeys: {} };

function without<T>(record: Record<string, T>, field: string): Record<string, T> {
  const { [field]: _removed, ...rest } = record;
  return rest;
}

/**
 * Field messages the server sent (BAD_USER_INPUT `extensions.fields` and `fieldKeys`), kept as
 * sent and translated when shown, so they follow a change of language too.
 */
export function useServerErrors(): ServerErrors {
  const t = useT();
  const [sent, setSent] = useState<ServerFields>(NONE);
  const set = useCallback(
    ({ fields = {}, fieldKeys = {} }: Partial<ServerFields>) => setSent({ fields, fieldKeys }),
    [],
  );
  const clear = useCallback(
    (field: string) =>
      setSent((prev) =>
        field in prev.fields || field in prev.fieldKeys
          ? { fields: without(prev.fields, field), fieldKeys: without(prev.fieldKeys, field) }
          : prev,
      ),
    [],
  );
  const errors = useMemo(() => fieldTexts(sent, t), [sent, t]);
  return { errors, set, clear };
}
