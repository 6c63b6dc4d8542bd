/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: a phone's screen on a throttled 4G connection, simulated)
 * against the production build served as README's start command serves it, in Debian's Chromium, with the CPU
 * slowed to a low-tier phone's and, beside it, to a mid-tier one's (device-calibration.ts: the slowdown follows the
 * host's benchmark index, so two machines emulate the same phones). Audits the budgeted pages three times for each
 * (`-- --runs N` for another count), prints every run's scores and Total Blocking Time, then the medians per page;
 * the targets are checked against the low-tier phone's. Writes the full figures to bench-results/lighthouse.json.
 *
 * `-- --pages /quote/auto,/quote/commercial` audits only those pages, `-- --device low-end` as that phone alone, and
 * `-- --baseline <checkout>` another build (that checkout's, built there) in alternation with this one, printing the
 * medians of both: the host's speed drifts within minutes, so two builds compare only side by side.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { median } from './bench-report';
import { writeBenchResult } from './bench-results';
import { calibrate, describeCalibration, deviceArgument, DEVICES, measureHostIndex, type Calibration, type Device } from './device-calibration';
import { buildsInTurn, runCountArgument, startComparedBuilds } from './local-server';

const CONTENT_PAGES = ['/', '/coverage/auto', '/services/make-claim'];
const WIZARD_PAGES = ['/quote/auto', '/quote/commercial'];
const PAGES = [...CONTENT_PAGES, ...WIZARD_PAGES];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Minimum median score per category on the low-tier phone; a content page's performance target is higher. */
const targetScore = (path: string, category: Category) =>
  category === 'performance' ? (CONTENT_PAGES.includes(path) ? 100 : 95) : 100;
/** Maximum median Total Blocking Time on the low-tier phone, ms. */
const targetTbt = (path: string) => (CONTENT_PAGES.includes(path) ? 100 : 200);
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface PageRun {
  path: string;
  /** Lighthouse's own failure (its code), when the run produced no figures; such runs count in no median. */
  runtimeError?: string;
  scores: Record<Category, number>;
  tbtMs: number;
  metrics: Record<string, string>;
  failedAudits: string[];
  /**
   * Lighthouse's measure of the host's CPU speed: simulated throttling scales the tasks it observes, so blocking
   * time rises on a slower host. Figures of two machines compare only with their indexes beside them.
   */
  benchmarkIndex: number;
}

async function audit(url: string, port: number, path: string, slowdown: number): Promise<PageRun> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = run;
  const runtimeError = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']));
  // What cost points: every scored audit below full marks, by name.
  const failedAudits = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((item) => item && item.score !== null && item.score < 1)
    .map((item) => `${item?.id} (${item?.score})`);
  return {
    path,
    runtimeError,
    scores,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    metrics,
    failedAudits: [...new Set(failedAudits)],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function printRunHeader(): void {
  console.log(`${'page'.padEnd(22)}${['perf', 'a11y', 'b.p.', 'seo'].map((h) => h.padStart(6)).join('')}   ${METRICS.map(([, label]) => label.padEnd(9)).join('')}`);
}

function printRun(result: PageRun): void {
  console.log(
    `${result.path.padEnd(22)}${CATEGORIES.map((id) => String(result.scores[id]).padStart(6)).join('')}   ${METRICS.map(([, label]) => String(result.metrics[label]).padEnd(9)).join('')}`,
  );
  if (result.runtimeError) console.log(`${''.padEnd(22)}run failed, left out of the medians: ${result.runtimeError}`);
  else if (result.failedAudits.length > 0) console.log(`${''.padEnd(22)}below full marks: ${result.failedAudits.join(', ')}`);
}

/** The medians of each page over the runs that produced figures. */
function pageMedians(pages: readonly string[], runs: PageRun[][]) {
  return pages.map((path) => {
    const ofPage = runs
      .map((run) => run.find((result) => result.path === path))
      .filter((result): result is PageRun => result !== undefined && result.runtimeError === undefined);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(ofPage.map((result) => result.scores[id]))])) as Record<Category, number>;
    return { path, runs: ofPage.length, scores, tbtMs: median(ofPage.map((result) => result.tbtMs)) };
  });
}

