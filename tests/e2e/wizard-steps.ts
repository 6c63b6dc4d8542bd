/** What a visitor does in every wizard: contact fields, selects, the captcha, the submission, and the stored row. */
import { expect, type Locator, type Page } from '@playwright/test';
import { storedFileContent } from '../../api/mail/outbox-store';
import { createDataCipher, DEVELOPMENT_KEY } from '../../api/privacy/data-cipher';
import { decryptValue } from '../../api/privacy/sensitive-fields';
import { e2eSql } from './e2e-database';
import { expectNoAccessibilityErrors } from './accessibility';

/** The browser tests' server runs without DATA_ENCRYPTION_KEYS outside production: the development key. */
export const e2eCipher = createDataCipher([DEVELOPMENT_KEY]);

/**
 * The notice at collection sits right under the submit button, names the retention and links to /privacy.
 * `scope`: the form holding the button.
 */
export async function expectPrivacyNotice(scope: Locator, submit: Locator, retention: RegExp, maxGap = 48) {
  const notice = scope.getByTestId('privacy-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(retention);
  await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  // Measured again until it holds: right after the page opens, the button and the notice may still be moving in
  // with their entrance animations (src/app/motion.ts), each at its own offset.
  await expect(async () => {
    const button = await submit.boundingBox();
    const text = await notice.boundingBox();
    if (!button || !text) throw new Error('the submit button or the notice is not laid out');
    // Below the button, within a line or two of it (`maxGap` pixels).
    expect(text.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
    expect(text.y - (button.y + button.height)).toBeLessThan(maxGap);
  }).toPass({ timeout: 5_000 });
}

export const stepTitle = (page: Page) => page.getByTestId('wizard-step-title');

/**
 * Resolves once the page has not scrolled for five animation frames. A new step scrolls smoothly to its heading;
 * a click sent while that scroll still moves the page can land where the button was a frame earlier (seen once, on
 * a machine loaded to its limit), which a visitor's tap, aimed at what is on screen, does not do.
 */
export async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve(true);
          else window.requestAnimationFrame(frame);
        };
        window.requestAnimationFrame(frame);
      }),
  );
}

export const field = (page: Page, label: RegExp) => page.getByLabel(label);

/** A wizard field by its path in the form data (`vehicles.0.vehicleVIN`), for fields whose labels repeat. */
export const byId = (page: Page, pointerPath: string) => page.locator(`[id="wizard.${pointerPath}"]`);

export interface Contact {
  name: string;
  email: string;
  phone: string;
  policy: string;
}

export async function fillContact(page: Page, contact: Contact) {
  await field(page, /^Full Name/).fill(contact.name);
  await field(page, /^Email Address/).fill(contact.email);
  await field(page, /^Phone Number/).fill(contact.phone);
  await field(page, /^Policy Number/).fill(contact.policy);
}

/** The policyholder step of the quote wizards (the shared base quote fields). */
export async function fillPolicyholder(page: Page) {
  await field(page, /^Full Name/).fill('Dana Whitfield');
  await field(page, /^Email Address/).fill('dana@example.com');
  await field(page, /^Phone Number/).fill('4085550144');
  await field(page, /^Mailing Address/).fill('1250 Story Road, Suite 200');
  await byId(page, 'city').fill('San Jose');
  await byId(page, 'state').fill('CA');
  await byId(page, 'zipCode').fill('95122');
}

/** The commercial quote's business step. */
export async function fillBusiness(page: Page, name: string) {
  await expect(stepTitle(page)).toHaveText('STEP 2: Business Details & Address Information');
  await field(page, /^Business Name/).fill(name);
  await choose(page, /^Business Type/, 'Restaurant');
  await choose(page, /^Business Structure/, 'LLC');
  await field(page, /^Years in Business/).fill('12');
  await field(page, /^Annual Revenue/).fill('1250000');
  await field(page, /^Business Address/).fill('980 East Santa Clara Street');
  await field(page, /^Business City/).fill('San Jose');
  await field(page, /^Business ZIP Code/).fill('95116');
}

/** The commercial quote's property step, with the year the building was built. */
export async function fillProperty(page: Page, yearBuilt = '1962') {
  await expect(stepTitle(page)).toHaveText('STEP 3: Property & Liability Information');
  await choose(page, /^Property Type/, 'Leased space');
  await choose(page, /^Building Construction/, 'Masonry (brick, block or stone)');
  await field(page, /^Year Built/).fill(yearBuilt);
  await field(page, /^Annual Payroll/).fill('410000');
  await field(page, /^Gross Receipts/).fill('1250000');
}

