import { DEFAULT_LANGUAGE_ID, TRANSLATIONS_MENU } from '@marquee/core/settings/translations';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  TranslationsDocument,
  useCulturesQuery,
  useLocationChoicesQuery,
  useSaveTranslationsMutation,
  useTranslationsQuery,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { TranslationsPage } from './TranslationsPage.tsx';

/**
 * Location, language, search and the missing-only switch live in the URL; the edits are local
 * until saved (and dropped when the location or language changes: they belong to that pair).
 */
export function TranslationsContainer() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const write = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  const locationCode = params.get('location');
  const language = Number(params.get('language'));
  const languageId = Number.isInteger(language) && language > 0 ? language : DEFAULT_LANGUAGE_ID;
  const text = params.get('q') ?? '';
  const notify = useNotify();
  const permissions = usePermission(TRANSLATIONS_MENU);
  const locations = useLocationChoicesQuery();
  const cultures = useCulturesQuery();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const { data, loading, error } = useTranslationsQuery({
    variables: { locationCode: locationCode ?? '', languageId, search: text || null },
    skip: !locationCode,
    fetchPolicy: 'cache-and-network',
  });
  const [save, { loading: saving }] = useSaveTranslationsMutation({
    refetchQueries: [TranslationsDocument],
    awaitRefetchQueries: true,
  });
  const switchTo = (changes: Record<string, string | null>) => {
    setDrafts(new Map());
    write(changes);
  };
  const onSave = async () => {
    if (!locationCode) return;
    const entries = [...drafts].map(([key, value]) => ({ key, text: value }));
    const answer = await save({ variables: { locationCode, languageId, entries } }).catch(() => null);
    if (!answer?.data) return;
    setDrafts(new Map());
    notify(answer.data.saveTranslations);
  };
  return (
    <TranslationsPage
      locations={(locations.data?.locations ?? []).map((l) => ({ code: l.code, name: l.name }))}
      locationCode={locationCode}
      onLocation={(code) => switchTo({ location: code })}
      languages={cultures.data?.cultures ?? []}
      languageId={languageId}
      onLanguage={(id) => switchTo({ language: id === DEFAULT_LANGUAGE_ID ? null : String(id) })}
      search={text}
      onSearch={(q) => write({ q })}
      missingOnly={params.get('missing') === '1'}
      onMissingOnly={(on) => write({ missing: on ? '1' : null })}
      entries={data?.translations.entries}
      missing={data?.translations.missing ?? 0}
      truncated={data?.translations.truncated ?? false}
      loading={loading}
      failed={error !== undefined && !data}
      drafts={drafts}
      onEdit={(key, value) => setDrafts((d) => new Map(d).set(key, value))}
      canSave={permissions.canUpdateAndExecute}
      saving={saving}
      onSave={() => void onSave()}
    />
  );
}
