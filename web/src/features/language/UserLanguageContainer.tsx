import { languageByCode, languageById, type LanguageCode } from '@marquee/core/messages/languages';
import { useEffect } from 'react';
import { useLanguageProfileQuery, useSaveLanguageMutation } from '../../generated/graphql.ts';
import { languageStore } from '../../i18n/languageStore.ts';
import { useLanguageCode } from '../../i18n/useLanguage.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

/**
 * The signed-in language switcher: the profile's language wins over the sign-in page's choice,
 * and a pick is saved on the profile so it follows the user to any browser.
 */
export function UserLanguageContainer() {
  const code = useLanguageCode();
  const { data, refetch } = useLanguageProfileQuery();
  const [save] = useSaveLanguageMutation();
  const profile = data?.profile;

  useEffect(() => {
    if (profile) languageStore.set(languageById(profile.languageId).code);
  }, [profile]);

  const change = async (next: LanguageCode) => {
    // Switch at once; the saved profile confirms it.
    languageStore.set(next);
    if (!profile) return;
    const { firstName, lastName, title, phone, dateFormatId, version } = profile;
    const input = { firstName, lastName, title, phone, dateFormatId, version, languageId: languageByCode(next).id };
    try {
      await save({ variables: { input } });
    } catch {
      // The error toast has told why; show the language the profile still has.
      languageStore.set(languageById(profile.languageId).code);
      await refetch().catch(() => undefined);
    }
  };

  return <LanguageMenu value={code} onChange={(c) => void change(c)} />;
}
