/**
 * The three quote wizards as a new visitor completes them in Chromium against the real server: lists of vehicles
 * and drivers added and removed within their bounds, VIN decoding, the confirmation dialogs of the optional lists,
 * computed totals, the review, the captcha and the stored request.
 */
import { expect, test, type Page } from '@playwright/test';
import { byId, choose, chooseOption, field, fillBusiness, fillFirstDriver, fillPolicyholder, fillProperty, nextStep, solveCaptchaAndSubmit, stepTitle, storedSubmission, thankYouRequestId } from './wizard-steps';

// Each walks every step of a long wizard with an accessibility audit on each: longer than the default test budget
// on a slow two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

async function decodeVin(page: Page, index: number, vin: string, decoded: string) {
  const item = page.getByTestId('array-item').nth(index);
  await byId(page, `vehicles.${index}.vehicleVIN`).fill(vin);
  await item.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(item.getByTestId('vin-decode-status')).toContainText(`Decoded: ${decoded}`, { timeout: 30_000 });
}

test('auto quote: vehicles and drivers within 1 to 4, VIN decode, review grid, submission', async ({ page }) => {
  await page.goto('/quote/auto');
  await expect(stepTitle(page)).toHaveText('STEP 1: POLICY HOLDER INFORMATION');
  await fillPolicyholder(page);
  await byId(page, 'zipCode').fill('95122-123');
  await nextStep(page);
  await expect(page.locator('form').getByText('Invalid format.', { exact: true })).toBeVisible();
  await byId(page, 'zipCode').fill('95122');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 2: VEHICLE INFORMATION');
  const items = page.getByTestId('array-item');
  await expect(items).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove Vehicle 1' })).toBeDisabled();
  // Up to four vehicles; a fifth is refused.
  const add = page.getByRole('button', { name: 'Add Vehicle' });
  for (let count = 2; count <= 4; count += 1) {
    await add.click();
    await expect(items).toHaveCount(count);
  }
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('You can add up to 4.');
  await page.getByRole('button', { name: 'Remove Vehicle 4' }).click();
  await page.getByRole('button', { name: 'Remove Vehicle 3' }).click();
  await expect(items).toHaveCount(2);
  await expect(add).toBeEnabled();

  await decodeVin(page, 0, '1HGCM82633A004352', '2003 HONDA Accord');
  await expect(byId(page, 'vehicles.0.vehicleMake')).toHaveValue('HONDA');
  await byId(page, 'vehicles.0.annualMileage').fill('11000');
  await byId(page, 'vehicles.0.currentMileage').fill('148000');
  await decodeVin(page, 1, 'JTEBU11F470006153', '2007 TOYOTA FJ Cruiser');
  await byId(page, 'vehicles.1.annualMileage').fill('-5');
  await nextStep(page);
  await expect(page.locator('form').getByText('Annual Mileage must be a positive number.')).toBeVisible();
  await byId(page, 'vehicles.1.annualMileage').fill('8000');
  await byId(page, 'vehicles.1.currentMileage').fill('90500');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 3: POLICY COVERAGE');
  await choose(page, /^Coverage Type/, 'Full Coverage');
  await choose(page, /^Deductible/, '$1,000');
  await choose(page, /^Liability Limits/, '$100,000 / $300,000');
  await choose(page, /^Uninsured Motorist/, '$50,000 / $100,000');
  await choose(page, /^Medical Payments/, '$5,000');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 4: DRIVER INFORMATION');
  await expect(page.getByRole('button', { name: 'Remove Driver 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add Driver' }).click();
  await page.getByRole('button', { name: 'Remove Driver 2' }).click();
  await expect(items).toHaveCount(1);
  await fillFirstDriver(page);
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 5: REVIEW & SUBMIT');
  const grid = page.getByTestId('review-grid').filter({ has: page.getByText('Vehicle 2') });
  await expect(grid).toHaveAttribute('data-columns', '2');
  await expect(grid).toContainText('FJ Cruiser');
  await expect(page.getByTestId('wizard-review')).toContainText('Full Coverage');

  await solveCaptchaAndSubmit(page, 'SUBMIT APPLICATION');
  const requestId = await thankYouRequestId(page, 6, 'AUT', 'THANK YOU');
  await expect(page.getByTestId('wizard-success')).toContainText('✓ Your auto quote application has been submitted successfully!');
  const stored = await storedSubmission(requestId);
  expect(stored.wizardId).toBe('auto-quote');
  expect(stored.payload).toMatchObject({
    quoteType: 'auto',
    coverageType: 'FULL',
    vehicles: [
      { vehicleVIN: '1HGCM82633A004352', vehicleYear: 2003, vehicleMake: 'HONDA', vehicleModel: 'Accord', annualMileage: 11000 },
      { vehicleVIN: 'JTEBU11F470006153', vehicleYear: 2007, vehicleMake: 'TOYOTA', vehicleModel: 'FJ Cruiser' },
    ],
    drivers: [{ firstName: 'Dana', lastName: 'Whitfield', relationshipToPolicyHolder: 'SELF' }],
  });
});

test('home quote: ZIP range, additional interests with the confirmation dialog and the loan number', async ({ page }) => {
  await page.goto('/quote/home');
  await fillPolicyholder(page);
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 2: Property Information');
  await expect(byId(page, 'propertyState')).toBeDisabled();
  await field(page, /^Property Address/).fill('455 Willow Street');
  await field(page, /^Property City/).fill('San Jose');
  await choose(page, /^Property Type/, 'Single Family Home');
  await field(page, /^Property ZIP Code/).fill('96163');
  await nextStep(page);
  await expect(page.locator('form').getByText('Please enter a California ZIP code (90001 to 96162).')).toBeVisible();
  await field(page, /^Property ZIP Code/).fill('95125');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 3: Coverage Options');
  await choose(page, /^Coverage Type/, 'HO-3 Comprehensive');
  await choose(page, /^Personal Liability/, '$300,000');
  await choose(page, /^Deductible/, '$1,000');
  await page.getByRole('checkbox', { name: /Earthquake Coverage/ }).check();
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 4: Additional Information');
  const toggle = page.getByRole('switch', { name: /additional interests/ });
  await toggle.click();
  await expect(page.getByTestId('array-item')).toHaveCount(1);
  await choose(page, /^Interest Type/, 'Loss Payee');
  await expect(page.getByLabel(/^Loan Number/)).toHaveCount(0);
  await choose(page, /^Interest Type/, 'Mortgagee');
  await page.getByLabel(/^Loan Number/).fill('LN-778812');
  await byId(page, 'additionalInterests.0.interestName').fill('Golden Gate Bank');
  await choose(page, /^Relationship/, 'Other');

  // Switching the list off asks first; "No, Keep" keeps the entry.
  await toggle.click();
  const dialog = page.getByTestId('toggle-list-dialog');
  await expect(dialog).toContainText('Are you sure you want to remove all additional interests?');
  await dialog.getByRole('button', { name: 'No, Keep' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(byId(page, 'additionalInterests.0.interestName')).toHaveValue('Golden Gate Bank');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 5: Review & Submit');
  await expect(page.getByTestId('wizard-review')).toContainText('Golden Gate Bank');
  await expect(page.getByTestId('wizard-review')).toContainText('LN-778812');
  await solveCaptchaAndSubmit(page, 'Submit Home Quote');
  const requestId = await thankYouRequestId(page, 6, 'HOM');
  await expect(page.getByTestId('wizard-success')).toContainText('✓ Your home quote application has been submitted successfully!');
  const stored = await storedSubmission(requestId);
  expect(stored.payload).toMatchObject({
    quoteType: 'home',
    propertyState: 'CA',
    propertyZipcode: '95125',
    earthquakeCoverage: true,
    waterBackupCoverage: false,
    hasAdditionalInterests: true,
    additionalInterests: [{ interestType: 'mortgagee', interestName: 'Golden Gate Bank', loanNumber: 'LN-778812' }],
  });
});

test('commercial quote: vehicles and employees toggles, computed totals, currency review, submission', async ({ page }) => {
  await page.goto('/quote/commercial');
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await fillPolicyholder(page);
  await nextStep(page);

  await fillBusiness(page, "Rosa's Taqueria LLC");
  await nextStep(page);

  await fillProperty(page, '1799');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Property & Liability Information');
  await field(page, /^Year Built/).fill('1962');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 4: Vehicle Information');
  const vehiclesToggle = page.getByRole('switch', { name: /vehicles/ });
  await vehiclesToggle.click();
  await decodeVin(page, 0, '1HGCM82633A004352', '2003 HONDA Accord');
  // Switching the list off with a vehicle in it asks first; "Yes, Remove" empties it.
  await vehiclesToggle.click();
  const vehiclesDialog = page.getByTestId('toggle-list-dialog');
  await expect(vehiclesDialog).toContainText('Are you sure you want to remove all vehicles ?');
  await vehiclesDialog.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(vehiclesToggle).not.toBeChecked();
  await expect(page.getByTestId('array-item')).toHaveCount(0);
  await vehiclesToggle.click();
  await expect(page.getByTestId('array-item')).toHaveCount(1);
  await decodeVin(page, 0, '1FTFW1EF7BFB11754', '2011 FORD F-150');
  await byId(page, 'vehicles.0.annualMileage').fill('15000');
  await choose(page, /^Vehicle Type/, 'Truck');
  await choose(page, /^Ownership/, 'Owned');
  await expect(page.getByTestId('computed-value')).toHaveAttribute('data-value', '1');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 5: Workers Compensation');
  await page.getByRole('switch', { name: /employees/ }).click();
  const classification = (index: number) => page.getByTestId('array-item').nth(index);
  await choose(page, /^Classification/, 'Food Service');
  await byId(page, 'employeeClassifications.0.description').fill('Cooks and kitchen staff');
  await byId(page, 'employeeClassifications.0.numberOfEmployees').fill('5');
  await byId(page, 'employeeClassifications.0.estimatedAnnualPayroll').fill('260000');
  await page.getByRole('button', { name: /Add/ }).click();
  await chooseOption(classification(1).getByRole('combobox', { name: /^Classification/ }), 'Sales');
  await byId(page, 'employeeClassifications.1.description').fill('Counter service');
  await byId(page, 'employeeClassifications.1.numberOfEmployees').fill('3');
  await byId(page, 'employeeClassifications.1.estimatedAnnualPayroll').fill('150000');
  await expect(byId(page, 'totalPayroll')).toHaveAttribute('data-value', '410000');
  await expect(byId(page, 'numberOfEmployees')).toHaveAttribute('data-value', '8');

  await page.getByRole('switch', { name: /employees/ }).click();
  const dialog = page.getByTestId('toggle-list-dialog');
  await expect(dialog).toContainText('Are you sure you want to remove all employee classifications?');
  await dialog.getByRole('button', { name: 'No, Keep' }).click();
  await expect(page.getByTestId('array-item')).toHaveCount(2);
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 6: Additional Information');
  await choose(page, /^Desired Coverage Limits/, '$2,000,000');
  await choose(page, /^Deductible/, '$2,500');
  await nextStep(page);

  await expect(stepTitle(page)).toHaveText('STEP 7: Review & Submit');
  const review = page.getByTestId('wizard-review');
  // The make as the review writes it (stored in the vehicle data's capitals, below).
  for (const text of ['$1,250,000', '$410,000', 'Ford', 'Food Service', 'Sales', '—']) await expect(review).toContainText(text);
  await expect(page.getByTestId('review-grid').filter({ hasText: 'Counter service' })).toHaveAttribute('data-columns', '2');

  await solveCaptchaAndSubmit(page, 'Submit Commercial Quote');
  await expect(page.getByTestId('sending-overlay')).toContainText('Processing Your Commercial Quote Request');
  const requestId = await thankYouRequestId(page, 8, 'COM');
  await expect(page.getByTestId('wizard-success')).toContainText('Your commercial quote application has been submitted successfully!');
  const stored = await storedSubmission(requestId);
  expect(stored.payload).toMatchObject({
    quoteType: 'commercial',
    businessStructure: 'llc',
    yearBuilt: 1962,
    hasVehicles: true,
    numberOfVehicles: 1,
    vehicles: [{ vehicleVIN: '1FTFW1EF7BFB11754', vehicleMake: 'FORD', vehicleType: 'truck' }],
    hasEmployees: true,
    totalPayroll: 410000,
    numberOfEmployees: 8,
    employeeClassifications: [
      { classification: 'food_service', numberOfEmployees: 5, estimatedAnnualPayroll: 260000 },
      { classification: 'sales', numberOfEmployees: 3, estimatedAnnualPayroll: 150000 },
    ],
  });
});
