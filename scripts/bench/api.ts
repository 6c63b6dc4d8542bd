/**
 * `npm run bench:api`: the API's performance bars, measured side by side in one run on this machine.
 *
 * - Validation: POST /api/forms/auto-quote/validate with a 4-vehicle, 4-driver payload, on the API and on bare Hono
 *   serving the same handler without any of the API's layers (scripts/bench/hono-floor.ts), in alternating slices so
 *   that a change in the machine's load hits both alike. Bar: the API at least 0.85 of bare Hono. The API is the one
 *   server of the submission cases, on PostgreSQL.
 * - Full submissions on PostgreSQL (POST /api/quotes/auto, each with its own solved captcha, stored), as fast as the
 *   server takes them over CONNECTIONS connections. Bar: at least 500/s.
 * - The same submissions offered evenly at 200/s (scripts/bench/paced-load.ts), after a warm-up at that rate. Bar: p99
 *   under 100 ms.
 * - Start-up: spawn to the first accepted validation, on PGlite with an existing data directory, the median of
 *   STARTUP_RUNS starts. Bar: under 1.5 s.
 *
 * The API runs as built for production (dist-api/server.mjs, see scripts/build-api.ts) with NODE_ENV=production,
 * LOG_LEVEL=warn, every RATE_LIMIT_*_PER_MINUTE=0 (one client sends everything) and CAPTCHA_COST=1 (thousands of
 * challenges are solved before a submission run). Every 201 of the submission runs is checked to be a stored row.
 * Nothing here passes or fails a test: the figures and the bars are printed, and written to bench-results/.
 *
 * Options: --duration S (10) --warmup S (3) --connections N (50) --startup-runs N (3) --no-pin --no-json
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import type { Database } from '../../api/db/database';
import { submissions } from '../../api/db/schema';
import { postgresBackend } from '../../tests/api/support/backends';
import { API_BUNDLE, buildApi, ROOT } from '../build-api';
import {
  combineMeasurements,
  formatNumber,
  measurementTable,
  median,
  percentile,
  ratio,
  roundRatios,
  targetMet,
  targetTable,
  toMeasurement,
  type Measurement,
  type Target,
} from './bench-report';
import { writeBenchResult } from './bench-results';
import { benchApiEnv, PAYLOAD_BODY, VALIDATE_PATH, validationAccepted } from './api-cases';
import { startChildServer, type ChildServer } from './child-server';
import { pacedLoad } from './paced-load';
import { loadGenerator, tokenSupply } from './load-generator';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'startup-runs': { type: 'string', default: '3' },
    'no-pin': { type: 'boolean', default: false },
    'no-json': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const STARTUP_RUNS = Number(args['startup-runs']);
const generator = loadGenerator({ pin: !args['no-pin'], connections: CONNECTIONS });
const { load, onLoadCore, pinned: PIN, serverCpus: SERVER_CPUS, loadCpus: LOAD_CPUS } = generator;
/** Validation slices per case, taken in turn. */
const ROUNDS = 5;

const SUBMIT_PATH = '/api/quotes/auto';
const EVEN_RATE = 200;
/** Tokens solved for a warm-up: a generous bound of any submission rate on two cores. */
const WARMUP_SUBMIT_RATE = 3000;

const log = (line: string) => console.log(line);

/** The built API; `pinned: false` leaves it every core, as in production. */
function apiServer(name: string, env: Record<string, string>, { pinned = true } = {}): Promise<ChildServer> {
  return startChildServer({
    name,
    command: [process.execPath, API_BUNDLE],
    env: { ...benchApiEnv(), ...env },
    cpus: pinned ? SERVER_CPUS : undefined,
    accepted: validationAccepted,
  });
}

