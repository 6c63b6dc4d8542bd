/**
 * What the typing benchmarks do in the browser (bench:typing, and bench:events with the funnel's reports on and off):
 * fill the commercial quote as a visitor would, with 4 vehicles (decoded from their VINs) and 15 employee
 * classifications, then type into the last classification's job duties one key at a time and read each key press's
 * duration from the Event Timing API (from the press to the next paint after the page handled it; under 16 ms it is
 * not reported, and counts as 16 ms).
 */
import type { Page } from 'playwright-core';

/** Event Timing reports only interactions at least this long. */
export const REPORTING_THRESHOLD_MS = 16;
/** The field typed into: the last classification's job duties. */
export const TYPED_FIELD = 'employeeClassifications.14.description';

const VEHICLES = [
  { vin: '1HGCM82633A004352', type: 'Sedan' },
  { vin: '5YJSA1H16EFP36801', type: 'Sedan' },
  { vin: '1FTFW1EF7BFB11754', type: 'Truck' },
  { vin: 'JTEBU11F470006153', type: 'SUV' },
];
const CLASSIFICATIONS = [
  'Clerical', 'Construction', 'Retail', 'Manufacturing', 'Healthcare', 'Transportation', 'Hospitality', 'Education',
  'Food Service', 'Sales', 'Technology', 'Maintenance', 'Administrative', 'Security', 'Warehouse',
];

const byId = (page: Page, pointerPath: string) => page.locator(`[id="wizard.${pointerPath}"]`);

async function choose(page: Page, scope: ReturnType<Page['locator']> | Page, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('wizard-step-title').filter({ hasText: title }).waitFor();
}

/** Fills the commercial quote up to its workers' compensation step, as a visitor would. */
export async function fillUpToEmployees(page: Page) {
  await page.getByRole('button', { name: 'Next' }).and(page.locator(':enabled')).waitFor();
  await byId(page, 'fullName').fill('Dana Whitfield');
  await byId(page, 'email').fill('dana@example.com');
  await byId(page, 'phone').fill('4085550144');
  await byId(page, 'mailingAddress').fill('1250 Story Road, Suite 200');
  await byId(page, 'city').fill('San Jose');
  await byId(page, 'state').fill('CA');
  await byId(page, 'zipCode').fill('95122');
  await next(page, 'STEP 2');

  await byId(page, 'businessName').fill("Rosa's Taqueria LLC");
  await choose(page, page, /^Business Type/, 'Restaurant');
  await choose(page, page, /^Business Structure/, 'LLC');
  await byId(page, 'yearsInBusiness').fill('12');
  await byId(page, 'annualRevenue').fill('1250000');
  await byId(page, 'businessAddress').fill('980 East Santa Clara Street');
  await byId(page, 'businessCity').fill('San Jose');
  await byId(page, 'businessZipCode').fill('95116');
  await next(page, 'STEP 3');

  await choose(page, page, /^Property Type/, 'Leased space');
  await choose(page, page, /^Building Construction/, 'Masonry (brick, block or stone)');
  await byId(page, 'annualPayroll').fill('410000');
  await byId(page, 'grossReceipts').fill('1250000');
  await next(page, 'STEP 4');

  await page.getByRole('switch', { name: /vehicles/ }).click();
  for (const [index, vehicle] of VEHICLES.entries()) {
    if (index > 0) await page.getByRole('button', { name: /Add/ }).click();
    const item = page.getByTestId('array-item').nth(index);
    await byId(page, `vehicles.${index}.vehicleVIN`).fill(vehicle.vin);
    await item.getByRole('button', { name: 'Decode VIN' }).click();
    await item.getByTestId('vin-decode-status').filter({ hasText: 'Decoded' }).waitFor({ timeout: 30_000 });
    await byId(page, `vehicles.${index}.annualMileage`).fill('12000');
    await choose(page, item, /^Vehicle Type/, vehicle.type);
    await choose(page, item, /^Ownership/, 'Owned');
  }
  await next(page, 'STEP 5');

  await page.getByRole('switch', { name: /employees/ }).click();
  for (const [index, classification] of CLASSIFICATIONS.entries()) {
    if (index > 0) await page.getByRole('button', { name: /Add/ }).click();
    const item = page.getByTestId('array-item').nth(index);
    await choose(page, item, /^Classification/, classification);
    await byId(page, `employeeClassifications.${index}.description`).fill(`${classification} staff`);
    await byId(page, `employeeClassifications.${index}.numberOfEmployees`).fill('2');
    await byId(page, `employeeClassifications.${index}.estimatedAnnualPayroll`).fill('90000');
  }
}

