/**
 * `npm run bench:typing`: how quickly the largest form answers typing. Chromium (Debian's, headless) opens the
 * commercial quote on the production build served as README's start command serves it, fills it as a visitor would
 * with 4 vehicles (decoded from their VINs) and 15 employee classifications, then, with the CPU slowed down 4x (a
 * mid-range phone), types 200 characters into the last classification's job duties, one key at a time.
 *
 * Each key press is one interaction for the browser's Event Timing API: its duration runs from the key press to the
 * next paint after the page has handled it. Interactions under 16 ms are below the API's reporting threshold and
 * count as 16 ms. Reports the median, p95 and worst of the 200, against the 50 ms target.
 *
 * `npm run bench:typing -- --profile` also records a CPU profile of the typing (bench-results/typing.cpuprofile), and
 * `-- --trace` a Chromium trace of it (bench-results/typing-trace.json, with style, layout and paint beside the
 * scripts), both readable in Chrome's DevTools, to see where a key press's time goes.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { percentile } from './bench-report';
import { writeBenchResult } from './bench-results';
import { startLocalServer } from './local-server';

const KEY_PRESSES = 200;
const CPU_SLOWDOWN = 4;
const TARGET_P95_MS = 50;
/** What DevTools' Performance panel records: the main thread's tasks, scripts, style, layout and paint. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'latencyInfo'];
/** Event Timing reports only interactions at least this long. */
const REPORTING_THRESHOLD_MS = 16;

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
async function fillUpToEmployees(page: Page) {
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

interface Measured {
  durations: number[];
  reported: number;
}

/** Types `count` characters one by one, each after the previous one's frame, and reads each key's interaction. */
async function typeAndMeasure(page: Page, pointerPath: string, count: number): Promise<Measured> {
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

async function main(): Promise<void> {
  const server = await startLocalServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await page.goto(`${server.url}/quote/commercial`);
    console.log('Filling the commercial quote: 4 vehicles, 15 employee classifications...');
    await fillUpToEmployees(page);
    const cdp = await page.context().newCDPSession(page);
    const profile = process.argv.includes('--profile');
    const trace = process.argv.includes('--trace');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const { durations, reported } = await typeAndMeasure(page, 'employeeClassifications.14.description', KEY_PRESSES);
    const recorded = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
    const traced = trace ? await browser.stopTracing() : undefined;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const p50 = percentile(durations, 0.5);
    const p95 = percentile(durations, 0.95);
    const worst = durations.at(-1) ?? 0;
    console.log(`\nTyping in the commercial quote (4 vehicles, 15 classifications), CPU slowed ${CPU_SLOWDOWN}x, ${KEY_PRESSES} key presses:`);
    console.log(`  key press to next paint: p50 ${p50} ms, p95 ${p95} ms, worst ${worst} ms (${reported} of ${KEY_PRESSES} at or over ${REPORTING_THRESHOLD_MS} ms)`);
    console.log(`  target: p95 under ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`);
    writeBenchResult('typing.json', { date: new Date().toISOString(), p50, p95, worst, reported, durations });
    if (recorded) writeBenchResult('typing.cpuprofile', JSON.stringify(recorded));
    if (traced) writeBenchResult('typing-trace.json', traced);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
