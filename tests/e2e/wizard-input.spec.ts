/**
 * On a 390 px phone in Chromium: a phone photo of a document, 12 megapixels and 5 MB with the GPS position in its
 * EXIF data, is shrunk in the browser and reaches the server under 2 MB, upright and without EXIF; a phone number
 * typed with punctuation is accepted as the schema's digits; a ZIP code fills the city and state, and never over
 * what the visitor typed.
 */
import { expect, test } from '@playwright/test';
import { MAX_FILE_BYTES } from '../../src/wizard/widgets/attachments/upload-rules';
import { jpegInfo, makePhonePhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from '../../scripts/bench/phone-photo';
import { byId, choose, field, fillContact, nextStep, solveCaptchaAndSubmit, stepTitle, storedSubmission, thankYouRequestId } from './wizard-steps';

const PHONE = { width: 390, height: 844 };

test('a 5 MB phone photo with GPS data reaches the server under 2 MB, upright and without EXIF', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/policy-change/address');
  await fillContact(page, { name: 'Maria Lopez-Nguyen', email: 'maria@example.com', phone: '(408) 555-0123', policy: 'AG-12345678' });
  for (const [group, street] of [['currentAddress', '1234 Story Road'], ['newAddress', '77 North First Street']] as const) {
    await page.locator(`[id$="${group}.street"]`).fill(street);
    await page.locator(`[id$="${group}.city"]`).fill('San Jose');
    await page.locator(`[id$="${group}.zipCode"]`).fill('95122');
  }
  await field(page, /^Move Date/).fill('2027-01-15');
  await choose(page, /Address Type/, 'Residential');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: Documents');

  const photo = await makePhonePhoto(page);
  expect(photo.length).toBeGreaterThan(4.5 * 1024 * 1024);
  expect(photo.length).toBeLessThan(6 * 1024 * 1024);
  expect(jpegInfo(photo)).toEqual({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT, hasExif: true });

  // The shrinking runs under the site's Content-Security-Policy: nothing it does may be refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  // A mid-range phone's CPU, so the shrinking lasts long enough to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByTestId('attachments-input').setInputFiles({ name: 'registration.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('progressbar', { name: 'Shrinking registration.jpg' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Shrinking registration.jpg to fit 2MB...' })).toBeVisible();
  await page.screenshot({ path: 'test-results/wizard-input-shrinking-390.png' });
  const listed = page.getByTestId('attachments-list').getByRole('listitem');
  await expect(listed).toHaveCount(1, { timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(listed).toContainText('registration.jpg');
  await expect(listed).toContainText(/\d(\.\d)? MB, shrunk from 5(\.\d)? MB|\d KB, shrunk from 5(\.\d)? MB/);
  await expect(page.getByTestId('upload-errors')).toHaveText('');
  expect(refused).toEqual([]);
  await listed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/wizard-input-shrunk-390.png' });

  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Review & Submit');
  await expect(page.getByTestId('wizard-review')).toContainText('registration.jpg');
  await solveCaptchaAndSubmit(page, 'Submit Request');
  const requestId = await thankYouRequestId(page, 4, 'ADR');

  const stored = await storedSubmission(requestId);
  expect(stored.payload).toMatchObject({ phone: '4085550123' });
  expect(stored.files).toHaveLength(1);
  const [file] = stored.files;
  expect(file?.name).toBe('registration.jpg');
  expect(file?.type).toBe('image/jpeg');
  expect(file?.size).toBe(file?.content.length);
  expect(file?.content.length).toBeLessThanOrEqual(MAX_FILE_BYTES);
  const kept = jpegInfo(file!.content);
  expect(kept.hasExif).toBe(false);
  expect(file!.content.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(false);
  // The orientation is in the pixels now: the photo was taken upright, so it is taller than wide.
  expect(kept.height).toBeGreaterThan(kept.width);
  // Legible: the long side stays at 1,600 px or more.
  expect(kept.height).toBeGreaterThanOrEqual(1600);
});

test('a phone number typed with punctuation and a ZIP code: San Jose, CA filled in, and the visitor moves on', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/quote/auto');
  await field(page, /^Full Name/).fill('Dana Whitfield');
  await field(page, /^Email Address/).fill('dana@example.com');
  await expect(page.getByText('e.g. (408) 555-0123. Spaces, dashes, dots and brackets are fine.')).toBeVisible();
  await field(page, /^Phone Number/).fill('(408) 555-1234');
  await field(page, /^Mailing Address/).fill('1250 Story Road, Suite 200');
  await byId(page, 'zipCode').fill('95122');
  await byId(page, 'zipCode').blur();

  await expect(byId(page, 'city')).toHaveValue('San Jose');
  // Its label rises out of the way of the filled-in text, as for typed text.
  await expect(page.locator('label[for="wizard.city"]')).toHaveAttribute('data-shrink', 'true');
  await expect(byId(page, 'state')).toHaveValue('CA');
  await expect(page.getByTestId('zip-fill-status')).toHaveText('Filled in from the ZIP code: San Jose, CA.');
  // The visitor's own spelling stays in the field.
  await expect(field(page, /^Phone Number/)).toHaveValue('(408) 555-1234');
  await expect(page.getByText('Invalid format.', { exact: true })).toHaveCount(0);
  await byId(page, 'zipCode').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/wizard-input-zip-filled-390.png' });

  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: VEHICLE INFORMATION');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepTitle(page)).toHaveText('STEP 1: POLICY HOLDER INFORMATION');
  await expect(byId(page, 'city')).toHaveValue('San Jose');
  // Drawn again, the field still shows the number as the visitor wrote it, not the form's digits.
  await expect(field(page, /^Phone Number/)).toHaveValue('(408) 555-1234');

  // A city and a state the visitor typed stay, whatever ZIP code follows (95002 is Alviso's); the state may be typed
  // in lower case.
  await byId(page, 'city').fill('Milpitas');
  await byId(page, 'state').fill('nv');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/zip-codes/95002') && response.ok());
  await byId(page, 'zipCode').fill('95002');
  await byId(page, 'zipCode').blur();
  await answered;
  await expect(byId(page, 'city')).toHaveValue('Milpitas');
  await expect(page.getByTestId('zip-fill-status')).toHaveText('');
  await expect(byId(page, 'state')).toHaveValue('nv');
  await expect(page.getByText("Please enter a US state's two-letter code, e.g. CA.")).toHaveCount(0);
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: VEHICLE INFORMATION');
});

test('the contact form says how to write a phone number and takes it with punctuation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  const phone = form.getByLabel(/^Phone Number/);
  await expect(phone).toHaveAccessibleDescription('e.g. (408) 555-0142. Spaces, dashes, dots and brackets are fine.');
  await phone.fill('555-12');
  await phone.blur();
  await expect(form.getByText('Invalid format.', { exact: true })).toBeVisible();
  await phone.fill('+1 (408) 555-0142');
  await phone.blur();
  await expect(form.getByText('Invalid format.', { exact: true })).toHaveCount(0);
  await expect(phone).toHaveAttribute('aria-invalid', 'false');
});
