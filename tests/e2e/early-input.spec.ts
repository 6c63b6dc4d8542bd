/**
 * A visitor on a slow phone may start typing into a pre-rendered form before its code has arrived. Here the scripts
 * are held back while Playwright types into the served fields; once the page has come to life, what was typed must
 * still be there and count as the visitor's answer.
 */
import { expect, test } from '@playwright/test';
import { holdScripts } from './islands';
import { field, nextStep, stepTitle } from './wizard-steps';

test('a wizard adopts what was typed before it came to life', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/quote/home', { waitUntil: 'commit' });
  await field(page, /^Full Name/).fill('Early Typist');
  await field(page, /^Email Address/).fill('early@example.com');
  // Until then Next is disabled: a tap on it would do nothing.
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  release();
  // Alive once a change reaches the form's state: the required-field message does not come back on Next.
  await field(page, /^Phone Number/).fill('4085550144');
  await field(page, /^Mailing Address/).fill('1250 Story Road, Suite 200');
  await field(page, /^City/).fill('San Jose');
  await field(page, /^State/).fill('CA');
  await field(page, /^ZIP Code/).fill('95122');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: Property Information');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, /^Full Name/)).toHaveValue('Early Typist');
  await expect(field(page, /^Email Address/)).toHaveValue('early@example.com');
});

test('the policy-number box looks up what was typed before it came to life', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/services/make-claim', { waitUntil: 'commit' });
  const box = page.getByLabel('Policy number (optional)');
  await box.fill('SAF-1234567-01');
  // Until then the button is disabled: the browser would send the form itself and reload the page.
  const find = page.getByRole('button', { name: 'Find my carrier' });
  await expect(find).toBeDisabled();
  release();
  await expect(find).toBeEnabled();
  await expect(page.getByTestId('carrier-result')).toHaveText('Carrier: Safeco');
  await expect(page.locator('[data-testid="carrier-card"][data-carrier="safeco"]')).toHaveAttribute('data-highlighted', 'true');
  await expect(box).toHaveValue('SAF-1234567-01');
});

test('the contact form keeps an early message and cannot be sent before it works', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByTestId('contact-form');
  await form.getByLabel(/^Message/).fill('Typed before the page was ready.');
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  release();
  await expect(send).toBeEnabled();
  await send.click();
  // Sending checks every field: the early message counts, the empty name does not.
  await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Message/)).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByLabel(/^Message/)).toHaveValue('Typed before the page was ready.');
});

test('the newsletter signup checks an address typed before it came to life', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const signup = page.getByTestId('newsletter');
  const input = signup.getByLabel('Email address');
  await input.fill('early-reader@');
  const subscribe = signup.getByRole('button', { name: 'SUBSCRIBE' });
  await expect(subscribe).toBeDisabled();
  release();
  await expect(signup).toHaveAttribute('data-island-state', 'hydrated');
  await input.blur();
  await expect(signup.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(input).toHaveValue('early-reader@');
  await input.pressSequentially('example.com');
  await expect(subscribe).toBeEnabled();
  await expect(signup.getByTestId('captcha')).toBeVisible();
});

test('a contact field filled in and left before the form came to life shows its message', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByTestId('contact-form');
  const phone = form.getByLabel(/^Phone Number/);
  await phone.fill('555-12');
  await form.getByLabel(/^Message/).focus();
  release();
  await expect(form).toHaveAttribute('data-island-state', 'hydrated');
  // Left with a wrong number: its message, as if it had been left now. The field still being written is not judged.
  await expect(form.getByText('Invalid format.', { exact: true })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Message/)).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'false');
});

test('a newsletter address filled in and left before the signup came to life shows its message', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const signup = page.getByTestId('newsletter');
  const input = signup.getByLabel('Email address');
  await input.fill('early-reader@');
  await input.blur();
  release();
  await expect(signup).toHaveAttribute('data-island-state', 'hydrated');
  await expect(signup.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('a wizard field filled in and left before the wizard came to life shows its message', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/quote/home', { waitUntil: 'commit' });
  await field(page, /^Email Address/).fill('early@');
  await field(page, /^Full Name/).fill('Early Typist');
  release();
  await expect(page.locator('[data-island="wizard"]')).toHaveAttribute('data-island-state', 'hydrated');
  // The address was left: its message shows. The name is still being written: nothing is said about it yet.
  await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
  await expect(field(page, /^Email Address/)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, /^Full Name/)).toHaveValue('Early Typist');
  await expect(field(page, /^Phone Number/)).not.toHaveAttribute('aria-invalid', 'true');
});
