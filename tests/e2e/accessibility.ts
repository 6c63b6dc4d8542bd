/** axe-core's audit of what the page shows now, as the browser tests run it. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ISLAND_ATTRIBUTE, ISLAND_STATE_ATTRIBUTE, NEAR_VIEWPORT_PX } from '../../src/app/island-attributes';

/**
 * Fails with each rule axe finds broken and the elements that break it. Audited once the islands in or near view have
 * come to life and the page's fade-in, any entrance and any transition have ended: mid-fade, text is paler than it
 * is for the visitor, and a wizard hydrating during the audit would have its Next button measured half-way from
 * its served, disabled grey to its own colours.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.waitForFunction(
    ({ island, state, margin }) =>
      [...document.querySelectorAll(`[${island}]`)].every((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return element.getAttribute(state) === 'hydrated' || top > window.innerHeight + margin || bottom < -margin;
      }),
    { island: ISLAND_ATTRIBUTE, state: ISLAND_STATE_ATTRIBUTE, margin: NEAR_VIEWPORT_PX },
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, where).toEqual([]);
}
