/**
 * The budget script (scripts/check-budgets.ts) weighs the JavaScript it predicts each page can load. Here Chromium
 * opens the budgeted pages and brings every island to life, and the files it actually fetches must be exactly those:
 * a budget over a guess would prove nothing. Also checks that the server sends the build's compressed copies.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageScripts, readBuildOutput } from '../../scripts/page-scripts';
import { hydrateEveryIsland } from './islands';

for (const path of ['/', '/contact', '/services/make-claim', '/quote/commercial']) {
  test(`${path} loads exactly the scripts the budget weighs`, async ({ page }) => {
    const build = readBuildOutput();
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) fetched.add(url.pathname.slice(1));
    });
    await page.goto(path);
    await hydrateEveryIsland(page);
    await page.waitForLoadState('networkidle');
    expect([...fetched].sort()).toEqual(pageScripts(build, path).sort());
  });
}

test('pages and scripts are sent compressed', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const build = readBuildOutput();
  // The largest of the page's scripts (files under half a kilobyte are not worth compressing and have no copy).
  const [script] = pageScripts(build, '/').sort((a, b) => statSync(join(build.distDir, b)).size - statSync(join(build.distDir, a)).size);
  const asset = await request.get(`/${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toContain('immutable');
});
