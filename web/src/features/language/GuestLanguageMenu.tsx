import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { languageByCode } from '@marquee/core/messages/languages';
import { lazy, Suspense, useState } from 'react';
import { languageStore } from '../../i18n/languageStore.ts';
import { useLanguageCode } from '../../i18n/useLanguage.ts';
import { useT } from '../../i18n/useT.ts';

// The menu, its popover and tooltip are a fifth of the sign-in page's code: they load when
// someone reaches for the button, and replace it when it is pressed.
const loadMenu = () => import('./LanguageMenu.tsx');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** Before sign-in nobody is known: the choice is kept in this browser only. */
export function GuestLanguageMenu() {
  const code = useLanguageCode();
  const t = useT();
  const [pressed, setPressed] = useState(false);
  const prefetch = () => void loadMenu().catch(() => undefined);
  // Looks and reads as the menu's button does.
  const placeholder = (
    <Button
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      aria-description={t('shell.language')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // Opened after the click has finished: opened within it, the menu would take that same
      // click, landing outside it, for a click outside and close again.
      onClick={() => setTimeout(() => setPressed(true))}
    >
      {languageByCode(code).name}
    </Button>
  );
  if (!pressed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu value={code} onChange={languageStore.set} showName defaultOpen />
    </Suspense>
  );
}
