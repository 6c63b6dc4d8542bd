/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: an emulated mid-range phone on a throttled 4G connection,
 * simulated) against the production build served as README's start command serves it, in Debian's Chromium.
 * Audits the budgeted pages three times (`-- --runs N` for another count), prints every run's scores and Total
 * Blocking Time, then the medians per page, which the targets are checked against. Writes the full figures to
 * bench-results/lighthouse.json.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { median } from './bench-report';
import { writeBenchResult } from './bench-results';
import { startLocalServer } from './local-server';

const CONTENT_PAGES = ['/', '/coverage/auto', '/services/make-claim'];
const WIZARD_PAGES = ['/quote/auto', '/quote/commercial'];
const PAGES = [...CONTENT_PAGES, ...WIZARD_PAGES];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Minimum median score per category; a content page's performance target is higher than a wizard page's. */
const targetScore = (path: string, category: Category) =>
  category === 'performance' ? (CONTENT_PAGES.includes(path) ? 98 : 95) : 100;
/** Maximum median Total Blocking Time, ms. */
const targetTbt = (path: string) => (CONTENT_PAGES.includes(path) ? 100 : 250);
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

function runCount(): number {
  const at = process.argv.indexOf('--runs');
  const count = at >= 0 ? Number(process.argv[at + 1]) : 3;
  if (!Number.isInteger(count) || count < 1) throw new Error('--runs takes a whole number of runs, at least 1');
  return count;
}

async function audit(url: string, port: number, path: string): Promise<PageRun> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
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

async function main(): Promise<void> {
  const runs = runCount();
  const server = await startLocalServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const results: PageRun[][] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const thisRun: PageRun[] = [];
      console.log(`\nRun ${run} of ${runs}:`);
      console.log(`${'page'.padEnd(22)}${['perf', 'a11y', 'b.p.', 'seo'].map((h) => h.padStart(6)).join('')}   ${METRICS.map(([, label]) => label.padEnd(9)).join('')}`);
      for (const path of PAGES) {
        const result = await audit(`${server.url}${path}`, chrome.port, path);
        thisRun.push(result);
        console.log(
          `${path.padEnd(22)}${CATEGORIES.map((id) => String(result.scores[id]).padStart(6)).join('')}   ${METRICS.map(([, label]) => String(result.metrics[label]).padEnd(9)).join('')}`,
        );
        if (result.runtimeError) console.log(`${''.padEnd(22)}run failed, left out of the medians: ${result.runtimeError}`);
        else if (result.failedAudits.length > 0) console.log(`${''.padEnd(22)}below full marks: ${result.failedAudits.join(', ')}`);
      }
      results.push(thisRun);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  console.log(`\nMedians of ${runs} run(s), Lighthouse mobile preset (simulated throttling), production build:`);
  console.log(`${'page'.padEnd(22)}${['perf', 'a11y', 'b.p.', 'seo', 'TBT'].map((h) => h.padStart(6)).join('')}`);
  const misses: string[] = [];
  const medians = PAGES.map((path) => {
    const ofPage = results
      .map((run) => run.find((result) => result.path === path))
      .filter((result): result is PageRun => result !== undefined && result.runtimeError === undefined);
    if (ofPage.length === 0) misses.push(`${path}: no run produced figures`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(ofPage.map((result) => result.scores[id]))])) as Record<Category, number>;
    const tbtMs = median(ofPage.map((result) => result.tbtMs));
    console.log(`${path.padEnd(22)}${CATEGORIES.map((id) => String(scores[id]).padStart(6)).join('')}${`${Math.round(tbtMs)}ms`.padStart(8)}`);
    for (const id of CATEGORIES) if (scores[id] < targetScore(path, id)) misses.push(`${path} ${id} ${scores[id]} (target ${targetScore(path, id)})`);
    if (tbtMs > targetTbt(path)) misses.push(`${path} TBT ${Math.round(tbtMs)} ms (target ${targetTbt(path)} ms)`);
    return { path, scores, tbtMs };
  });
  console.log('targets (medians): performance >= 98 on content pages and >= 95 on wizard pages; accessibility, best practices and SEO 100; TBT <= 100 ms on content pages and <= 250 ms on wizard pages');
  console.log(misses.length === 0 ? 'All targets met.' : `Below target: ${misses.join('; ')}`);
  const benchmarkIndex = median(results.flat().map((result) => result.benchmarkIndex));
  console.log(`host CPU benchmark index (Lighthouse's, median of every audit): ${Math.round(benchmarkIndex)}`);

  writeBenchResult('lighthouse.json', { date: new Date().toISOString(), benchmarkIndex, runs: results, medians });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
