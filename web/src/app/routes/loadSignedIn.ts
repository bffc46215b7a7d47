import { catalogueStore } from '../../i18n/catalogueStore.ts';

/**
 * The signed-in app's code, its shell's and every message area, fetched together. The sign-in
 * form starts it as soon as someone types, so Login lands on code already downloaded.
 */
export function loadSignedIn() {
  return Promise.all([
    import('./SignedInRoot.tsx'),
    // SignedInArea loads the shell lazily once `me` has answered; asked for here, it is ready by then.
    import('../../features/shell/SignedInShell.tsx'),
    catalogueStore.needAll(),
  ]).then(([m]) => ({ default: m.SignedInRoot }));
}
