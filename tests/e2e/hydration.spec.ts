/**
 * Every pre-rendered page hydrates without a mismatch. Production React stays silent about most mismatches (it keeps
 * the server's attributes and moves on), so this runs against the development build (npm run build:dev), served one
 * port up, where React logs each one, along with every other misuse it checks only in development.
 */
import { expect, test, type Page } from '@playwright/test';
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
    // The page's chunks load and hydrate before the network falls quiet.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems, path).toEqual([]);
  }
});

test('the check notices a page whose served markup differs from what the browser renders', async ({ page }) => {
  const problems = collectProblems(page);
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('Your neighbors in insurance since 1988', 'Something else');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  // React reports the mismatch when the page's chunks have hydrated, which on a busy machine can come after the
  // network fell quiet: the report is waited for, not expected at once.
  await expect
    .poll(() => problems.join('\n'), { timeout: 15_000 })
    .toContain("Hydration failed because the server rendered text didn't match the client");
});
