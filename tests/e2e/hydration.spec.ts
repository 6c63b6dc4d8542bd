/**
 * Every island of every pre-rendered page comes to life without a mismatch. Production React stays silent about most
 * mismatches (it keeps the server's attributes and moves on), so this runs against the development build (npm run
 * build:dev), served one port up, where React logs each one, along with every other misuse it checks only in
 * development. Islands below the fold hydrate as they near the viewport, so each one is scrolled to first.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrateEveryIsland } from './islands';
import { pagePaths } from './site-pages';
import { developmentURL } from './servers';

test.use({ baseURL: developmentURL, viewport: { width: 1280, height: 800 } });

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  return problems;
}

test('every page hydrates in the development build without a mismatch, warning or error', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page);
  for (const path of pagePaths) {
    await page.goto(path);
    await hydrateEveryIsland(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems, path).toEqual([]);
  }
});

test('the check notices a page whose served markup differs from what the browser renders', async ({ page }) => {
  const problems = collectProblems(page);
  // Text inside the wizard, the page's React island.
  await page.route('**/quote/auto', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('POLICY HOLDER INFORMATION</h2>', 'SOMETHING ELSE</h2>');
    expect(html).toContain('SOMETHING ELSE');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/quote/auto');
  await hydrateEveryIsland(page);
  // React reports the mismatch as it hydrates, which on a busy machine can come after the mark: the report is
  // waited for, not expected at once.
  await expect
    .poll(() => problems.join('\n'), { timeout: 15_000 })
    .toContain("Hydration failed because the server rendered text didn't match the client");
});
