/**
 * Axe's serious and critical findings of the whole page — the shell (header, menu, account button)
 * as well as <main> — or of `within`, e.g. a dialog's portal, for the specs that scan a screen. Fluent's focus
 * sentinels (tabster's `data-tabster-dummy` elements, aria-hidden but focusable on purpose, to
 * hand focus on at once) are axe's known false positive of aria-hidden-focus (microsoft/tabster#288)
 * and are left out. Each finding reads `rule: count × first node's html`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, within = 'body'): Promise<string[]> {
  // Elements still fading in (the dashboards' staggered cards) read to axe as low contrast.
  await finishedAnimations(page);
  // A dialog that has just closed can leave the app root aria-hidden for a moment after it leaves
  // the accessibility tree; a whole-page scan waits for that to clear (a dialog kept open on
  // purpose is scanned as it is after 5 s).
  if (within === 'body') {
    await page
      .locator('#root:not([aria-hidden="true"])')
      .waitFor({ state: 'attached', timeout: 5000 })
      .catch(() => undefined);
  }
  const { violations } = await new AxeBuilder({ page }).include(within).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy'))),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]!.html}`);
}

/**
 * Resolves when every animation that ends has ended (endless ones, like spinners, are not awaited)
 * and none has started for two frames since: a toast or a closing dialog can start its motion just
 * after the first wait, and axe reads a half-faded toast as low contrast.
 */
export async function finishedAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
    // Bounded: 20 rounds of motion at most, then axe reads the page as it is.
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const pending = running();
      if (pending.length === 0) return;
      await Promise.all(pending.map((a) => a.finished.catch(() => undefined)));
    }
  });
}
