/**
 * Progress that survives, on a 390 px phone: steps in the browser's history, answers kept on the device across a
 * reload, and "Save and finish later": the e-mailed link opened in a fresh browser and the request sent from it.
 */
import { expect, test, type Page } from '@playwright/test';
import { decryptEmail } from '../../api/mail/outbox-store';
import { expectNoAccessibilityErrors } from './accessibility';
import { e2eSql } from './e2e-database';
import { hydrateEveryIsland } from './islands';
import { choose, e2eCipher, field, fillBusiness, fillPolicyholder, fillProperty, nextStep, scrollSettled, solveCaptchaAndSubmit, stepTitle, storedSubmission, thankYouRequestId } from './wizard-steps';

test.use({ viewport: { width: 390, height: 844 } });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/wizard-progress-${name}.png`, fullPage: false });

/** Resolves once the device holds the answers on `step` (0-based) with `text` among them. */
async function savedOnDevice(page: Page, step: number, text: string) {
  await page.waitForFunction(
    ([expected, typed]) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('wizard-progress:commercial-quote:'));
      const saved = key === undefined ? null : localStorage.getItem(key);
      return saved !== null && JSON.parse(saved).step === expected && saved.includes(typed);
    },
    [step, text] as const,
  );
}

test('text typed just before the page is left is kept on the device, though the form had not been handed it yet', async ({ page }) => {
  await page.goto('/quote/commercial');
  const name = field(page, /^Full Name/);
  await name.fill('Dana');
  await savedOnDevice(page, 0, 'Dana');
  // A field hands its text to the form after the next frame; on a busy phone that frame may come after the visitor
  // has left. Here it never comes.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await name.fill('Dana Whitfield');
  await page.reload();
  await expect(page.getByTestId('progress-notice')).toContainText('Welcome back: we kept your answers on this device.');
  await expect(field(page, /^Full Name/)).toHaveValue('Dana Whitfield');
});

test('text handed to the form is in the step Next checks in the very next task', async ({ page }) => {
  await page.goto('/quote/commercial');
  await fillPolicyholder(page);
  // The race below is the live form's: until the wizard has hydrated, its served Next button is disabled.
  await hydrateEveryIsland(page);
  // The field hands its text over in the task after the next frame; Next comes in the task after that, before
  // anything else of React's has had a turn (so does a Forward on a busy phone). Three times, as one miss is enough.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const title = await page.evaluate(async () => {
      const name = document.querySelector<HTMLInputElement>('[id="wizard.fullName"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!name || !setValue) throw new Error('no Full Name field');
      setValue.call(name, '');
      name.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      document.querySelector<HTMLButtonElement>('[data-testid="wizard-next"]')?.click();
      // The step Next chose, once React has drawn it.
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
      return document.querySelector('[data-testid="wizard-step-title"]')?.textContent;
    });
    expect(title).toBe('STEP 1: Policyholder Information');
    await expect(field(page, /^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    await field(page, /^Full Name/).fill('Dana Whitfield');
  }
});

test('a reload keeps the answers and the step; Back and Forward move between steps', async ({ page }) => {
  await page.goto('/');
  await page.goto('/quote/commercial');
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await fillPolicyholder(page);
  await nextStep(page);
  await fillBusiness(page, "Rosa's Taqueria LLC");
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 3: Property & Liability Information');
  await field(page, /^Year Built/).fill('1962');
  await savedOnDevice(page, 2, '1962');

  await page.reload();
  await expect(stepTitle(page)).toHaveText('STEP 3: Property & Liability Information');
  await expect(page.getByTestId('progress-notice')).toContainText('Welcome back: we kept your answers on this device.');
  await expect(field(page, /^Year Built/)).toHaveValue('1962');
  await expect(page.getByTestId('start-over')).toBeVisible();
  await scrollSettled(page);
  await expectNoAccessibilityErrors(page, 'commercial quote restored after a reload');
  await shot(page, 'restored');

  // The browser's Back and Forward move between the steps, with every answer in place.
  await page.goBack();
  await expect(stepTitle(page)).toHaveText('STEP 2: Business Details & Address Information');
  await expect(field(page, /^Business Name/)).toHaveValue("Rosa's Taqueria LLC");
  await page.goBack();
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await expect(field(page, /^Full Name/)).toHaveValue('Dana Whitfield');
  await page.goForward();
  await expect(stepTitle(page)).toHaveText('STEP 2: Business Details & Address Information');
  await page.goForward();
  await expect(stepTitle(page)).toHaveText('STEP 3: Property & Liability Information');
  await expect(field(page, /^Year Built/)).toHaveValue('1962');

  // The page's own Back is a step back in history too: Forward returns.
  await page.getByTestId('wizard-back').click();
  await expect(stepTitle(page)).toHaveText('STEP 2: Business Details & Address Information');
  await page.goForward();
  await expect(stepTitle(page)).toHaveText('STEP 3: Property & Liability Information');

  // Forward stops at the first step with a problem.
  await page.goBack();
  await page.goBack();
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await field(page, /^Full Name/).fill('');
  await page.goForward();
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await expect(field(page, /^Full Name/)).toHaveAttribute('aria-invalid', 'true');
  await field(page, /^Full Name/).fill('Dana Whitfield');

  // Only Back from the first step leaves the wizard.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // Start over throws the saved answers away.
  await page.goForward();
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await expect(field(page, /^Full Name/)).toHaveValue('Dana Whitfield');
  await page.getByTestId('start-over').click();
  await expect(field(page, /^Full Name/)).toHaveValue('');
  await page.reload();
  await expect(stepTitle(page)).toHaveText('STEP 1: Policyholder Information');
  await expect(page.getByTestId('progress-notice')).toHaveCount(0);
  await expect(field(page, /^Full Name/)).toHaveValue('');
});

test('save a commercial quote on step 5, open the e-mailed link in a fresh browser and submit it', async ({ page, browser }) => {
  // Two captcha solutions and an audit of every step in two browsers: longer than one wizard's run.
  test.setTimeout(180_000);
  const email = `save-later-${Date.now()}@example.com`;
  await page.goto('/quote/commercial');
  await fillPolicyholder(page);
  await nextStep(page);
  await fillBusiness(page, 'Story Road Bakery');
  await nextStep(page);
  await fillProperty(page);
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 4: Vehicle Information');
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 5: Workers Compensation');

  // A modal dialog: focus starts in its e-mail field, Escape closes it and focus goes back to the button that opened
  // it.
  const saveLater = page.getByTestId('save-later');
  await saveLater.click();
  const dialog = page.getByTestId('save-later-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('save-later-email')).toBeFocused();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(saveLater).toBeFocused();
  await saveLater.click();
  await expect(page.getByTestId('save-later-email')).toHaveValue('dana@example.com');
  await page.getByTestId('save-later-email').fill(email);
  await expectNoAccessibilityErrors(page, 'save and finish later dialog');
  await shot(page, 'save-dialog');
  await dialog.getByText("I'm not a robot").click();
  await expect(page.getByTestId('save-later-send')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('save-later-send').click();
  await expect(page.getByTestId('save-later-sent')).toContainText(`We sent the link to ${email}.`);
  await expectNoAccessibilityErrors(page, 'save and finish later: sent');
  await shot(page, 'save-sent');

  // The resume link, as the mail worker will send it.
  const sql = e2eSql();
  let link: string;
  try {
    const [row] = await sql`select kind, text, html from outbox where kind = 'draft.resume-link' and "to" = ${email}`;
    expect(row).toBeDefined();
    const { text } = decryptEmail({ text: row!.text as string, html: row!.html as string | null }, e2eCipher);
    link = /https?:\/\/\S+\?resume=\S+/.exec(text)?.[0] ?? '';
    expect(link).toMatch(/\/quote\/commercial\?resume=[A-Za-z0-9_-]{43}$/);
  } finally {
    await sql.end({ timeout: 1 });
  }

  // Another device: a fresh browser context with nothing stored.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  const { pathname, search } = new URL(link);
  await other.goto(`${pathname}${search}`);
  await expect(stepTitle(other)).toHaveText('STEP 5: Workers Compensation');
  await expect(other.getByTestId('progress-notice')).toContainText('Welcome back: your saved answers are restored.');
  // The token leaves the address bar.
  await expect(other).toHaveURL(/\/quote\/commercial$/);
  await scrollSettled(other);
  await expectNoAccessibilityErrors(other, 'commercial quote resumed from the link');
  await shot(other, 'resumed');
  await other.goBack();
  await expect(stepTitle(other)).toHaveText('STEP 4: Vehicle Information');
  await other.goBack();
  await expect(stepTitle(other)).toHaveText('STEP 3: Property & Liability Information');
  await expect(field(other, /^Year Built/)).toHaveValue('1962');
  await other.goForward();
  await other.goForward();
  await expect(stepTitle(other)).toHaveText('STEP 5: Workers Compensation');
  await nextStep(other);
  await expect(stepTitle(other)).toHaveText('STEP 6: Additional Information');
  await choose(other, /^Desired Coverage Limits/, '$2,000,000');
  await choose(other, /^Deductible/, '$2,500');
  await nextStep(other);
  await expect(stepTitle(other)).toHaveText('STEP 7: Review & Submit');
  await solveCaptchaAndSubmit(other, 'Submit Commercial Quote');
  const requestId = await thankYouRequestId(other, 8, 'COM');
  const stored = await storedSubmission(requestId);
  expect(stored.payload).toMatchObject({ businessName: 'Story Road Bakery', yearBuilt: 1962 });

  // The draft went with the submission: the link now opens nothing.
  const again = await context.newPage();
  await again.goto(`${pathname}${search}`);
  await expect(again.getByTestId('progress-notice')).toContainText('This link has expired');
  await expect(stepTitle(again)).toHaveText('STEP 1: Policyholder Information');
  await context.close();
});