/** `--pages /a,/b` audits only these of `PAGES`. */
function pagesArgument(): string[] {
  const at = process.argv.indexOf('--pages');
  if (at === -1) return PAGES;
  const named = (process.argv[at + 1] ?? '').split(',');
  const unknown = named.filter((path) => !PAGES.includes(path));
  if (named.length === 0 || unknown.length > 0) throw new Error(`--pages takes a comma-separated list of ${PAGES.join(', ')}`);
  return named;
}

async function main(): Promise<void> {
  const runs = runCountArgument('--runs');
  const pages = pagesArgument();
  const hostIndex = await measureHostIndex();
  // `--device` audits as that phone alone; without it, as both.
  const devices = process.argv.includes('--device') ? [deviceArgument(process.argv)] : (Object.keys(DEVICES) as Device[]);
  const calibrations = devices.map((device) => calibrate(hostIndex, device));
  for (const calibration of calibrations) console.log(`Auditing as ${describeCalibration(calibration)}.`);
  const builds = await startComparedBuilds();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const results = new Map<string, PageRun[][]>();
  const key = (device: Device, build: string) => (builds.baseline ? `${device} ${build}` : device);
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const calibration of calibrations) {
        for (const build of buildsInTurn(builds, run)) {
          const server = builds[build];
          if (!server) continue;
          const thisRun: PageRun[] = [];
          console.log(`\nRun ${run} of ${runs}${builds.baseline ? `, ${build} build` : ''}, ${describeCalibration(calibration)}:`);
          printRunHeader();
          for (const path of pages) {
            const result = await audit(`${server.url}${path}`, chrome.port, path, calibration.multiplier);
            thisRun.push(result);
            printRun(result);
          }
          const runsOf = results.get(key(calibration.device, build)) ?? [];
          results.set(key(calibration.device, build), [...runsOf, thisRun]);
        }
      }
    }
  } finally {
    chrome.kill();
    await builds.current.stop();
    await builds.baseline?.stop();
  }

  const misses: string[] = [];
  const medians = calibrations.flatMap((calibration: Calibration) =>
    buildsInTurn(builds, 1).map((build) => {
      const ofDevice = pageMedians(pages, results.get(key(calibration.device, build)) ?? []);
      console.log(`\nMedians of ${runs} run(s)${builds.baseline ? ` of the ${build} build` : ''} as ${describeCalibration(calibration)}:`);
      console.log(`${'page'.padEnd(22)}${['perf', 'a11y', 'b.p.', 'seo', 'TBT'].map((h) => h.padStart(6)).join('')}`);
      for (const { path, runs: counted, scores, tbtMs } of ofDevice) {
        console.log(`${path.padEnd(22)}${CATEGORIES.map((id) => String(scores[id]).padStart(6)).join('')}${`${Math.round(tbtMs)}ms`.padStart(8)}`);
        if (calibration.device !== 'low-end' || build !== 'current') continue;
        if (counted === 0) misses.push(`${path}: no run produced figures`);
        for (const id of CATEGORIES) if (scores[id] < targetScore(path, id)) misses.push(`${path} ${id} ${scores[id]} (target ${targetScore(path, id)})`);
        if (tbtMs > targetTbt(path)) misses.push(`${path} TBT ${Math.round(tbtMs)} ms (target ${targetTbt(path)} ms)`);
      }
      return { ...calibration, build, pages: ofDevice };
    }),
  );
  console.log('\ntargets (medians on the low-tier phone): performance 100 on content pages and >= 95 on wizard pages; accessibility, best practices and SEO 100; TBT <= 100 ms on content pages and <= 200 ms on wizard pages');
  console.log(misses.length === 0 ? 'All targets met.' : `Below target: ${misses.join('; ')}`);
  const benchmarkIndex = median([...results.values()].flat(2).map((result) => result.benchmarkIndex));
  console.log(`host benchmark index: ${hostIndex} before the audits, ${Math.round(benchmarkIndex)} in them (Lighthouse's, median of every audit)`);

  writeBenchResult('lighthouse.json', { date: new Date().toISOString(), hostIndex, benchmarkIndex, runs: Object.fromEntries(results), medians });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
