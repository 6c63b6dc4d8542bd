/**
 * The claim and payment directories in Chromium: 13 carrier cards, the policy-number finder bringing the right card
 * forward, one card open at a time, and the carrier without a payment portal offering calls instead.
 */
import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.getByTestId('carrier-card');
const card = (page: Page, key: string) => page.locator(`[data-testid="carrier-card"][data-carrier="${key}"]`);
const toggle = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`contact details for ${name}$`) });

test('the claim directory lists 13 carriers with portal, phone, e-mail and website links', async ({ page }) => {
  await page.goto('/services/make-claim');
  await expect(page).toHaveTitle(/^Make a Claim \|/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /claim/i);
  await expect(cards(page)).toHaveCount(13);
  await expect(page.getByRole('link', { name: /^File a Claim Online with/ })).toHaveCount(13);
  const safeco = card(page, 'safeco');
  await expect(safeco.getByRole('link', { name: /^File a Claim Online with Safeco/ })).toHaveAttribute('target', '_blank');
  await expect(safeco.getByRole('link', { name: /^File a Claim Online with Safeco/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await toggle(page, 'Safeco').click();
  await expect(safeco.locator('a[href^="tel:+1800555"]')).toBeVisible();
  await expect(safeco.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(safeco.getByRole('link', { name: /^Visit website of Safeco/ })).toBeVisible();
  await expect(page.locator('main a[href="/contact"]')).toBeVisible();
  // The closing banner's quote button; the desktop banner's quick actions link to /quote too.
  await expect(page.getByRole('link', { name: 'Get a Free Quote', exact: true })).toHaveAttribute('href', '/quote');
});

test('the banner button, a link to the carrier list, scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/services/make-claim');
  await page.getByRole('link', { name: 'Find Your Insurance Company' }).click();
  await expect(page.getByRole('heading', { name: 'Our partner insurance companies' })).toBeInViewport();
});

test('typing a policy number brings the carrier card forward, expanded and highlighted', async ({ page }) => {
  await page.goto('/services/make-claim');
  await page.getByLabel('Policy number (optional)').fill('SAF-1234567-01');
  await expect(page.getByTestId('carrier-result')).toHaveText('Carrier: Safeco');
  await expect(card(page, 'safeco')).toHaveAttribute('data-highlighted', 'true');
  await expect(toggle(page, 'Safeco')).toHaveAttribute('aria-expanded', 'true');

  // The order of the patterns decides: a Pacific Specialty number is not Progressive's.
  await page.getByLabel('Policy number (optional)').fill('PS-AB-1234567');
  await page.getByRole('button', { name: 'Find my carrier' }).click();
  await expect(page.getByTestId('carrier-result')).toHaveText('Carrier: Pacific Specialty');
  await expect(card(page, 'pacific')).toHaveAttribute('data-highlighted', 'true');
  await expect(card(page, 'safeco')).not.toHaveAttribute('data-highlighted');
  await expect(toggle(page, 'Pacific Specialty')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page, 'Safeco')).toHaveAttribute('aria-expanded', 'false');
  await expect(card(page, 'pacific')).toBeInViewport();
  await expect(card(page, 'pacific')).toBeFocused();
});

test('a number of no known format is Unknown, with a hint to call the agency', async ({ page }) => {
  await page.goto('/services/make-payment');
  await page.getByLabel('Policy number (optional)').fill('XYZ-42');
  await page.getByRole('button', { name: 'Find my carrier' }).click();
  await expect(page.getByTestId('carrier-result')).toHaveText('Carrier: Unknown');
  await expect(page.getByRole('status').locator('a[href^="tel:"]')).toBeVisible();
  await expect(page.locator('[data-highlighted="true"]')).toHaveCount(0);

  // While typing, Unknown waits for a pause instead of flashing at every keystroke of a partial number.
  await page.getByLabel('Policy number (optional)').fill('');
  await page.getByLabel('Policy number (optional)').pressSequentially('SAF-12', { delay: 50 });
  await expect(page.getByTestId('carrier-result')).toBeHidden();
  await expect(page.getByTestId('carrier-result')).toHaveText('Carrier: Unknown');
});

test('at most one card is expanded; clicking the open one collapses it', async ({ page }) => {
  await page.goto('/services/make-claim');
  await toggle(page, 'Anchor').click();
  await expect(toggle(page, 'Anchor')).toHaveAttribute('aria-expanded', 'true');
  await toggle(page, 'Kemper').click();
  await expect(toggle(page, 'Kemper')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page, 'Anchor')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);
  await toggle(page, 'Kemper').click();
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
  // The label reads as words on screen, not only to a screen reader: "Show contact details", then "Hide ...".
  await expect(toggle(page, 'Kemper')).toHaveText(/^Show contact details/, { useInnerText: true });
  await toggle(page, 'Kemper').click();
  await expect(toggle(page, 'Kemper')).toHaveText(/^Hide contact details/, { useInnerText: true });
});

test('the payment directory offers calls for the carrier without an online payment portal', async ({ page }) => {
  await page.goto('/services/make-payment');
  await expect(page).toHaveTitle(/^Make a Payment \|/);
  await expect(cards(page)).toHaveCount(13);
  await expect(page.getByRole('link', { name: /^Make a Payment Online with/ })).toHaveCount(12);
  const aegis = card(page, 'aegis');
  await expect(aegis.getByRole('link', { name: /Make a Payment Online/ })).toHaveCount(0);
  await expect(aegis.getByTestId('no-portal')).toContainText('Aegis does not take payments online');
  await expect(aegis.getByRole('link', { name: /^Call Aegis/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(aegis.getByRole('link', { name: /^Call us/ })).toBeVisible();
  await page.getByLabel('Policy number (optional)').fill('AEGIS-1234567');
  await expect(page.getByTestId('carrier-result')).toHaveText('Carrier: Aegis');
  await expect(aegis).toHaveAttribute('data-highlighted', 'true');
});
