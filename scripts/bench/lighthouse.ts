/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: an emulated mid-range phone on a throttled 4G connection,
 * simulated) against the production build served as README's start command serves it, in Debian's Chromium.
 * Reports performance, accessibility, best practices and SEO for the budgeted pages, with the metrics behind the
 * performance score, against the targets. Writes the full figures to bench-results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { ROOT, startLocalServer } from './local-server';

const PAGES = ['/', '/coverage/auto', '/services/make-claim', '/quote/auto', '/quote/commercial'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface PageResult {
  path: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
  failedAudits: string[];
}

async function main(): Promise<void> {
  const server = await startLocalServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const results: PageResult[] = [];
  try {
    for (const path of PAGES) {
      const run = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = run;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
      const metrics = Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']));
      // What cost points: every scored audit below full marks, by name.
      const failedAudits = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit?.id} (${audit?.score})`);
      results.push({ path, scores, metrics, failedAudits: [...new Set(failedAudits)] });
      console.log(`${path.padEnd(22)} ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join('  ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  console.log('\nLighthouse, mobile preset (simulated throttling), production build:');
  console.log(`${'page'.padEnd(22)}${['perf', 'a11y', 'b.p.', 'seo'].map((h) => h.padStart(6)).join('')}   ${METRICS.map(([, label]) => label.padEnd(9)).join('')}`);
  for (const result of results) {
    console.log(
      `${result.path.padEnd(22)}${CATEGORIES.map((id) => String(result.scores[id]).padStart(6)).join('')}   ${METRICS.map(([, label]) => String(result.metrics[label]).padEnd(9)).join('')}`,
    );
  }
  console.log(`targets: ${CATEGORIES.map((id) => `${id} >= ${TARGETS[id]}`).join(', ')}`);
  const misses = results.flatMap((result) =>
    CATEGORIES.filter((id) => (result.scores[id] ?? 0) < TARGETS[id]).map((id) => `${result.path} ${id} ${result.scores[id]}`),
  );
  console.log(misses.length === 0 ? 'All targets met.' : `Below target: ${misses.join('; ')}`);
  for (const result of results) if (result.failedAudits.length > 0) console.log(`  ${result.path}: ${result.failedAudits.join(', ')}`);

  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
