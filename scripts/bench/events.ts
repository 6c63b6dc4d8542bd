/**
 * `npm run bench:events`: what the funnel's reports and the webhooks cost, measured side by side in one run.
 *
 * - The funnel's endpoint on PostgreSQL (POST /api/events): reports of one event, as fast as the server takes them over
 *   CONNECTIONS connections, and a visit's batch of seven events the same way (events per second = reports x 7). Bar:
 *   at least 2,000 events/s. Then reports of one event offered evenly at 500/s (scripts/bench/paced-load.ts). Bar: p99
 *   under 50 ms. Every 204 is checked to be counted.
 * - Typing in the commercial quote (scripts/bench/typing-session.ts, as bench:typing, the CPU slowed to the low-end
 *   phone of scripts/bench/device-calibration.ts) in two pages of
 *   one browser, one reporting its funnel and one with Global Privacy Control on (which reports nothing), in alternating
 *   rounds. Bar: p95 with the reports within a tenth of the p95 without.
 * - Full submissions (POST /api/quotes/auto) offered evenly at 200/s to two servers on PostgreSQL, one with three
 *   webhook endpoints configured (two receivers that answer at once, one that never answers,
 *   scripts/bench/webhook-receivers.ts) and one with none, in alternating rounds. Bar: p99 with the webhooks within a
 *   tenth of the p99 without, each the median of its rounds' p99: a pause of the host lifts one round's tail, and a
 *   p99 pooled over every round is that round's. The pooled p99 is printed beside it, and the CPU a submission cost
 *   the server and PostgreSQL during the rounds: a steadier view of the webhooks' cost than any tail.
 *
 * The API runs as built for production (dist-api/server.mjs), pinned with the load generator as bench:api does; the
 * browser case uses the production site as README's start command serves it. Nothing here passes or fails a test: the
 * figures and the bars are printed, and written to bench-results/.
 *
 * Options: --duration S (10) --warmup S (3) --connections N (50) --rounds N (4) --submit-rate N (200: the bar's; a
 * lower one shows the webhooks' cost on a machine whose capacity is near 200/s) --no-pin --skip-typing
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { resultRows, type Database } from '../../api/db/database';
import { loadWizardRegistry } from '../../api/wizards/registry';
import type { FunnelEvent, FunnelReport } from '../../schemas/funnel-report';
import { postgresBackend } from '../../tests/api/support/backends';
import { API_BUNDLE, buildApi, ROOT } from '../build-api';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { benchApiEnv, PAYLOAD_BODY, validationAccepted } from './api-cases';
import { formatNumber, median, percentile, ratio, targetMet, targetTable, type Target } from './bench-report';
import { writeBenchResult } from './bench-results';
import { calibrate, describeCalibration, measureHostIndex, type Calibration } from './device-calibration';
import { startChildServer, type ChildServer } from './child-server';
import { loadGenerator, tokenSupply } from './load-generator';
import { startLocalServer } from './local-server';
import { pacedLoad, type PacedResult } from './paced-load';
import { fillUpToEmployees, typeAndMeasure, TYPED_FIELD } from './typing-session';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '4' },
    'no-pin': { type: 'boolean', default: false },
    'submit-rate': { type: 'string', default: '200' },
    'skip-typing': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const generator = loadGenerator({ pin: !args['no-pin'], connections: Number(args.connections) });

const EVENTS_PATH = '/api/events';
const EVENTS_EVEN_RATE = 500;
const SUBMIT_PATH = '/api/quotes/auto';
const SUBMIT_EVEN_RATE = Number(args['submit-rate']);
const KEY_PRESSES_PER_ROUND = 50;

const log = (line: string) => console.log(line);

const WIZARD = 'commercial-quote';
const schemaVersion = loadWizardRegistry().get(WIZARD)?.schemaVersion ?? '';
const reportBody = (events: FunnelEvent[]) => JSON.stringify({ wizardId: WIZARD, schemaVersion, events } satisfies FunnelReport);
const ONE_EVENT = reportBody([{ type: 'shown', step: 'business' }]);
const VISIT: FunnelEvent[] = [
  { type: 'shown', step: 'policyholder' },
  { type: 'completed', step: 'policyholder', seconds: 48 },
  { type: 'shown', step: 'business' },
  { type: 'refused', step: 'business', fields: ['/businessZipCode'] },
  { type: 'completed', step: 'business', seconds: 95 },
  { type: 'shown', step: 'property' },
  { type: 'left', step: 'property', fields: ['/businessZipCode'], seconds: 20 },
];
const VISIT_BODY = reportBody(VISIT);

function apiServer(name: string, env: Record<string, string>): Promise<ChildServer> {
  return startChildServer({ name, command: [process.execPath, API_BUNDLE], env: { ...benchApiEnv(), ...env }, cpus: generator.serverCpus, accepted: validationAccepted });
}

const evenFigures = (result: PacedResult) => ({
  p50Ms: percentile(result.latenciesMs, 0.5),
  p99Ms: percentile(result.latenciesMs, 0.99),
  answered: result.latenciesMs.length,
  failed: result.failed,
});

/** The events counted: every report answered 204 adds its events, once. */
async function countedEvents(database: Database): Promise<number> {
  const [row] = resultRows<{ events: number }>(await database.db.execute(sql`select coalesce(sum(count), 0)::int as events from funnel_counts where field = ''`));
  return row?.events ?? 0;
}

