/**
 * The API reference page in Chromium, as the production server serves it: Redoc renders the operations of the live
 * document under the site's page policy, with no script blocked and no eval needed. The one thing the policy blocks
 * is Redoc's attribution logo on a third-party CDN, on purpose (docs/decisions/0184).
 */
import { expect, test } from '@playwright/test';

test('the reference page renders every operation without a script violation', async ({ page }) => {
  await page.addInitScript(() => {
    const list: string[] = [];
    Object.assign(window, { cspViolations: list });
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  const operations = page.locator('[data-section-id^="operation/"]');
  await expect(operations.first()).toBeVisible({ timeout: 30_000 });
  expect(await operations.count()).toBeGreaterThan(20);

  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations.filter((violation) => !violation.startsWith('img-src blocked https://cdn.redoc.ly/'))).toEqual([]);
  expect(errors).toEqual([]);
});
