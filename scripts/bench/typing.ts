/**
 * `npm run bench:typing`: how quickly the largest form answers typing. Chromium (Debian's, headless) opens the
 * commercial quote on the production build served as README's start command serves it, fills it as a visitor would
 * with 4 vehicles (decoded from their VINs) and 15 employee classifications, then, with the CPU slowed down to a
 * low-tier phone's (device-calibration.ts; `-- --device mid-tier` for a mid-tier one), types 200 characters into the
 * last classification's job duties, one key at a time.
 *
 * Each key press is one interaction for the browser's Event Timing API: its duration runs from the key press to the
 * next paint after the page has handled it. Interactions under 16 ms are below the API's reporting threshold and
 * count as 16 ms. Reports the median, p95 and worst of the 200, against the 50 ms target.
 *
 * `npm run bench:typing -- --baseline <checkout>` compares another build (that checkout's, built there) with this one,
 * side by side: rounds alternate between the two servers, and it reports each build's median p50 and p95 over its
 * rounds and the ratio of this build's to the other's.
 *
 * `npm run bench:typing -- --script-free [--rounds N]` compares the page with a copy of it as filled, without its
 * scripts, in alternating rounds: the browser's own cost of a key press in that document, beside the page's.
 *
 * `npm run bench:typing -- --profile` also records a CPU profile of the typing (bench-results/typing.cpuprofile), and
 * `-- --trace` a Chromium trace of it (bench-results/typing-trace.json, with style, layout and paint beside the
 * scripts), both readable in Chrome's DevTools, to see where a key press's time goes.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { median, percentile } from './bench-report';
import { calibrate, describeCalibration, deviceArgument, hostBenchmarkIndex, type Calibration } from './device-calibration';
import { writeBenchResult } from './bench-results';
import { runCountArgument, startComparedBuilds } from './local-server';
import { fillUpToEmployees, openScriptFreeCopy, REPORTING_THRESHOLD_MS, scriptFreeCopy, typeAndMeasure, TYPED_FIELD } from './typing-session';

const KEY_PRESSES = 200;
const TARGET_P95_MS = 50;
/** What DevTools' Performance panel records: the main thread's tasks, scripts, style, layout and paint. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'latencyInfo'];

const NOT_RECORDED = { profile: false, trace: false };

interface TypingRound {
  p50: number;
  p95: number;
  worst: number;
  reported: number;
  durations: number[];
}

const PHONE_PAGE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Opens the commercial quote on the site at `url` and fills it up to the typed field, as a visitor would. */
const filledQuote = (url: string) => async (page: Page) => {
  await page.goto(`${url}/quote/commercial`);
  await fillUpToEmployees(page);
};

