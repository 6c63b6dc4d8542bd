/**
 * axe and HTML_CodeSniffer find nothing on any page, at a phone's and a desktop's width, with every island brought to life, nor in the
 * states a visitor opens: the phone menu, a desktop submenu, an FAQ answer, a carrier card found by its policy
 * number, the forms' error messages. (Every wizard step is audited by the wizard tests, as they reach it.)
 */
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityErrors } from './accessibility';
import { hydrateEveryIsland } from './islands';
import { pagePaths } from './site-pages';

for (const { name, width, height } of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test(`axe finds nothing on any page on a ${name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    for (const path of pagePaths) {
      await page.goto(path);
      await hydrateEveryIsland(page);
      await expectNoAccessibilityErrors(page, path);
    }
  });
}

test('axe finds nothing in the states a visitor opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAccessibilityErrors(page, 'the phone menu');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.locator('summary').first().click();
  await expectNoAccessibilityErrors(page, 'an FAQ answer');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services/make-claim');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'COVERAGE' }).click();
  await expectNoAccessibilityErrors(page, 'a desktop submenu');
  await page.getByLabel('Policy number (optional)').fill('SAF-1234567-01');
  await expect(page.getByTestId('carrier-result')).toHaveText('Carrier: Safeco');
  await expectNoAccessibilityErrors(page, 'a carrier card found');

  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  const signup = page.getByTestId('newsletter');
  await signup.getByLabel('Email address').fill('not-an-address');
  await signup.getByLabel('Email address').blur();
  await expect(signup.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expectNoAccessibilityErrors(page, 'the forms with their errors');
});