/** The API and bare Hono validating the same payload, in ROUNDS alternating slices each after a warm-up. */
async function measureValidation(api: ChildServer): Promise<{ ours: Measurement; floor: Measurement; roundRatios: number[] }> {
  const floor = await startChildServer({
    name: 'bare Hono',
    command: [process.execPath, '--import', 'tsx', join(ROOT, 'scripts', 'bench', 'hono-floor.ts')],
    env: { NODE_ENV: 'production' },
    cpus: SERVER_CPUS,
    accepted: validationAccepted,
  });
  try {
    const request = { path: VALIDATE_PATH, body: PAYLOAD_BODY };
    const servers = [api, floor];
    for (const server of servers) await load(server.url, request, WARMUP);
    const rounds = servers.map((): autocannon.Result[] => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, server] of servers.entries()) rounds[index]?.push(await load(server.url, request, DURATION / ROUNDS));
    }
    return {
      ours: combineMeasurements('POST validate (API)', rounds[0] ?? []),
      floor: combineMeasurements('POST validate (bare Hono, same handler)', rounds[1] ?? []),
      roundRatios: roundRatios(rounds[0] ?? [], rounds[1] ?? []),
    };
  } finally {
    await floor.stop();
  }
}

/**
 * Full submissions: warmed up, then as fast as the server takes them, then offered evenly at EVEN_RATE. Every 201
 * must be a stored row (a closed-loop run may end with one request per connection still being stored).
 */
async function measureSubmissions(
  server: ChildServer,
  database: Database,
): Promise<{ saturated: Measurement; even: Measurement }> {
  const tokens = tokenSupply(server.url, PAYLOAD_BODY);
  const request = { path: SUBMIT_PATH, nextBody: tokens.nextBody };
  const shortage = (name: string) => {
    const missing = tokens.takeShortage();
    if (missing > 0) log(`  ${name}: ${formatNumber(missing)} requests went without a token (the solved tokens ran out)`);
  };

  await tokens.topUp(Math.ceil(WARMUP_SUBMIT_RATE * WARMUP));
  const warmup = await load(server.url, request, WARMUP);
  shortage('warm-up');
  // The measured run may be much faster than the warm-up, before which the JIT and the pool had not settled.
  await tokens.topUp(Math.ceil((warmup['2xx'] / warmup.duration) * 4 * DURATION) + 1000);
  const saturated = toMeasurement('POST /api/quotes/auto (PostgreSQL), as fast as taken', await load(server.url, request, DURATION));
  shortage('as fast as taken');
  log(`  as fast as taken: ${formatNumber(saturated.requestsPerSecond)}/s, p99 ${formatNumber(saturated.p99Ms, 1)} ms`);

  await tokens.topUp(Math.ceil(EVEN_RATE * (WARMUP + DURATION)) + 100);
  const offerEvenly = (seconds: number) =>
    onLoadCore(() => pacedLoad({ url: server.url, path: SUBMIT_PATH, rate: EVEN_RATE, seconds, nextBody: tokens.nextBody }));
  // Its own warm-up first: the sender opens its connections as the first requests go out.
  const evenWarmup = await offerEvenly(WARMUP);
  const paced = await offerEvenly(DURATION);
  shortage('evenly offered');
  const even: Measurement = {
    name: `POST /api/quotes/auto (PostgreSQL), ${EVEN_RATE}/s evenly`,
    requestsPerSecond: paced.latenciesMs.length / paced.duration,
    p50Ms: percentile(paced.latenciesMs, 0.5),
    p99Ms: percentile(paced.latenciesMs, 0.99),
    succeeded: paced.latenciesMs.length,
    failed: paced.failed,
  };
  log(`  ${EVEN_RATE}/s evenly: p50 ${formatNumber(even.p50Ms, 1)} ms, p99 ${formatNumber(even.p99Ms, 1)} ms`);

  const accepted = warmup['2xx'] + saturated.succeeded + evenWarmup.latenciesMs.length + even.succeeded;
  await checkStored(database, accepted, 2 * CONNECTIONS);
  return { saturated, even };
}

async function checkStored(database: Database, accepted: number, inFlight: number): Promise<void> {
  const [row] = await database.db.select({ n: count() }).from(submissions);
  const stored = row?.n ?? 0;
  if (stored < accepted || stored > accepted + inFlight) {
    throw new Error(`${accepted} submissions answered 201 but ${stored} rows are stored`);
  }
}

