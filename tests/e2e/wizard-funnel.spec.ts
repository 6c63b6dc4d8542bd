/**
 * The wizards' funnel in Chromium, on a server of its own (tests/e2e/servers.ts) whose counts no other test's visits
 * touch: a visitor is refused on the commercial quote's business step for its ZIP code, fixes it, reaches the third
 * step and leaves; the page's beacons are counted; the owner's funnel shows the drop at the third step with the ZIP
 * code as its top error field. With Global Privacy Control on, the page sends nothing and nothing is counted.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { hydrateEveryIsland } from './islands';
import { e2eSql } from './e2e-database';
import { FUNNEL_DATABASE_SUFFIX, funnelPort, funnelURL } from './servers';
import { addVirtualAuthenticator, expectFitsPhone, inviteFromCommandLine, screenshot, type StaffServer } from './staff-steps';
import { field, fillBusiness, fillPolicyholder, nextStep, stepTitle } from './wizard-steps';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: funnelURL });

const STAFF: StaffServer = { origin: `http://localhost:${funnelPort}`, databaseSuffix: FUNNEL_DATABASE_SUFFIX };
const OWNER = { email: 'fiona.funnel@example.test', name: 'Fiona Funnel' };
const PROPERTY = 'Property & Liability Information';

interface Counter {
  step: string;
  event: string;
  field: string;
  count: number;
}

async function counters(): Promise<Counter[]> {
  const sql = e2eSql(FUNNEL_DATABASE_SUFFIX);
  try {
    return (await sql`select step, event, field, sum(count)::int as count from funnel_counts where wizard_id = 'commercial-quote' group by step, event, field`) as unknown as Counter[];
  } finally {
    await sql.end();
  }
}

const counted = async (step: string, event: string, fieldPointer = '') =>
  (await counters()).find((row) => row.step === step && row.event === event && row.field === fieldPointer)?.count ?? 0;

/** Step 1 filled, step 2 refused for its ZIP code and then fixed: the visitor is on the third step. */
async function refusedForZipThenOnProperty(page: Page) {
  await page.goto('/quote/commercial');
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await fillPolicyholder(page);
  await nextStep(page);
  await fillBusiness(page, 'Harbor Lane Bakery');
  await field(page, /^Business ZIP Code/).fill('9511');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepTitle(page)).toHaveText('STEP 2: Business Details & Address Information');
  await expect(field(page, /^Business ZIP Code/)).toHaveAttribute('aria-invalid', 'true');
  await field(page, /^Business ZIP Code/).fill('95116');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText(`STEP 3: ${PROPERTY}`);
}

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await addVirtualAuthenticator(context, page);
  await page.goto(await inviteFromCommandLine(OWNER.email, 'owner', STAFF));
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  return page;
}

/** In the page: its document turns hidden, and says so. */
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

test('a visitor refused for the ZIP code who leaves on the third step is counted there, with that field', async ({ page }) => {
  await refusedForZipThenOnProperty(page);
  // Leaving the page: its last beacon goes as it is hidden.
  await page.goto('/');
  await expect.poll(() => counted('property', 'left', '/businessZipCode'), { timeout: 15_000 }).toBe(1);
  expect(await counted('business', 'refused', '/businessZipCode')).toBe(1);
  expect(await counted('policyholder', 'shown')).toBe(1);
  expect(await counted('business', 'completed')).toBe(1);
  expect(await counted('property', 'shown')).toBe(1);
  expect(await counted('property', 'left')).toBe(1);
  // Nothing the visitor typed is among the counters.
  expect(JSON.stringify(await counters())).not.toMatch(/9511|95116|Harbor|Dana/);
});

test('with Global Privacy Control on, the page sends nothing and nothing is counted', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });" });
  const reports: string[] = [];
  const listen = (on: BrowserContext) =>
    on.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') reports.push(request.url());
    });
  listen(context);
  const page = await context.newPage();
  const before = await counters();
  await refusedForZipThenOnProperty(page);
  expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
  // Hidden, as a switch to another tab would hide it: a page that reports sends its events now, seen below.
  await page.evaluate(hidePage);
  await page.waitForTimeout(1000);
  await page.goto('/');
  await context.close();
  expect(reports).toEqual([]);

  // A visit without the signal after it is counted: by then the one before would have been, had it sent anything.
  const control = await browser.newContext();
  listen(control);
  const visitor = await control.newPage();
  await visitor.goto('/quote/commercial');
  await expect(stepTitle(visitor)).toHaveText('STEP 1: Policyholder Information');
  // Counted from when the wizard comes to life.
  await hydrateEveryIsland(visitor);
  await visitor.evaluate(hidePage);
  // The same listener sees this page's report: the empty list above is not for want of seeing one.
  await expect.poll(() => reports.length).toBe(1);
  await visitor.goto('/');
  await expect.poll(() => counted('policyholder', 'left'), { timeout: 15_000 }).toBe(1);
  await control.close();

  const after = await counters();
  const changed = after.filter((row) => before.find((old) => old.step === row.step && old.event === row.event && old.field === row.field)?.count !== row.count);
  expect(changed.map(({ step, event, field: pointer }) => `${step} ${event} ${pointer}`.trim()).sort()).toEqual(['policyholder left', 'policyholder shown']);
});

test("the owner's funnel shows the drop at the third step, with the ZIP code as its top error field", async ({ browser }) => {
  const page = await ownerPage(browser);
  await page.getByRole('navigation', { name: 'Inbox sections' }).getByRole('link', { name: 'Funnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Wizard' })).toHaveText(/Commercial/);
  const steps = page.getByRole('table', { name: /^Visitors at each step/ });
  // The figures of the one visit counted here at the third step: reached it, completed nothing, left: a drop of 1.
  const property = steps.getByRole('row', { name: new RegExp(`^${PROPERTY}`) });
  await expect(property.getByRole('cell')).toHaveText(['1', '0', '0', '0', '1', /^1\b/, '—']);
  // The step before it was refused once and then completed: no drop there.
  const business = steps.getByRole('row', { name: /^Business Details/ });
  await expect(business.getByRole('cell')).toHaveText(['1', '1', '1', '0', '0', /^0\b/, /\S/]);
  const errors = page.getByRole('table', { name: 'Fields whose errors came before visitors left' });
  await expect(errors.getByRole('row').nth(1)).toHaveAccessibleName(/^Business ZIP Code/);
  await expect(page.getByRole('figure', { name: /^From starting to submitting/ })).toBeVisible();
  await expectNoAxeViolations(page, 'staff: the funnel');
  await screenshot(page, 'funnel-1280');
  // On a phone, the chart lays itself out again, at once for a visitor who asks for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhone(page, 'the funnel');
  await screenshot(page, 'funnel-390');
});
