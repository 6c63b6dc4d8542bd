/**
 * `npm run bench:trace`: a Chromium trace of each wizard page as it loads and comes to life, with the CPU slowed to
 * the low-tier phone's (device-calibration.ts; `-- --device mid-tier` for the mid-tier one). Opens each page of
 * `PAGES` in Debian's Chromium (a phone's screen) on the production build, three times (`-- --runs N`), records the
 * main thread until the wizard has hydrated and the thread has been quiet for a while, and prints every run's long
 * tasks (over 50 ms): how many, their sum, and the longest three with what filled them. Writes the tasks of every run
 * to bench-results/trace.json and the last run's trace of each page to bench-results/trace-<page>.json (readable in
 * DevTools' Performance panel). The target: no task over 200 ms.
 *
 * `-- --baseline <checkout>` traces another build (that checkout's, built there) in alternation with this one and
 * prints the medians of both: the host's speed drifts within minutes, so two builds compare only side by side.
 */
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { ISLAND_STATE_ATTRIBUTE } from '../../src/app/island-attributes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { median } from './bench-report';
import { writeBenchResult } from './bench-results';
import { calibrate, describeCalibration, deviceArgument, hostBenchmarkIndex } from './device-calibration';
import { buildsInTurn, runCountArgument, startComparedBuilds } from './local-server';
import { longTasks, type LongTask, type TraceEvent } from './trace-tasks';

const PAGES = ['/quote/auto', '/quote/commercial'];
const TARGET_LONGEST_MS = 200;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading'];
/** The page counts as settled once its wizard has hydrated and no task has started for this long. */
const QUIET_MS = 2_000;

/**
 * Waits for the wizard island to hydrate, then for the main thread to go `QUIET_MS` without a long task. Asked
 * through the DevTools protocol, with one small script and no polling: Playwright's own helpers would inject and run
 * their script in the page, and their time would count as the page's.
 */
async function settle(cdp: CDPSession): Promise<void> {
  const hydrated = `[${ISLAND_STATE_ATTRIBUTE}="hydrated"][data-island="wizard"]`;
  const expression = `new Promise((resolve) => {
    const quiet = () => {
      let last = performance.now();
      new PerformanceObserver(() => { last = performance.now(); }).observe({ type: 'longtask' });
      const timer = setInterval(() => {
        if (performance.now() - last < ${QUIET_MS}) return;
        clearInterval(timer);
        resolve(true);
      }, 250);
    };
    if (document.querySelector('${hydrated}')) return quiet();
    const observer = new MutationObserver(() => {
      if (!document.querySelector('${hydrated}')) return;
      observer.disconnect();
      quiet();
    });
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['${ISLAND_STATE_ATTRIBUTE}'] });
  })`;
  const { exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, timeout: 120_000 });
  if (exceptionDetails) throw new Error(`The page did not settle: ${exceptionDetails.text}`);
}

function describeTask(task: LongTask): string {
  const parts = task.parts.slice(0, 4).map((part) => `${part.label} ${Math.round(part.ms)}`);
  return `${Math.round(task.ms)} ms at ${Math.round(task.startMs)} ms (${parts.join(', ')})`;
}

/** The long tasks of one load of the page at `url`, in a fresh context with the CPU slowed by `slowdown`. */
async function traceLoad(browser: Browser, url: string, slowdown: number): Promise<{ tasks: LongTask[]; trace: string }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await settle(cdp);
    const trace = (await browser.stopTracing()).toString('utf8');
    return { tasks: longTasks((JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents), trace };
  } finally {
    await context.close();
  }
}

const sum = (tasks: LongTask[]) => tasks.reduce((total, task) => total + task.ms, 0);
const longest = (tasks: LongTask[]) => Math.max(0, ...tasks.map((task) => task.ms));

async function main(): Promise<void> {
  const runs = runCountArgument('--runs');
  const device = deviceArgument(process.argv);
  const builds = await startComparedBuilds();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: Record<string, Record<string, LongTask[][]>> = {};
  try {
    const calibration = calibrate(await hostBenchmarkIndex(browser), device);
    console.log(`Tracing as ${describeCalibration(calibration)}.`);
    for (let run = 1; run <= runs; run += 1) {
      for (const path of PAGES) {
        for (const name of buildsInTurn(builds, run)) {
          const server = builds[name];
          if (!server) continue;
          const { tasks, trace } = await traceLoad(browser, `${server.url}${path}`, calibration.multiplier);
          ((results[name] ??= {})[path] ??= []).push(tasks);
          const sorted = [...tasks].sort((a, b) => b.ms - a.ms);
          console.log(`\nrun ${run} ${path}${builds.baseline ? ` (${name} build)` : ''}: ${tasks.length} long tasks, ${Math.round(sum(tasks))} ms in all; longest:`);
          for (const task of sorted.slice(0, 3)) console.log(`  ${describeTask(task)}`);
          if (run === runs && name === 'current') writeBenchResult(`trace-${path.replaceAll('/', '-').slice(1)}.json`, trace);
        }
      }
    }
    console.log(`\nMedians of ${runs} run(s), ${describeCalibration(calibration)}:`);
    for (const [name, pages] of Object.entries(results)) {
      for (const [path, loads] of Object.entries(pages)) {
        console.log(
          `  ${path}${builds.baseline ? ` (${name} build)` : ''}: ${median(loads.map((tasks) => tasks.length))} long tasks, ${Math.round(median(loads.map(sum)))} ms in all, longest ${Math.round(median(loads.map(longest)))} ms`,
        );
      }
    }
    const worst = Math.max(...Object.values(results.current ?? {}).flatMap((loads) => loads.map(longest)));
    console.log(
      worst <= TARGET_LONGEST_MS
        ? `Longest task of this build ${Math.round(worst)} ms: target (no task over ${TARGET_LONGEST_MS} ms) met.`
        : `Longest task of this build ${Math.round(worst)} ms: over the target of ${TARGET_LONGEST_MS} ms.`,
    );
    writeBenchResult('trace.json', { date: new Date().toISOString(), ...calibration, builds: results });
  } finally {
    await browser.close();
    await builds.current.stop();
    await builds.baseline?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