async function measureEvents() {
  const opened = await postgresBackend.open();
  try {
    const api = await apiServer('API (PostgreSQL)', opened.envSource);
    try {
      let accepted = 0;
      const closed = async (body: string, events: number) => {
        const warmup = await generator.load(api.url, { path: EVENTS_PATH, body }, WARMUP);
        const result = await generator.load(api.url, { path: EVENTS_PATH, body }, DURATION);
        accepted += (warmup['2xx'] + result['2xx']) * events;
        return { reportsPerSecond: result['2xx'] / DURATION, eventsPerSecond: (result['2xx'] * events) / DURATION, p99Ms: result.latency.p99, failed: result.non2xx + result.errors };
      };
      log('funnel reports of one event, as fast as taken');
      const single = await closed(ONE_EVENT, 1);
      log(`  ${formatNumber(single.eventsPerSecond)} events/s, p99 ${formatNumber(single.p99Ms, 1)} ms`);
      log('a visit of seven events a report, as fast as taken');
      const visits = await closed(VISIT_BODY, VISIT.length);
      log(`  ${formatNumber(visits.reportsPerSecond)} reports/s = ${formatNumber(visits.eventsPerSecond)} events/s, p99 ${formatNumber(visits.p99Ms, 1)} ms`);
      log(`reports of one event, ${EVENTS_EVEN_RATE}/s evenly`);
      const offer = (seconds: number) => generator.onLoadCore(() => pacedLoad({ url: api.url, path: EVENTS_PATH, rate: EVENTS_EVEN_RATE, seconds, nextBody: () => ONE_EVENT }));
      const evenWarmup = await offer(WARMUP);
      const even = evenFigures(await offer(DURATION));
      accepted += evenWarmup.latenciesMs.length + even.answered;
      log(`  p50 ${formatNumber(even.p50Ms, 1)} ms, p99 ${formatNumber(even.p99Ms, 1)} ms`);
      // A closed-loop run may end with a report per connection answered after autocannon stopped counting.
      const stored = await countedEvents(opened.database);
      const unanswered = Number(args.connections) * 2 * (1 + VISIT.length);
      if (stored < accepted || stored > accepted + unanswered) throw new Error(`${accepted} events were answered 204 but ${stored} are counted`);
      return { single, visits, even, stored };
    } finally {
      await api.stop();
    }
  } finally {
    await opened.dispose();
  }
}