/** The filled page as it stands, as a document of its own: the same elements, styles and values, and no script. */
export interface ScriptFreeCopy {
  html: string;
  scrollY: number;
}

/**
 * Copies the filled page: its elements, its field values and every style rule it holds (Emotion inserts its rules
 * through the CSS object model, so they are not in any style element's text), without a script.
 */
export async function scriptFreeCopy(page: Page): Promise<ScriptFreeCopy> {
  // A string, not a function: the bench's compiler would add helpers the page does not have.
  const html = await page.evaluate(`(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const copy = document.documentElement.cloneNode(true);
    copy.querySelectorAll('script, style, link[rel="stylesheet"], link[rel="modulepreload"]').forEach((node) => node.remove());
    const style = document.createElement('style');
    style.textContent = rules.join('\\n');
    copy.querySelector('head').append(style);
    const fields = document.querySelectorAll('input, textarea');
    copy.querySelectorAll('input, textarea').forEach((field, index) => {
      if (field.tagName === 'TEXTAREA') field.textContent = fields[index].value;
      else field.setAttribute('value', fields[index].value);
    });
    return '<!doctype html>' + copy.outerHTML;
  })()`);
  return { html: String(html), scrollY: Number(await page.evaluate('window.scrollY')) };
}

/** Opens `copy` in `page` at `url` (the site's origin, as the page it was taken from), scrolled as that page was. */
export async function openScriptFreeCopy(page: Page, url: string, copy: ScriptFreeCopy): Promise<void> {
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: copy.html }));
  await page.goto(url);
  await page.evaluate(`window.scrollTo(0, ${copy.scrollY})`);
}

export interface Measured {
  durations: number[];
  reported: number;
}

/** Types `count` characters one by one, each after the previous one's frame, and reads each key's interaction. */
export async function typeAndMeasure(page: Page, pointerPath: string, count: number): Promise<Measured> {
  const input = byId(page, pointerPath);
  await input.fill('');
  await input.focus();
  await page.evaluate((threshold) => {
    const store = window as unknown as { interactionDurations: Map<number, number> };
    store.interactionDurations = new Map();
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM library.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        const known = store.interactionDurations.get(entry.interactionId) ?? 0;
        store.interactionDurations.set(entry.interactionId, Math.max(known, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: false } as PerformanceObserverInit);
  }, REPORTING_THRESHOLD_MS);

  const text = 'Cooks, prep staff and dishwashers; opens at six, closes at ten; deliveries handled by two drivers. '.repeat(3);
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press(text[index] === ' ' ? 'Space' : (text[index] ?? 'a'));
    // Let the key's frame paint, and the observer run, before the next key.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 30)))));
  }
  await page.waitForTimeout(500);
  const reported = await page.evaluate(() =>
    [...(window as unknown as { interactionDurations: Map<number, number> }).interactionDurations.values()],
  );
  const value = await input.inputValue();
  if (value.length !== count) throw new Error(`typed ${count} characters, the field holds ${value.length}`);
  // Interactions the API did not report were shorter than its threshold.
  const durations = [...reported, ...Array.from({ length: Math.max(0, count - reported.length) }, () => REPORTING_THRESHOLD_MS)];
  return { durations: durations.sort((a, b) => a - b), reported: reported.length };
}

