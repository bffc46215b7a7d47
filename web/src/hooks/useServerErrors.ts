import { useCallback, useState } from 'react';

export interface ServerErrors {
  errors: Record<string, string>;
  /** Replaces every message (after a failed save). */
  set: (errors: Record<string, string>) => void;
  /** Hides a field's message once the person edits that field. */
  clear: (field: string) => void;
}

/** Field messages the server sent (BAD_USER_INPUT `extensions.fields`). */
export function useServerErrors(): ServerErrors {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback(
    (field: string) =>
      setErrors((prev) => {
        if (!(field in prev)) return prev;
        const { [field]: _removed, ...rest } = prev;
        return rest;
      }),
    [],
  );
  return { errors, set: setErrors, clear };
}
