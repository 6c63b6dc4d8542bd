/**
 * The miscellaneous quote wizard on a phone, for each kind of cover: found through the quote hub and the menu, the
 * fields of the chosen kind only, its rules (trip dates, pet age), the review, the captcha and the stored request.
 */
import { expect, test, type Page } from '@playwright/test';
import { byId, choose, field, fillPolicyholder, nextStep, solveCaptchaAndSubmit, stepTitle, storedSubmission, thankYouRequestId } from './wizard-steps';

test.use({ viewport: { width: 390, height: 844 } });


/** An ISO date `days` from today, in the browser's calendar. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const KIND_FIELDS = {
  vehicle: ['year', 'make', 'model'],
  pet: ['petName', 'petSpecies', 'petAge'],
  travel: ['tripStartDate', 'tripEndDate', 'destination'],
} as const;

/** The fields of the `shown` kind are drawn and no other kind's (none before a kind is chosen). */
async function expectOnlyFieldsOf(page: Page, shown: keyof typeof KIND_FIELDS | null) {
  for (const [kind, names] of Object.entries(KIND_FIELDS)) {
    for (const name of names) await expect(byId(page, name), name).toHaveCount(kind === shown ? 1 : 0);
  }
}

async function fillCoverage(page: Page, deductible: string) {
  await expect(stepTitle(page)).toHaveText('STEP 3: Coverage Preferences');
  // A date in the past: its error shows when the visitor moves on to the deductible, whose menu still opens at once.
  await field(page, /^Desired Start Date/).fill(inDays(-2));
  await choose(page, /^Deductible/, deductible);
  await expect(page.locator('form').getByText('The coverage cannot start before today.')).toBeVisible();
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Coverage Preferences');
  await field(page, /^Desired Start Date/).fill(inDays(14));
  await field(page, /^Additional Notes/).fill('Please call after 5 pm.');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 4: Review & Submit');
}

async function submit(page: Page) {
  await solveCaptchaAndSubmit(page, 'Submit Quote Request');
  const requestId = await thankYouRequestId(page, 5, 'MSC');
  await expect(page.getByTestId('wizard-success')).toContainText('✓ Your quote request has been submitted successfully!');
  const stored = await storedSubmission(requestId);
  expect(stored.wizardId).toBe('misc-quote');
  return stored.payload;
}

const policyholder = {
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '4085550144',
  mailingAddress: '1250 Story Road, Suite 200',
  city: 'San Jose',
  state: 'CA',
  zipCode: '95122',
  quoteType: 'miscellaneous',
};

