/** axe-core's audit of what the page shows now, as the browser tests run it, and HTML_CodeSniffer's beside it. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { htmlCodeSnifferErrors } from './html-codesniffer';
import { islandsInViewHydrated } from './islands';

/**
 * Fails with each rule axe finds broken and the elements that break it. Audited once the islands in or near view have
 * come to life and the page's fade-in, any entrance and any transition have ended: mid-fade, text is paler than it
 * is for the visitor, and a wizard hydrating during the audit would have its Next button measured half-way from
 * its served, disabled grey to its own colours.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await islandsInViewHydrated(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe.run() in the page itself. The default mode gathers each frame's results and combines them
  // in a blank page it opens for every audit, which is half of each audit's time; it exists for cross-origin frames,
  // which the site's policy (default-src 'self') never loads. Same-origin frames are audited either way.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const found = violations.map((violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, where).toEqual([]);
}

/** axe's audit, then HTML_CodeSniffer's WCAG 2 AA errors on the same state: the site's pages and wizard steps. */
export async function expectNoAccessibilityErrors(page: Page, where: string): Promise<void> {
  await expectNoAxeViolations(page, where);
  expect(await htmlCodeSnifferErrors(page), `HTML_CodeSniffer, ${where}`).toEqual([]);
}
