/**
 * Axe's serious and critical findings in <main> (or `within`, e.g. a dialog's portal), for the specs that scan a screen. Fluent's focus
 * sentinels (tabster's `data-tabster-dummy` elements, aria-hidden but focusable on purpose, to
 * hand focus on at once) are axe's known false positive of aria-hidden-focus (microsoft/tabster#288)
 * and are left out. Each finding reads `rule: count × first node's html`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, within = 'main'): Promise<string[]> {
  // Elements still fading in (the dashboards' staggered cards) read to axe as low contrast.
  await finishedAnimations(page);
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

/** Resolves when every animation that ends has ended (endless ones, like spinners, are not awaited). */
export async function finishedAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
}
