/**
 * The policy-change area as a new visitor meets it in Chromium: the hub, then the driver, vehicle and general
 * change wizards completed against the real server, each ending with its request stored.
 */
import { expect, test } from '@playwright/test';
import {
  choose,
  field,
  fillContact,
  nextStep,
  PDF,
  PNG,
  solveCaptchaAndSubmit,
  stepTitle,
  storedSubmission,
  thankYouRequestId,
} from './wizard-steps';

test('the hub leads to the four change wizards, the contact page and the agency phone', async ({ page }) => {
  await page.goto('/policy-change');
  for (const path of ['/policy-change/address', '/policy-change/driver', '/policy-change/vehicle', '/policy-change/general']) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  }
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  await expect(page.getByTestId('faq-item')).toHaveCount(6);
  await page.locator('main a[href="/policy-change/driver"]').first().click();
  await expect(page).toHaveURL(/\/policy-change\/driver$/);
  await expect(stepTitle(page)).toHaveText('STEP 1: Contact & Driver Info');
});

test('a policyholder adds a driver, who needs a document', async ({ page }) => {
  await page.goto('/policy-change/driver');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await fillContact(page, { name: 'Kim Pham', email: 'kim.pham@example.com', phone: '4085550111', policy: 'K-123456-01' });
  await choose(page, /^Requested Change/, 'Add Driver');
  await field(page, /^Driver's Full Name/).fill('Alex Pham');
  await field(page, /^Driver's License Number/).fill('D1234567');
  await field(page, /^Date of Birth/).fill('2008-04-02');
  await choose(page, /^Relationship/, 'Child');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: Documents');
  await expect(page.getByTestId('step-notice')).toContainText('Documents are required when adding a driver');

  // Adding a driver without a document is refused on this step, with the schema's message.
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: Documents');
  // (Inside the form: the screen-reader announcement outside it repeats the message.)
  const documentsRequired = page.locator('form').getByText("Please upload at least one document (for example the driver's license).");
  await expect(documentsRequired).toBeVisible();
  await expect(page.getByTestId('wizard-announcer')).toContainText('Supporting Documents');

  await page.getByTestId('attachments-input').setInputFiles({ name: 'license-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(documentsRequired).toHaveCount(0);
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Review & Submit');
  await expect(page.getByTestId('wizard-review')).toContainText('Add Driver');
  await expect(page.getByTestId('wizard-review')).toContainText('license-front.png');
  // Stored as digits, read back grouped.
  await expect(page.getByTestId('wizard-review')).toContainText('(408) 555-0111');

  await solveCaptchaAndSubmit(page, 'Submit Request');
  const requestId = await thankYouRequestId(page, 4, 'DRV');
  await expect(page.getByTestId('wizard-success')).toContainText('Your driver change request has been submitted.');
  const stored = await storedSubmission(requestId);
  expect(stored.wizardId).toBe('driver-change');
  expect(stored.payload).toMatchObject({
    phone: '4085550111',
    changeType: 'driver',
    additionalData: { action: 'add', driverName: 'Alex Pham', licenseNumber: 'D1234567', relationship: 'child' },
  });
  expect(stored.files.map((file) => [file.name, file.type, file.content.equals(PNG)])).toEqual([
    ['license-front.png', 'image/png', true],
  ]);
});

test('a policyholder adds a vehicle, its year, make and model filled by the VIN lookup', async ({ page }) => {
  await page.goto('/policy-change/vehicle');
  await fillContact(page, { name: 'Luis Ortega', email: 'luis@example.com', phone: '+14085550122', policy: 'PS-CA-7654321' });
  await choose(page, /^Requested Change/, 'Add Vehicle');
  await field(page, /^Primary Driver/).fill('Luis Ortega');

  // A malformed VIN is refused by the lookup (logged only) and by the form.
  const vin = field(page, /^Vehicle ID Number/);
  await vin.fill('1hgcm82633a004352');
  await expect(vin).toHaveValue('1HGCM82633A004352');
  await page.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(page.getByTestId('vin-decode-status')).toContainText('Decoded: 2003 HONDA Accord', { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: /^Year/ })).toContainText('2003');
  await expect(page.locator('[id="wizard.additionalData.vehicleMake"]')).toHaveValue('HONDA');
  await expect(page.locator('[id="wizard.additionalData.vehicleModel"]')).toHaveValue('Accord');

  await field(page, /^License Plate/).fill('8ABC123');
  await field(page, /^Annual Mileage/).fill('12000');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: Documents');
  await page.getByTestId('attachments-input').setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Review & Submit');
  // The make as the review writes it; it is stored in the vehicle data's capitals (below).
  for (const text of ['1HGCM82633A004352', '2003', 'Honda', 'Accord', '8ABC123', 'registration.pdf']) {
    await expect(page.getByTestId('wizard-review')).toContainText(text);
  }

  await solveCaptchaAndSubmit(page, 'Submit Request');
  const requestId = await thankYouRequestId(page, 4, 'VEH');
  await expect(page.getByTestId('wizard-success')).toContainText('Your vehicle change request has been submitted.');
  const stored = await storedSubmission(requestId);
  expect(stored.wizardId).toBe('vehicle-change');
  expect(stored.payload).toMatchObject({
    changeType: 'vehicle',
    additionalData: {
      vehicleAction: 'add',
      vehicleVin: '1HGCM82633A004352',
      vehicleYear: 2003,
      vehicleMake: 'HONDA',
      vehicleModel: 'Accord',
      vehicleAnnualMileage: 12000,
    },
  });
  expect(stored.files.map((file) => file.name)).toEqual(['registration.pdf']);
});

test('a policyholder asks for a named insured change, with the matching document hints', async ({ page }) => {
  await page.goto('/policy-change/general');
  await expect(stepTitle(page)).toHaveText('STEP 1: Contact and Request Info');
  await fillContact(page, { name: "Erin O'Brien", email: 'erin@example.com', phone: '4085550133', policy: 'SAF-7654321-02' });
  await choose(page, /^Type of Change/, 'Named Insured Change');
  await expect(page.getByRole('combobox', { name: /^Urgency/ })).toContainText('Normal');
  await field(page, /^Effective Date/).fill('2026-12-20');
  await field(page, /^Reason for Change/).fill('I married and changed my last name.');
  // Enter in a field moves on, as Next does.
  await field(page, /^Effective Date/).press('Enter');
  await expect(stepTitle(page)).toHaveText('STEP 2: Documents');
  await expect(page.getByTestId('step-notice')).toContainText('marriage certificate');
  await expect(page.getByTestId('step-notice')).toContainText('Any additional supporting documentation');
  await page.getByTestId('attachments-input').setInputFiles({ name: 'marriage-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Review and Submit');
  await expect(page.getByTestId('wizard-review')).toContainText('Named Insured Change');
  await expect(page.getByTestId('wizard-review')).toContainText('Normal');

  await solveCaptchaAndSubmit(page, 'Submit Request');
  await expect(page.getByTestId('sending-overlay')).toContainText('Processing Your Policy Change Request');
  const requestId = await thankYouRequestId(page, 4, 'GEN');
  await expect(page.getByTestId('wizard-success')).toContainText('Your policy change request has been submitted.');
  const stored = await storedSubmission(requestId);
  expect(stored.wizardId).toBe('general-change');
  expect(stored.payload).toMatchObject({
    changeType: 'named_insured_change',
    urgency: 'normal',
    effectiveDate: '2026-12-20',
    reasonForChange: 'I married and changed my last name.',
  });
  expect(stored.files.map((file) => file.name)).toEqual(['marriage-certificate.pdf']);
});