/** The auto quote's first driver: the policyholder. */
export async function fillFirstDriver(page: Page) {
  await byId(page, 'drivers.0.firstName').fill('Dana');
  await byId(page, 'drivers.0.lastName').fill('Whitfield');
  await byId(page, 'drivers.0.birthDate').fill('1984-07-19');
  await byId(page, 'drivers.0.licenseNumber').fill('W7654321');
  await choose(page, /^Relationship/, 'Self');
}

/**
 * Opens a select from the keyboard and waits until its menu has grown to its place (an option clicked while it still
 * moves can be missed on a busy machine). Not by a click: MUI opens the menu on the press, and Playwright sends the
 * release only once the page has handled the press, which on a loaded machine is past MUI's 400 ms guard, so the
 * release picks whichever option the menu opened under the pointer. The key waits, as a click would, until the
 * select is enabled: a wizard's selects are served disabled until its code runs, and a key pressed on one then is lost.
 */
export async function openSelect(combobox: Locator): Promise<Locator> {
  await expect(combobox).toBeEnabled();
  await combobox.focus();
  await combobox.press('ArrowDown');
  const listbox = combobox.page().getByRole('listbox');
  await expect(listbox.locator('xpath=..')).toHaveCSS('transform', 'none');
  return listbox;
}

/** Picks an option of a select by its visible text, and goes on only once the menu has closed. */
export async function chooseOption(combobox: Locator, option: string) {
  const listbox = await openSelect(combobox);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toHaveCount(0);
}

/** Picks an option of the select labelled `label`. */
export async function choose(page: Page, label: RegExp, option: string) {
  await chooseOption(page.getByRole('combobox', { name: label }), option);
}

/** Solves the ALTCHA widget of the review step, then presses the submit button once it is enabled. */
export async function solveCaptchaAndSubmit(page: Page, submitLabel: string) {
  const submit = page.getByRole('button', { name: submitLabel });
  await expect(submit).toBeDisabled();
  await expectPrivacyNotice(page.getByTestId('wizard'), submit, /deleted from this website after 12 months/);
  await page.getByTestId('captcha').getByText("I'm not a robot").click();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
}

/** Waits for the thank-you step and returns the request id it shows. */
export async function thankYouRequestId(page: Page, stepNumber: number, prefix: string, title = 'Thank You'): Promise<string> {
  await expect(stepTitle(page)).toHaveText(`STEP ${stepNumber}: ${title}`, { timeout: 15_000 });
  const requestId = (await page.getByTestId('request-id').innerText()).trim();
  expect(requestId).toMatch(new RegExp(`^${prefix}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$`));
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
  await expectNoAccessibilityErrors(page, `${page.url()}, ${title}`);
  return requestId;
}

export interface StoredSubmission {
  wizardId: string;
  clientIp: string | null;
  payload: Record<string, unknown>;
  files: { name: string; type: string; size: number; content: Buffer }[];
}

/** What the agency will find for a request id: the submission row and its files. */
export async function storedSubmission(requestId: string): Promise<StoredSubmission> {
  const sql = e2eSql();
  try {
    const rows = await sql`select id, wizard_id, client_ip, payload from submissions where request_id = ${requestId}`;
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const files = await sql`select name, type, size, content from attachments where submission_id = ${row.id} order by name`;
    return {
      wizardId: row.wizard_id as string,
      clientIp: row.client_ip as string | null,
      // As the agency's export reads them: license numbers and dates of birth decrypted.
      payload: decryptValue(row.payload as Record<string, unknown>, e2eCipher),
      files: files.map((file) => ({
        name: file.name as string,
        type: file.type as string,
        size: file.size as number,
        content: storedFileContent(file.content as Uint8Array, e2eCipher),
      })),
    };
  } finally {
    await sql.end();
  }
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Next, and the scroll to the new step's heading (if the step moved) over before anything else is clicked. Every
 * step a wizard test reaches this way is audited with axe, as are the refused steps with their errors shown.
 */
export async function nextStep(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await scrollSettled(page);
  await expectNoAccessibilityErrors(page, `${page.url()}, ${await stepTitle(page).innerText()}`);
}