async function typingPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/quote/commercial`);
  await fillUpToEmployees(page);
  return page;
}

/** In the page: its document turns hidden, and says so. */
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function measureTyping(calibration: Calibration) {
  const server = await startLocalServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const phone = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
    const reporting = await browser.newContext(phone);
    const privateContext = await browser.newContext({ ...phone, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    // As a string: a function would be sent as this script's transpiled text, which the page cannot run.
    await privateContext.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });" });
    const sent = { reporting: 0, private: 0 };
    reporting.on('request', (request) => (sent.reporting += request.url().endsWith(EVENTS_PATH) ? 1 : 0));
    privateContext.on('request', (request) => (sent.private += request.url().endsWith(EVENTS_PATH) ? 1 : 0));
    log('typing: filling the commercial quote in two pages (4 vehicles, 15 classifications each)...');
    const pages = { on: await typingPage(reporting, server.url), off: await typingPage(privateContext, server.url) };
    const durations = { on: [] as number[], off: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const mode of ['on', 'off'] as const) {
        const page = pages[mode];
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: calibration.multiplier });
        durations[mode].push(...(await typeAndMeasure(page, TYPED_FIELD, KEY_PRESSES_PER_ROUND)).durations);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.detach();
      }
    }
    // Hiding a page sends its funnel so far: the one with the reports on must send its own, the other nothing. (The
    // pages are hidden as a switch to another tab would; Playwright does not see a beacon sent as a page unloads.)
    const reported = reporting.waitForEvent('request', { predicate: (request) => request.url().endsWith(EVENTS_PATH), timeout: 10_000 });
    for (const page of [pages.on, pages.off]) await page.evaluate(hidePage);
    await reported;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const p95 = { on: percentile(durations.on.sort((a, b) => a - b), 0.95), off: percentile(durations.off.sort((a, b) => a - b), 0.95) };
    log(`  key press to next paint, p95: ${p95.on} ms reporting, ${p95.off} ms not; reports sent ${sent.reporting} and ${sent.private}`);
    return { p95, presses: durations.on.length, sent };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** CPU time a process has used, user and system, in milliseconds (Linux's /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time used by PostgreSQL's processes, which serve both servers' databases. */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) total += processCpuMs(Number(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

async function measureSubmissionsWithWebhooks() {
  const receivers = await startChildServer({
    name: 'webhook receivers',
    command: [process.execPath, '--import', 'tsx', join(ROOT, 'scripts', 'bench', 'webhook-receivers.ts')],
    env: {},
    cpus: generator.pinned ? generator.loadCpus : undefined,
    accepted: async (url) => (await fetch(`${url}/receivers`)).ok,
  });
  const urls = (await (await fetch(`${receivers.url}/receivers`)).json()) as string[];
  const endpoints = urls.map((url, index) => ({ url, secret: `whsec_${Buffer.from(`bench-receiver-secret-${index}-0123456789`).toString('base64')}` }));
  const withHooks = await postgresBackend.open();
  const without = await postgresBackend.open();
  try {
    const servers = {
      webhooks: await apiServer('API with 3 webhook endpoints', { ...withHooks.envSource, WEBHOOK_ENDPOINTS: JSON.stringify(endpoints), WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }),
      none: await apiServer('API without webhooks', without.envSource),
    };
    try {
      const latencies = { webhooks: [] as number[], none: [] as number[] };
      const failed = { webhooks: 0, none: 0 };
      const cpu = { webhooks: { server: 0, postgres: 0, answered: 0 }, none: { server: 0, postgres: 0, answered: 0 } };
      const roundP99 = { webhooks: [] as number[], none: [] as number[] };
      const slice = DURATION / 2;
      const counts = async () => (await (await fetch(`${receivers.url}/counts`)).json()) as { fast: number; alsoFast: number; silent: number };
      let stored = 0;
      const catchUps: number[] = [];
      // The sender of the server with webhooks works on after its slice: the other's slice starts once both answering
      // receivers have every request, so that one server's background work is not measured against the other.
      const caughtUp = async () => {
        const started = performance.now();
        for (;;) {
          const { fast, alsoFast } = await counts();
          if (fast >= stored && alsoFast >= stored) break;
          if (performance.now() - started > 120_000) throw new Error(`the webhooks did not catch up: ${fast} and ${alsoFast} of ${stored}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        catchUps.push(performance.now() - started);
      };
      for (const [index, mode] of [...Array.from({ length: ROUNDS }, () => ['webhooks', 'none'] as const)].flat().entries()) {
        const server = servers[mode];
        const tokens = tokenSupply(server.url, PAYLOAD_BODY);
        const first = index < 2;
        await tokens.topUp(Math.ceil(SUBMIT_EVEN_RATE * ((first ? WARMUP : 0) + slice)) + 50);
        const offer = (seconds: number) => generator.onLoadCore(() => pacedLoad({ url: server.url, path: SUBMIT_PATH, rate: SUBMIT_EVEN_RATE, seconds, nextBody: tokens.nextBody }));
        const warmedUp = first ? (await offer(WARMUP)).latenciesMs.length : 0;
        const cpuBefore = { server: processCpuMs(server.pid), postgres: postgresCpuMs() };
        const result = await offer(slice);
        const answered = result.latenciesMs.length;
        cpu[mode].server += processCpuMs(server.pid) - cpuBefore.server;
        cpu[mode].postgres += postgresCpuMs() - cpuBefore.postgres;
        cpu[mode].answered += answered;
        roundP99[mode].push(percentile([...result.latenciesMs].sort((a, b) => a - b), 0.99));
        latencies[mode].push(...result.latenciesMs);
        failed[mode] += result.failed + tokens.takeShortage();
        if (mode === 'webhooks') {
          stored += warmedUp + result.latenciesMs.length;
          await caughtUp();
        }
      }
      const p99 = { webhooks: percentile(latencies.webhooks.sort((a, b) => a - b), 0.99), none: percentile(latencies.none.sort((a, b) => a - b), 0.99) };
      const delivered = (await (await fetch(`${receivers.url}/counts`)).json()) as Record<string, number>;
      log(`  p99 ${formatNumber(p99.webhooks, 1)} ms with the webhooks, ${formatNumber(p99.none, 1)} ms without; deliveries taken ${JSON.stringify(delivered)}`);
      log(`  each round's p99: ${roundP99.webhooks.map((ms) => formatNumber(ms, 1)).join(', ')} ms with; ${roundP99.none.map((ms) => formatNumber(ms, 1)).join(', ')} ms without`);
      log(`  median of the rounds' p99: ${formatNumber(median(roundP99.webhooks), 1)} ms with, ${formatNumber(median(roundP99.none), 1)} ms without`);
      const cpuEach = (mode: 'webhooks' | 'none') => ({ serverMs: cpu[mode].server / cpu[mode].answered, postgresMs: cpu[mode].postgres / cpu[mode].answered });
      const cpuPerSubmission = { webhooks: cpuEach('webhooks'), none: cpuEach('none') };
      log(`  CPU a submission during the rounds: server ${formatNumber(cpuPerSubmission.webhooks.serverMs, 2)} ms with, ${formatNumber(cpuPerSubmission.none.serverMs, 2)} ms without; PostgreSQL ${formatNumber(cpuPerSubmission.webhooks.postgresMs, 2)} and ${formatNumber(cpuPerSubmission.none.postgresMs, 2)} ms`);
      log(`  after each slice, every request reached both answering receivers within ${catchUps.map((ms) => formatNumber(ms / 1000, 1)).join(', ')} s`);
      return { p99, roundP99, cpuPerSubmission, answered: { webhooks: latencies.webhooks.length, none: latencies.none.length }, failed, delivered, catchUpMs: catchUps };
    } finally {
      await servers.webhooks.stop();
      await servers.none.stop();
    }
  } finally {
    await withHooks.dispose();
    await without.dispose();
    await receivers.stop();
  }
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  log(`events benchmark on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')}`);
  const hostIndex = await measureHostIndex();
  const calibration = calibrate(hostIndex, 'low-end');
  log(`Lighthouse CPU index of this host: ${hostIndex}; typing as ${describeCalibration(calibration)}`);
  await buildApi();
  const events = await measureEvents();
  const typing = args['skip-typing'] ? null : await measureTyping(calibration);
  log(`submissions at ${SUBMIT_EVEN_RATE}/s evenly, with three webhook endpoints and without, ${ROUNDS} rounds each`);
  const submissions = await measureSubmissionsWithWebhooks();
  const loadAfter = loadavg();

  const targets: Target[] = [
    { name: 'funnel reports of one event, as fast as taken', measured: events.single.eventsPerSecond, bound: 2000, kind: 'at least', unit: ' events/s' },
    { name: 'funnel visits of seven events, as fast as taken', measured: events.visits.eventsPerSecond, bound: 2000, kind: 'at least', unit: ' events/s' },
    { name: `funnel reports, p99 at ${EVENTS_EVEN_RATE}/s evenly`, measured: events.even.p99Ms, bound: 50, kind: 'at most', unit: ' ms' },
    ...(typing ? [{ name: 'typing p95, reporting / not reporting', measured: ratio(typing.p95.on, typing.p95.off), bound: 1.1, kind: 'at most' as const, unit: '' }] : []),
    {
      name: `submissions p99 at ${SUBMIT_EVEN_RATE}/s (median of rounds), 3 webhook endpoints / none`,
      measured: ratio(median(submissions.roundP99.webhooks), median(submissions.roundP99.none)),
      bound: 1.1,
      kind: 'at most',
      unit: '',
    },
  ];
  log('');
  log(targetTable(targets));
  log(`Lighthouse CPU index ${hostIndex}; load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')}`);
  const file = writeBenchResult(`events-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, {
    date: new Date().toISOString(),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    hostIndex,
    typingCalibration: calibration,
    loadAverage: { before: loadBefore, after: loadAfter },
    settings: { durationSeconds: DURATION, warmupSeconds: WARMUP, rounds: ROUNDS, pinned: generator.pinned },
    events,
    typing,
    submissions,
    targets: targets.map((target) => ({ ...target, met: targetMet(target) })),
  });
  log(`\nresults written to ${file.slice(ROOT.length + 1)}`);
  const failures = events.single.failed + events.visits.failed + events.even.failed + submissions.failed.webhooks + submissions.failed.none;
  if (failures > 0) throw new Error(`${failures} requests failed: the figures of those cases are not valid`);
  if (typing && (typing.sent.reporting === 0 || typing.sent.private !== 0)) throw new Error('the reporting page sent no report, or the private one sent some');
}

await main();
