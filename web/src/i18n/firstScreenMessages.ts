import type { Catalogue } from '@marquee/core/messages/en';
import { auth } from '@marquee/core/messages/en/auth';
import { common } from '@marquee/core/messages/en/common';
import { shell } from '@marquee/core/messages/en/shell';
import type { LanguageCode } from '@marquee/core/messages/languages';

/** Texts of part of the catalogue: a language's first-screen areas, or a whole catalogue. */
export type Messages = Partial<Catalogue>;

/**
 * The areas the sign-in pages show (the form, recovery, the language menu, error notifications),
 * in English. The other areas (~65 kB compressed in three languages) load once someone is signed
 * in or opens another page, so the first screen stays small.
 */
export const FIRST_SCREEN_EN: Messages = { ...common, ...auth, ...shell };

/** The first-screen areas of a language, English filling any key not translated yet. */
export async function loadFirstScreenMessages(code: LanguageCode): Promise<Messages> {
  if (code === 'ka') {
    const [c, a, s] = await Promise.all([
      import('@marquee/core/messages/ka/common'),
      import('@marquee/core/messages/ka/auth'),
      import('@marquee/core/messages/ka/shell'),
    ]);
    return { ...FIRST_SCREEN_EN, ...c.common, ...a.auth, ...s.shell };
  }
  if (code === 'es') {
    const [c, a, s] = await Promise.all([
      import('@marquee/core/messages/es/common'),
      import('@marquee/core/messages/es/auth'),
      import('@marquee/core/messages/es/shell'),
    ]);
    return { ...FIRST_SCREEN_EN, ...c.common, ...a.auth, ...s.shell };
  }
  return FIRST_SCREEN_EN;
}
