/**
 * A new visitor completes the address change request in Chromium, against the production build served by the
 * real API: every refusal path a visitor meets on the way, then the upload, the captcha, the submission, the
 * thank-you step, and the stored row.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  type Contact,
  expectPrivacyNotice,
  field,
  fillContact,
  nextStep,
  PDF,
  stepTitle,
  storedSubmission,
  thankYouRequestId,
} from './wizard-steps';
import { lineCount } from './layout';

const REQUIRED = 'This field is required.';

interface Visitor extends Contact {
  current: { street: string; zip: string };
  next: { street: string; zip: string };
  moveDate: string;
  addressType: string;
}

async function fillContactStep(page: Page, visitor: Visitor) {
  await fillContact(page, visitor);
  for (const [group, address] of [['currentAddress', visitor.current], ['newAddress', visitor.next]] as const) {
    await page.locator(`[id$="${group}.street"]`).fill(address.street);
    await page.locator(`[id$="${group}.city"]`).fill('San Jose');
    await page.locator(`[id$="${group}.zipCode"]`).fill(address.zip);
  }
  await field(page, /^Move Date/).fill(visitor.moveDate);
  await choose(page, /Address Type/, visitor.addressType);
}

test('a new visitor completes an address change request', async ({ page }) => {
  await page.goto('/policy-change/address');
  await expect(page).toHaveTitle(/Address/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stepTitle(page)).toHaveText('STEP 1: Contact & Address Info');
  await expect(page.getByTestId('wizard-progress')).toContainText('25%');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  // Next on the empty step: every required field says so, the step stays, focus goes to the first invalid field.
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 1: Contact & Address Info');
  // Full name, e-mail, phone, policy number, 2 x (street, city, ZIP), move date, address type; the states default to CA.
  await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(12);
  await expect(field(page, /^Full Name/)).toBeFocused();
  await expect(page.getByTestId('wizard-announcer')).toContainText('12 fields need attention');
  for (const label of [/^Full Name/, /^Email Address/, /^Phone Number/, /^Policy Number/, /^Move Date/]) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  }

  await fillContactStep(page, {
    name: 'Maria Lopez-Nguyen',
    email: 'maria.lopez@example.com',
    phone: '4085550123',
    policy: 'AG-12345678',
    current: { street: '1234 Story Road', zip: '95122' },
    next: { street: '77 North First Street', zip: '9511' },
    moveDate: '2026-12-15',
    addressType: 'Residential',
  });

  // A bad ZIP: "Invalid format." under it, and Enter in the field, as Next would, refuses.
  await page.locator('[id$="newAddress.zipCode"]').press('Enter');
  await expect(page.getByText('Invalid format.', { exact: true })).toHaveCount(1);
  await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(0);
  await expect(stepTitle(page)).toHaveText('STEP 1: Contact & Address Info');
  await expect(page.locator('[id$="newAddress.zipCode"]')).toBeFocused();
  await page.locator('[id$="newAddress.zipCode"]').fill('95113');
  await expect(page.getByText('Invalid format.', { exact: true })).toHaveCount(0);

  // Enter in a field moves on, as Next does: Next is the step's submit button.
  await field(page, /^Policy Number/).press('Enter');
  await expect(stepTitle(page)).toHaveText('STEP 2: Documents');
  await expect(stepTitle(page)).toBeFocused();
  await expect(page.getByTestId('wizard-progress')).toContainText('50%');

  // Upload refusals with the spec's messages, then a real PDF.
  const input = page.getByTestId('attachments-input');
  await input.setInputFiles({ name: 'big-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024, 0x25) });
  await expect(page.getByTestId('upload-errors')).toHaveText('File "big-scan.pdf" exceeds the maximum size of 2MB.');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('upload-errors')).toHaveText(
    'File "notes.txt" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.',
  );
  await input.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('attachments-list')).toContainText('lease.pdf');
  await input.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('upload-errors')).toHaveText('File "lease.pdf" is already uploaded.');
  await expect(page.getByTestId('attachments-list').getByRole('listitem')).toHaveCount(1);

  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Review & Submit');
  await expect(page.getByTestId('wizard-progress')).toContainText('75%');
  const review = page.getByTestId('wizard-review');
  for (const text of ['Maria Lopez-Nguyen', 'AG-12345678', '77 North First Street', '95113', 'Residential', 'lease.pdf']) {
    await expect(review).toContainText(text);
  }

  // Submit stays disabled until the captcha is solved; Back and Next rules on the review step.
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await expect(submit).toBeDisabled();
  await expectPrivacyNotice(page.getByTestId('wizard'), submit, /deleted from this website after 12 months/);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByTestId('captcha').getByText("I'm not a robot").click();
  await expect(submit).toBeEnabled({ timeout: 30_000 });

  await submit.click();
  await expect(page.getByTestId('sending-overlay')).toBeVisible();
  await expect(page.getByTestId('sending-overlay')).toContainText(
    /Validating your information|Securing your data|Submitting to our team/,
  );

  const requestId = await thankYouRequestId(page, 4, 'ADR');
  await expect(page.getByTestId('wizard-progress')).toContainText('100%');
  await expect(page.getByTestId('wizard-success')).toContainText('Request Submitted Successfully!');
  await expect(page.getByTestId('wizard-success')).toContainText('Your address change request has been submitted.');
  await expect(page.getByRole('button', { name: /Submit|Next|Back/ })).toHaveCount(0);

  // What the agency will find: the row, its payload and the uploaded document's bytes.
  const stored = await storedSubmission(requestId);
  expect(stored.wizardId).toBe('address-change');
  expect(stored.payload).toMatchObject({
    fullName: 'Maria Lopez-Nguyen',
    changeType: 'address',
    additionalData: { newAddress: { street: '77 North First Street', zipCode: '95113', state: 'CA' } },
  });
  expect(JSON.stringify(stored.payload)).not.toContain('captchaToken');
  expect(stored.clientIp).toBeTruthy();
  expect(stored.files).toEqual([{ name: 'lease.pdf', type: 'application/pdf', size: PDF.length, content: PDF }]);
});

test('on a phone, a failed submission shows the failure box and the visitor can retry', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/policy-change/address');
  await fillContactStep(page, {
    name: 'José Núñez',
    email: 'jose@example.com',
    phone: '+14085550188',
    policy: 'PS-AB-1234567',
    current: { street: '10 Almaden Blvd', zip: '95113' },
    next: { street: '2200 Tully Road #4', zip: '95122-1234' },
    moveDate: '2027-01-05',
    addressType: 'Rental',
  });
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: Documents');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Review & Submit');

  // The first attempt meets a server that is down.
  let attempts = 0;
  await page.route('**/api/policy-change/address', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    else await route.continue();
  });

  const submit = page.getByRole('button', { name: 'Submit Request' });
  await page.getByTestId('captcha').getByText("I'm not a robot").click();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  // Enter on the review step submits.
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'SUBMITTING...' })).toBeDisabled();
  await expect(page.getByTestId('wizard-failure')).toContainText('Submission Failed');
  await expect(page.getByTestId('wizard-failure')).toContainText(
    'There was an error submitting your request. Please try again.',
  );
  // Sending ends two seconds later; a solution is accepted once, so the captcha asks again.
  await expect(page.getByTestId('sending-overlay')).toBeHidden({ timeout: 5_000 });
  await expect(stepTitle(page)).toHaveText('STEP 3: Review & Submit');
  await expect(submit).toBeDisabled();
  await page.getByTestId('captcha').getByText("I'm not a robot").click();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();

  await thankYouRequestId(page, 4, 'ADR');
  expect(attempts).toBe(2);
  // The id the visitor is asked to save reads as one line, not broken after its last hyphen.
  expect(await lineCount(page.getByTestId('request-id'))).toBe(1);
  await page.screenshot({ path: 'test-results/address-change-thank-you-360.png', fullPage: true });
});
