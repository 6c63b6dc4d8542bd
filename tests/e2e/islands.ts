/** Helpers for pages made of islands (docs/islands.md). */
import { expect, type Page } from '@playwright/test';

/** Brings every island of the page to life: each is scrolled into view, then its hydrated mark is waited for. */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  const islands = page.locator('[data-island]');
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  }
}
