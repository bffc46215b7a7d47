import { ka } from '@marquee/core/messages/ka';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueStore } from './catalogueStore.ts';
import { languageStore } from './languageStore.ts';

const changed = () =>
  new Promise<void>((resolve) => {
    const stop = catalogueStore.subscribe(() => {
      stop();
      resolve();
    });
  });

afterAll(() => languageStore.set('en'));

describe('catalogueStore', () => {
  it('loads only the first screen’s areas of a language until a page asks for all', async () => {
    const keep = catalogueStore.subscribe(() => undefined);
    const georgian = changed();
    languageStore.set('ka');
    await georgian;
    expect(catalogueStore.get()['auth.login.title']).toBe(ka['auth.login.title']);
    expect(catalogueStore.get()['dashboards.section.memberships']).toBeUndefined();

    await catalogueStore.needAll();
    expect(catalogueStore.get()['dashboards.section.memberships']).toBe(ka['dashboards.section.memberships']);
    // English fills a key Georgian has not translated yet.
    expect(catalogueStore.get()['dashboards.ownersBox.title']).toBe(ka['dashboards.ownersBox.title'] ?? "Owner's Box");
    expect(document.documentElement.lang).toBe('ka');
    keep();
  });
});