/** Start-ups on an existing PGlite data directory, with every core available as in production. */
async function measureStartup(): Promise<number[]> {
  const root = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const dataDir = join(root, 'data');
  try {
    // The first start creates and migrates the data directory; the figure is of the starts after it.
    await (await apiServer('API (PGlite, new data directory)', { DATA_DIR: dataDir }, { pinned: false })).stop();
    const startups: number[] = [];
    for (let run = 0; run < STARTUP_RUNS; run++) {
      const started = await apiServer('API (PGlite)', { DATA_DIR: dataDir }, { pinned: false });
      startups.push(started.startupMs);
      await started.stop();
    }
    return startups;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const joinLoad = (values: readonly number[]) => values.map((n) => n.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const loadBefore = loadavg();
  log(`API benchmark on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${joinLoad(loadBefore)}`);
  log(`${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case; ${PIN ? `servers on CPU ${SERVER_CPUS}, load on CPU ${LOAD_CPUS}` : 'not pinned'}`);
  await buildApi();

  log('start-up (PGlite, existing data directory)');
  const startups = await measureStartup();
  const startupMs = median(startups);
  log(`  ${startups.map((ms) => Math.round(ms)).join(', ')} ms`);

  // One server on a throw-away PostgreSQL database for the validation and the submissions. A validation touches no
  // database, but PGlite's in-process heap makes every garbage collection of the server dearer (docs/performance.md).
  const opened = await postgresBackend.open();
  let validation: { ours: Measurement; floor: Measurement; roundRatios: number[] };
  let submitted: { saturated: Measurement; even: Measurement };
  try {
    const api = await apiServer('API (PostgreSQL)', opened.envSource);
    try {
      log('validation');
      validation = await measureValidation(api);
      log(`  API / bare Hono: ${formatNumber(ratio(validation.ours.requestsPerSecond, validation.floor.requestsPerSecond), 2)}`);
      log(`  round by round: ${validation.roundRatios.map((value) => formatNumber(value, 2)).join(', ')}`);
      log('submissions (PostgreSQL)');
      submitted = await measureSubmissions(api, opened.database);
    } finally {
      await api.stop();
    }
  } finally {
    await opened.dispose();
  }
  const loadAfter = loadavg();
  const validationRatio = ratio(validation.ours.requestsPerSecond, validation.floor.requestsPerSecond);
  const { saturated, even } = submitted;

  const measurements = [validation.ours, validation.floor, saturated, even];
  const targets: Target[] = [
    { name: 'validation: API / bare Hono', measured: validationRatio, bound: 0.85, kind: 'at least', unit: '' },
    { name: 'submissions on PostgreSQL, as fast as taken', measured: saturated.requestsPerSecond, bound: 500, kind: 'at least', unit: '/s' },
    { name: `submissions on PostgreSQL, p99 at ${EVEN_RATE}/s evenly`, measured: even.p99Ms, bound: 100, kind: 'at most', unit: ' ms' },
    { name: 'start-up, PGlite, existing data (median)', measured: startupMs, bound: 1500, kind: 'at most', unit: ' ms' },
  ];
  log('');
  log(measurementTable(measurements));
  log('');
  log(`start-ups: ${startups.map((ms) => Math.round(ms)).join(', ')} ms; every 201 of the submission runs is a stored row`);
  log(`load average before ${joinLoad(loadBefore)}, after ${joinLoad(loadAfter)}`);
  log('');
  log(targetTable(targets));

  if (!args['no-json']) {
    const result = {
      date: new Date().toISOString(),
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      loadAverage: { before: loadBefore, after: loadAfter },
      settings: { connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION, pinned: PIN },
      measurements,
      validationRoundRatios: validation.roundRatios,
      startupMs: startups,
      targets: targets.map((target) => ({ ...target, met: targetMet(target) })),
    };
    const file = writeBenchResult(`api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, result);
    log(`\nresults written to ${file.slice(ROOT.length + 1)}`);
  }
  if (measurements.some((m) => m.failed > 0)) {
    throw new Error('some requests failed (see the failed column): the figures of those cases are not valid');
  }
}

await main();