/** Opens a page with `open`, then types with the CPU slowed down and measures each key press. */
async function measureTyping(browser: Browser, open: (page: Page) => Promise<void>, slowdown: number, record: { profile: boolean; trace: boolean }) {
  const page = await browser.newPage(PHONE_PAGE);
  try {
    await open(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    if (record.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    if (record.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const { durations, reported } = await typeAndMeasure(page, TYPED_FIELD, KEY_PRESSES);
    const profile = record.profile ? (await cdp.send('Profiler.stop')).profile : undefined;
    const trace = record.trace ? (await browser.stopTracing()).toString('utf8') : undefined;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const round: TypingRound = {
      p50: percentile(durations, 0.5),
      p95: percentile(durations, 0.95),
      worst: durations.at(-1) ?? 0,
      reported,
      durations,
    };
    return { round, profile, trace };
  } finally {
    await page.close();
  }
}

/** One of the two pages a comparison types into, as its rounds name it. */
interface Contender {
  label: string;
  open: (page: Page) => Promise<void>;
}

/**
 * Rounds of typing into both contenders, each round in the other order, so both meet the same moments of the machine;
 * returns each one's rounds and their medians.
 */
async function roundsInTurn(browser: Browser, contenders: readonly [Contender, Contender], rounds: number, calibration: Calibration) {
  const results: [TypingRound[], TypingRound[]] = [[], []];
  for (let index = 1; index <= rounds; index += 1) {
    const order: readonly (0 | 1)[] = index % 2 === 0 ? [1, 0] : [0, 1];
    for (const which of order) {
      const { label, open } = contenders[which];
      const { round } = await measureTyping(browser, open, calibration.multiplier, NOT_RECORDED);
      results[which].push(round);
      console.log(`  round ${index}, ${label}: p50 ${round.p50} ms, p95 ${round.p95} ms, worst ${round.worst} ms (${round.reported} of ${KEY_PRESSES} reported)`);
    }
  }
  console.log(`\nTyping in the commercial quote as ${describeCalibration(calibration)}, ${KEY_PRESSES} key presses, median of ${rounds} rounds each:`);
  const summary = (which: 0 | 1) => {
    const measured = results[which];
    const medians = { p50: median(measured.map((round) => round.p50)), p95: median(measured.map((round) => round.p95)) };
    console.log(`  ${contenders[which].label}: p50 ${medians.p50} ms, p95 ${medians.p95} ms`);
    return { rounds: measured, ...medians };
  };
  return [summary(0), summary(1)] as const;
}

/** This build and another (`--baseline`), in alternating rounds. */
async function compareBuilds(browser: Browser, current: string, baseline: string, rounds: number, calibration: Calibration): Promise<void> {
  const [thisBuild, otherBuild] = await roundsInTurn(
    browser,
    [
      { label: 'this build', open: filledQuote(current) },
      { label: 'the other build', open: filledQuote(baseline) },
    ],
    rounds,
    calibration,
  );
  console.log(`  this build / the other: p50 ${(thisBuild.p50 / otherBuild.p50).toFixed(2)}, p95 ${(thisBuild.p95 / otherBuild.p95).toFixed(2)}`);
  writeBenchResult('typing-comparison.json', { date: new Date().toISOString(), ...calibration, rounds, baseline: otherBuild.rounds, current: thisBuild.rounds });
}

/**
 * The filled page and a copy of it without its scripts (the same elements and styles), in alternating rounds: what the
 * browser alone spends on a key press in that document (editing, style, layout, paint, its own form tracking) beside
 * what the page's scripts add to it.
 */
async function compareWithScriptFreeCopy(browser: Browser, url: string, rounds: number, calibration: Calibration): Promise<void> {
  const source = await browser.newPage(PHONE_PAGE);
  await filledQuote(url)(source);
  const copy = await scriptFreeCopy(source);
  await source.close();
  const [page, scriptFree] = await roundsInTurn(
    browser,
    [
      { label: 'the page', open: filledQuote(url) },
      { label: 'its script-free copy', open: (opened) => openScriptFreeCopy(opened, `${url}/quote/commercial`, copy) },
    ],
    rounds,
    calibration,
  );
  writeBenchResult('typing-script-free.json', { date: new Date().toISOString(), ...calibration, rounds, page: page.rounds, copy: scriptFree.rounds });
}

/** One round on this build, with the CPU profile or trace when asked for. */
async function measureThisBuild(browser: Browser, url: string, calibration: Calibration): Promise<void> {
  const record = { profile: process.argv.includes('--profile'), trace: process.argv.includes('--trace') };
  console.log('Filling the commercial quote: 4 vehicles, 15 employee classifications...');
  const { round, profile, trace } = await measureTyping(browser, filledQuote(url), calibration.multiplier, record);
  const { p50, p95, worst, reported, durations } = round;
  console.log(`\nTyping in the commercial quote (4 vehicles, 15 classifications) as ${describeCalibration(calibration)}, ${KEY_PRESSES} key presses:`);
  console.log(`  key press to next paint: p50 ${p50} ms, p95 ${p95} ms, worst ${worst} ms (${reported} of ${KEY_PRESSES} at or over ${REPORTING_THRESHOLD_MS} ms)`);
  console.log(`  target: p95 under ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`);
  writeBenchResult('typing.json', { date: new Date().toISOString(), ...calibration, p50, p95, worst, reported, durations });
  if (profile) writeBenchResult('typing.cpuprofile', JSON.stringify(profile));
  if (trace) writeBenchResult('typing-trace.json', trace);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const calibration = calibrate(await hostBenchmarkIndex(browser), deviceArgument(process.argv));
    console.log(`Typing as ${describeCalibration(calibration)}.`);
    const builds = await startComparedBuilds();
    try {
      if (builds.baseline) await compareBuilds(browser, builds.current.url, builds.baseline.url, runCountArgument('--rounds'), calibration);
      else if (process.argv.includes('--script-free')) await compareWithScriptFreeCopy(browser, builds.current.url, runCountArgument('--rounds'), calibration);
      else await measureThisBuild(browser, builds.current.url, calibration);
    } finally {
      await builds.current.stop();
      await builds.baseline?.stop();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
