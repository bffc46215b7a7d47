import { languageStore } from '../../i18n/languageStore.ts';
import { useLanguageCode } from '../../i18n/useLanguage.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

/** Before sign-in nobody is known: the choice is kept in this browser only. */
export function GuestLanguageMenu() {
  const code = useLanguageCode();
  return <LanguageMenu value={code} onChange={languageStore.set} showName />;
}