test('found on the quote hub and in the phone menu', async ({ page }) => {
  await page.goto('/quote');
  await page.getByRole('link', { name: /Specialty Insurance/ }).click();
  await expect(page).toHaveURL(/\/quote\/miscellaneous$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a Quote for Your Boat, Motorcycle, RV, Trip or Pet');
  await expect(page).toHaveTitle('Boat, Motorcycle, RV, Travel and Pet Insurance Quote | Bay Valley Insurance Agency');
  await expect(page.getByRole('heading', { name: 'Specialty Quote Questions' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  const link = menu.locator('a[href="/quote/miscellaneous"]');
  await expect(link).toHaveText('MISC');
  await link.click();
  await expect(page).toHaveURL(/\/quote\/miscellaneous$/);
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
});

for (const [kind, label, make, model, year] of [
  ['boat', 'Boat', 'Bayliner', 'VR5', '2016'],
  ['motorcycle', 'Motorcycle', 'Honda', 'Gold Wing Tour', '2021'],
  ['rv', 'RV, Motorhome or Trailer', 'Thor', 'Four Winds 28Z', '2019'],
] as const) {
  test(`${kind}: year, make and model, nothing of another kind, stored`, async ({ page }) => {
    await page.goto('/quote/miscellaneous');
    await fillPolicyholder(page);
  await nextStep(page);
    await expect(stepTitle(page)).toHaveText('STEP 2: What would you like to insure?');
    await expectOnlyFieldsOf(page, null);
    // A pet first: its fields appear; changing the kind takes them away again, with what was typed.
    await choose(page, /^Insurance Type/, 'Pet');
    await expectOnlyFieldsOf(page, 'pet');
    await field(page, /^Pet's Name/).fill('Biscuit');
    await choose(page, /^Insurance Type/, label);
    await expectOnlyFieldsOf(page, 'vehicle');
    await field(page, /^Description/).fill(`Our ${label.toLowerCase()}, used on weekends.`);
    await nextStep(page);
    await expect(page.locator('form').getByText('This field is required.')).toHaveCount(3);
    await choose(page, /^Year/, year);
    await field(page, /^Make/).fill(make);
    await field(page, /^Model/).fill(model);
    await nextStep(page);
    await fillCoverage(page, '$500');

    const review = page.getByTestId('wizard-review');
    for (const text of [label, make, model, year, '$500']) await expect(review).toContainText(text);
    await expect(review).not.toContainText('Biscuit');
    const payload = await submit(page);
    expect(payload).toEqual({
      ...policyholder,
      insuranceType: kind,
      description: `Our ${label.toLowerCase()}, used on weekends.`,
      year: Number(year),
      make,
      model,
      desiredStartDate: inDays(14),
      deductiblePreference: 500,
      additionalNotes: 'Please call after 5 pm.',
    });
  });
}

test('travel: trip dates in order and a destination, stored', async ({ page }) => {
  await page.goto('/quote/miscellaneous');
  await fillPolicyholder(page);
  await nextStep(page);
  await choose(page, /^Insurance Type/, 'Travel');
  await expectOnlyFieldsOf(page, 'travel');
  await field(page, /^Description/).fill('Two weeks in Japan for two adults.');
  await field(page, /^Trip Start Date/).fill(inDays(40));
  await field(page, /^Trip End Date/).fill(inDays(30));
  await field(page, /^Destination/).fill('Tokyo, Japan');
  await nextStep(page);
  await expect(page.locator('form').getByText('The trip cannot end before it starts.')).toBeVisible();
  await field(page, /^Trip End Date/).fill(inDays(54));
  await nextStep(page);
  await fillCoverage(page, '$250');
  await expect(page.getByTestId('wizard-review')).toContainText('Tokyo, Japan');
  const payload = await submit(page);
  expect(payload).toEqual({
    ...policyholder,
    insuranceType: 'travel',
    description: 'Two weeks in Japan for two adults.',
    tripStartDate: inDays(40),
    tripEndDate: inDays(54),
    destination: 'Tokyo, Japan',
    desiredStartDate: inDays(14),
    deductiblePreference: 250,
    additionalNotes: 'Please call after 5 pm.',
  });
});

test('pet: name, species and an age from 0 to 30, stored', async ({ page }) => {
  await page.goto('/quote/miscellaneous');
  await fillPolicyholder(page);
  await nextStep(page);
  await choose(page, /^Insurance Type/, 'Pet');
  await expectOnlyFieldsOf(page, 'pet');
  await field(page, /^Description/).fill('A two-year-old Labrador retriever.');
  await field(page, /^Pet's Name/).fill('Biscuit');
  await choose(page, /^Species/, 'Dog');
  await field(page, /^Age/).fill('31');
  await nextStep(page);
  await expect(page.locator('form').getByText('Please enter an age from 0 to 30 years.')).toBeVisible();
  await field(page, /^Age/).fill('2');
  await nextStep(page);
  await fillCoverage(page, '$1,000');
  const payload = await submit(page);
  expect(payload).toEqual({
    ...policyholder,
    insuranceType: 'pet',
    description: 'A two-year-old Labrador retriever.',
    petName: 'Biscuit',
    petSpecies: 'dog',
    petAge: 2,
    desiredStartDate: inDays(14),
    deductiblePreference: 1000,
    additionalNotes: 'Please call after 5 pm.',
  });
});

test('API clients find the wizard in the list and the OpenAPI document', async ({ request }) => {
  const forms = (await (await request.get('/api/forms')).json()) as { id: string; endpoint: string }[];
  expect(forms).toContainEqual({ id: 'misc-quote', title: 'Miscellaneous Insurance Quote Request', endpoint: '/api/quotes/miscellaneous' });
  const document = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/forms/misc-quote', '/api/forms/misc-quote/validate', '/api/quotes/miscellaneous']),
  );
});
