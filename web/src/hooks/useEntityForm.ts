import type { MessageKey } from '@marquee/core/messages/en';
import { useCallback, useMemo, useState } from 'react';
import { errorInfo } from '../app/apollo/errorInfo.ts';
import { useT } from '../i18n/useT.ts';
import { useServerErrors } from './useServerErrors.ts';

export interface EntityFormOptions<V, F extends string> {
  /** The record as loaded (edit) or the blank form (new); the dirty check compares with it. */
  initial: V;
  /** Core validation: field → message key of the first broken rule. */
  validate: (values: V) => Partial<Record<F, MessageKey>>;
  /** Server field names that differ from the form's (e.g. locationIds → locations). */
  serverFields?: Partial<Record<string, F>>;
}

export interface EntityForm<V, F extends string> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Marks a field as visited: its message shows from now on (checked on blur). */
  blur: (field: F) => void;
  dirty: boolean;
  valid: boolean;
  /** Client errors, shown or not. */
  errors: Partial<Record<F, MessageKey>>;
  /** The message to show under a field: the server's, else the client's once visited or after a save. */
  message: (field: F) => string | undefined;
  /** Fields whose message shows (turns their tab red). */
  flagged: ReadonlySet<F>;
  /** A save attempt: false (and every message shown) when invalid. */
  attempt: () => boolean;
  /** 'Please fill all the required fields' is open. */
  fillRequired: boolean;
  closeFillRequired: () => void;
  /** CONFLICT from the server: its message; the form offers Reload. */
  conflict: string | null;
  /**
   * Runs a save; BAD_USER_INPUT puts the server's messages on their fields and CONFLICT sets
   * `conflict`. True when it succeeded.
   */
  run: (save: () => Promise<unknown>) => Promise<boolean>;
}

/** State of a create/edit form: values, dirty check, visible errors, server errors, conflict. */
export function useEntityForm<V extends object, F extends string>(options: EntityFormOptions<V, F>): EntityForm<V, F> {
  const { initial, validate, serverFields } = options;
  const t = useT();
  const [values, setValues] = useState(initial);
  const [visited, setVisited] = useState<ReadonlySet<F>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [fillRequired, setFillRequired] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const server = useServerErrors();
  const { clear } = server;
  const errors = useMemo(() => validate(values), [validate, values]);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  const valid = Object.values(errors).every((e) => !e);

  const serverFor = useCallback(
    (field: F) => {
      for (const [name, text] of Object.entries(server.errors)) {
        if ((serverFields?.[name] ?? name) === field) return text;
      }
      return undefined;
    },
    [server.errors, serverFields],
  );
  const message = (field: F) => {
    const fromServer = serverFor(field);
    if (fromServer) return fromServer;
    const key = errors[field];
    return key && (showAll || visited.has(field)) ? t(key) : undefined;
  };
  const flagged = new Set<F>();
  for (const field of Object.keys(errors) as F[])
    if (errors[field] && (showAll || visited.has(field))) flagged.add(field);
  for (const name of Object.keys(server.errors)) flagged.add((serverFields?.[name] ?? name) as F);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(String(field));
    for (const [name, mapped] of Object.entries(serverFields ?? {}))
      if ((mapped as string | undefined) === String(field)) clear(name);
  };
  const blur = (field: F) => setVisited((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  const attempt = () => {
    if (valid) return true;
    setShowAll(true);
    setFillRequired(true);
    return false;
  };
  const run = async (save: () => Promise<unknown>) => {
    setConflict(null);
    try {
      await save();
      return true;
    } catch (e) {
      const info = errorInfo(e);
      if (info.code === 'BAD_USER_INPUT') {
        server.set(info);
        setShowAll(true);
        if (Object.keys(info.fields).length === 0) setFillRequired(true);
      } else if (info.code === 'CONFLICT') setConflict(info.message ?? t('settings.conflict'));
      return false;
    }
  };

  return {
    values,
    set,
    blur,
    dirty,
    valid,
    errors,
    message,
    flagged,
    attempt,
    fillRequired,
    closeFillRequired: () => setFillRequired(false),
    conflict,
    run,
  };
}
