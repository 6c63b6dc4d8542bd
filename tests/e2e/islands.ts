/** Helpers for pages made of islands (docs/architecture.md). */
import { expect, type Page } from '@playwright/test';
import { ISLAND_ATTRIBUTE, ISLAND_STATE_ATTRIBUTE, NEAR_VIEWPORT_PX } from '../../src/app/island-attributes';

/** Brings every island of the page to life: each is scrolled into view, then its hydrated mark is waited for. */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  const islands = page.locator(`[${ISLAND_ATTRIBUTE}]`);
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute(ISLAND_STATE_ATTRIBUTE, 'hydrated');
  }
}

/**
 * Waits, without scrolling, until every island in or near the viewport has come to life: the ones the loader starts
 * by itself where the page stands.
 */
export async function islandsInViewHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ island, state, margin }) =>
      [...document.querySelectorAll(`[${island}]`)].every((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return element.getAttribute(state) === 'hydrated' || top > window.innerHeight + margin || bottom < -margin;
      }),
    { island: ISLAND_ATTRIBUTE, state: ISLAND_STATE_ATTRIBUTE, margin: NEAR_VIEWPORT_PX },
  );
}

/**
 * Holds every script until `release` is called; the served page is readable (and typable) in the meantime. (Its
 * DOMContentLoaded waits for the module scripts, so navigations wait only for the response.)
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
