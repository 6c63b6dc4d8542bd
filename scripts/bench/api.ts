/**
 * `npm run bench:api`: the API under load, every case measured side by side in one run on this machine, so the
 * ratios between cases mean something even when the machine's absolute speed varies.
 *
 * Cases (same connections, warm-up and duration each): GET /api/health; POST /api/forms/auto-quote/validate with a
 * 4-vehicle, 4-driver payload; the same validation served by a minimal Fastify app (the reference point,
 * scripts/bench/fastify-reference.ts) and by bare Hono with none of the API's layers (scripts/bench/hono-floor.ts,
 * the framework's own share); GET /api/captcha/challenge, which every submission's visitor fetches first;
 * full submissions (POST /api/quotes/auto with a solved captcha, stored) on PGlite and on PostgreSQL, each as fast as
 * the server takes them, and on PostgreSQL also at the target's 1,000/s (its p99 is the latency target's figure; see
 * measureSubmissionsAtRate). Also the start-up time: spawn to the first accepted validation, on PGlite with an
 * existing data directory.
 *
 * The API runs as built for production (dist-api/server.mjs, see scripts/build-api.ts) with the Node flags npm run
 * serve gives it (api/node-flags.ts; the references get them too), NODE_ENV=production,
 * LOG_LEVEL=warn, every RATE_LIMIT_*_PER_MINUTE=0 (one client sends everything) and CAPTCHA_COST=1 (thousands of
 * challenges are solved before the run; the verification cost at the default cost is measured and printed apart).
 *
 * Health, validation, the two references and the challenge are measured in alternation, in ROUNDS slices each, so
 * that a change in the machine's background load during the run affects them alike.
 *
 * Options: --duration S (10) --warmup S (3) --connections N (50) --startup-runs N (3) --no-pin --no-json
 * --validation-only (health, validate, the references and the challenge only: quicker while working on the request
 * path)
 * --postgres-only (the submissions on PostgreSQL only: quicker while working on the submission path)
 * --cpu-prof (each server writes a V8 CPU profile to bench-results/profiles/ when it stops)
 */
import { spawnSync } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../../api/db/database';
import { submissions } from '../../api/db/schema';
import { SERVER_NODE_FLAGS } from '../../api/node-flags';
import { postgresBackend } from '../../tests/api/support/backends';
import { API_BUNDLE, buildApi, ROOT } from '../build-api';
import {
  combineMeasurements,
  cpuUsPerAnswer,
  formatNumber,
  measurementTable,
  median,
  percentilesAtInterval,
  ratio,
  targetMet,
  targetTable,
  toMeasurement,
  type Measurement,
  type Target,
} from './bench-report';
import { benchApiEnv, JSON_HEADERS, PAYLOAD, PAYLOAD_BODY, post, VALIDATE_PATH, validationAccepted } from './api-cases';
import { startChildServer, type ChildServer } from './child-server';
import { postgresCpuMs, processCpuMs } from './process-cpu';
import { solveCaptchas } from './solve-captchas';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'startup-runs': { type: 'string', default: '3' },
    'no-pin': { type: 'boolean', default: false },
    'no-json': { type: 'boolean', default: false },
    'validation-only': { type: 'boolean', default: false },
    'postgres-only': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const STARTUP_RUNS = Number(args['startup-runs']);
/**
 * With two cores, the server gets one and the load generator the other, so neither steals the other's time slices
 * and runs repeat more closely; PostgreSQL's own processes are not pinned. Fastify gets the same arrangement.
 */
const PIN = !args['no-pin'] && availableParallelism() >= 2;
const SERVER_CPUS = PIN ? '1' : undefined;
const LOAD_CPUS = '0';
const NODE_OPTIONS = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, 'bench-results', 'profiles')}`] : [];

const SUBMIT_PATH = '/api/quotes/auto';
/** Wrong on purpose: both validators must answer it with the same errors. */
const INVALID_BODY = JSON.stringify({ ...PAYLOAD, email: 'not-an-e-mail', vehicles: [{ vehicleVIN: 'short' }] });
/** Tokens solved for a warm-up: a generous bound of any submission rate on two cores. */
const WARMUP_SUBMIT_RATE = 3000;
const ROUNDS = 5;

const log = (line: string) => console.log(line);

/** Moves this process (autocannon runs in it) to the load generator's core, or back to every core. */
function pinSelf(cpuList: string | undefined): void {
  if (!PIN) return;
  const all = `0-${availableParallelism() - 1}`;
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpuList ?? all, String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr}`);
}

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** A different body for every request (single-use captcha tokens). */
  nextBody?: () => string;
  /** Requests per second offered over all connections together; unset, each connection sends as fast as it can. */
  rate?: number;
}

/**
 * One autocannon run. `onAnswer` hears every answer with its latency in milliseconds. A rated run's latencies are
 * kept as measured (`ignoreCoordinatedOmission`): autocannon's own correction uses the wrong unit
 * (percentilesAtInterval in bench-report.ts), so the caller corrects them.
 */
async function load(
  url: string,
  request: LoadRequest,
  seconds: number,
  onAnswer?: (statusCode: number, latencyMs: number) => void,
): Promise<autocannon.Result> {
  pinSelf(LOAD_CPUS);
  try {
    const { nextBody } = request;
    const options: autocannon.Options = {
      url,
      connections: CONNECTIONS,
      duration: seconds,
      ...(request.rate === undefined ? {} : { overallRate: request.rate, ignoreCoordinatedOmission: true }),
      requests: [
        {
          method: request.method,
          path: request.path,
          headers: request.method === 'POST' ? JSON_HEADERS : {},
          body: request.body,
          ...(nextBody ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: nextBody() }) } : {}),
        },
      ],
    };
    return await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(options, (error: unknown, result) => (error ? reject(error) : resolve(result)));
      if (onAnswer) run.on('response', (_client, statusCode, _bytes, latencyMs) => onAnswer(statusCode, latencyMs));
    });
  } finally {
    pinSelf(undefined);
  }
}

function apiServer(name: string, env: Record<string, string>, cpuList = SERVER_CPUS): Promise<ChildServer> {
  return startChildServer({
    name,
    command: [process.execPath, ...SERVER_NODE_FLAGS, ...NODE_OPTIONS, API_BUNDLE],
    env: { ...benchApiEnv(), ...env },
    cpus: cpuList,
    accepted: validationAccepted,
  });
}

/** The submission rate the PostgreSQL target names: the latency target is measured while it is offered. */
const TARGET_SUBMIT_RATE = 1000;

/** Submissions, each with its own single-use captcha token, solved ahead of the runs that spend them. */
interface SubmissionLoad {
  request: LoadRequest;
  /** Solves tokens until at least `wanted` are ready. */
  topUp(wanted: number): Promise<void>;
  /** Starts counting the CPU the server, and PostgreSQL when it stores there, spend from now on. */
  startCpuMeter(): CpuMeter;
  /** Requests sent without a token since the last call: they were answered 403, the benchmark's shortage. */
  takeShortage(): number;
}

/** The CPU spent since the meter started, per answer. */
type CpuMeter = (answers: number) => Pick<Measurement, 'serverCpuUs' | 'databaseCpuUs'>;

function startCpuMeter(server: ChildServer, onPostgres: boolean): CpuMeter {
  const serverStart = processCpuMs(server.pid);
  const databaseStart = onPostgres ? postgresCpuMs() : 0;
  return (answers) => ({
    serverCpuUs: cpuUsPerAnswer(processCpuMs(server.pid) - serverStart, answers),
    ...(onPostgres ? { databaseCpuUs: cpuUsPerAnswer(postgresCpuMs() - databaseStart, answers) } : {}),
  });
}

function submissionLoad(server: ChildServer, onPostgres: boolean): SubmissionLoad {
  const tokens: string[] = [];
  let shortage = 0;
  const prefix = `${PAYLOAD_BODY.slice(0, -1)},"captchaToken":`;
  const nextToken = () => {
    const token = tokens.pop();
    if (token === undefined) shortage += 1;
    return token ?? '';
  };
  return {
    startCpuMeter: () => startCpuMeter(server, onPostgres),
    // Running out is answered 403 and reported as failed requests, never hidden, and named as the benchmark's own.
    request: { method: 'POST', path: SUBMIT_PATH, nextBody: () => `${prefix}${JSON.stringify(nextToken())}}` },
    takeShortage() {
      const taken = shortage;
      shortage = 0;
      return taken;
    },
    async topUp(wanted) {
      if (tokens.length < wanted) tokens.push(...(await solveCaptchas(server.url, wanted - tokens.length)));
    },
  };
}

/** Says when a run ran out of solved tokens, so its failed requests are not taken for the server's. */
function reportShortage(name: string, quotes: SubmissionLoad): void {
  const shortage = quotes.takeShortage();
  if (shortage > 0) log(`  ${name}: ${formatNumber(shortage)} requests were sent without a token (the solved tokens ran out)`);
}

/** A measured run and the 201s answered in it (a warm-up's included), which must all be stored rows. */
interface SubmissionRun {
  measurement: Measurement;
  accepted: number;
}

/**
 * Full submissions as fast as the server takes them: tokens for a warm-up at a generous rate are solved first; what
 * the warm-up did not use, plus enough for the measured run at 2.5 times the warm-up's rate, serve the measured run.
 * Its latency is mostly the queue of the connections waiting their turn (Little's law: 50 connections served at
 * 1,000/s wait 50 ms on average however fast each submission is).
 */
async function measureSubmissions(name: string, server: ChildServer, quotes: SubmissionLoad): Promise<SubmissionRun> {
  await quotes.topUp(Math.ceil(WARMUP_SUBMIT_RATE * WARMUP));
  const warmup = await load(server.url, quotes.request, WARMUP);
  reportShortage(`${name} (warm-up)`, quotes);
  // The warm-up runs before the JIT and the connection pool settled: the measured run can be much faster.
  await quotes.topUp(Math.ceil((warmup['2xx'] / warmup.duration) * 4 * DURATION) + 1000);
  const cpu = quotes.startCpuMeter();
  const result = await load(server.url, quotes.request, DURATION);
  reportShortage(name, quotes);
  const measurement = { ...toMeasurement(name, result), ...cpu(result['2xx']) };
  log(`  ${name}: ${formatNumber(measurement.requestsPerSecond)} req/s, p99 ${formatNumber(measurement.p99Ms, 1)} ms`);
  return { measurement, accepted: warmup['2xx'] + measurement.succeeded };
}

/**
 * Full submissions offered at `rate` per second over the same connections (autocannon's `overallRate`), on a server
 * already warmed up by `measureSubmissions`. autocannon gives each connection its share of the rate per second and
 * lets it send that share as fast as it is answered from the start of each second, so the load comes in bursts of
 * every connection at once: the p99 is that of a 50-deep queue at the top of each second, not of evenly spaced
 * arrivals. Its p50 and p99 are those of the answered requests, corrected for the requests a slow answer held back
 * at the interval each connection means to keep (percentilesAtInterval).
 */
async function measureSubmissionsAtRate(
  name: string,
  server: ChildServer,
  quotes: SubmissionLoad,
  rate: number,
): Promise<SubmissionRun> {
  await quotes.topUp(Math.ceil(rate * DURATION * 1.1) + 1000);
  const ratedName = `${name} at ${formatNumber(rate)}/s`;
  const latencies: number[] = [];
  const cpu = quotes.startCpuMeter();
  const result = await load(server.url, { ...quotes.request, rate }, DURATION, (statusCode, latencyMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(latencyMs);
  });
  reportShortage(ratedName, quotes);
  // Each connection means to send one request every CONNECTIONS / rate seconds.
  const measurement = {
    ...toMeasurement(ratedName, result),
    ...percentilesAtInterval(latencies, (1000 * CONNECTIONS) / rate),
    ...cpu(result['2xx']),
  };
  log(`  ${ratedName}: ${formatNumber(measurement.requestsPerSecond)} req/s, p99 ${formatNumber(measurement.p99Ms, 1)} ms`);
  return { measurement, accepted: measurement.succeeded };
}

/**
 * Every 201 must be a stored row: the proof that the submissions measured were really written. A run ends with up
 * to one request in flight per connection, which the server may still store after autocannon stopped counting.
 */
async function checkStored(name: string, database: Database, accepted: number, runs: number): Promise<void> {
  const [row] = await database.db.select({ n: count() }).from(submissions);
  const stored = row?.n ?? 0;
  if (stored < accepted || stored > accepted + runs * CONNECTIONS) {
    throw new Error(`${name}: ${accepted} submissions answered 201 but ${stored} rows are stored`);
  }
}

/** CPU time of one captcha verification at the default cost: one PBKDF2 derivation of 1,000 iterations. */
function verificationCostMs(iterations = 1000, samples = 200): number {
  const started = performance.now();
  for (let i = 0; i < samples; i++) pbkdf2Sync(randomBytes(20), randomBytes(16), iterations, 32, 'sha256');
  return (performance.now() - started) / samples;
}

interface Case {
  name: string;
  server: ChildServer;
  request: LoadRequest;
}

/** Each case warmed up, then ROUNDS slices of DURATION / ROUNDS seconds, taken in turn. */
async function measureAlternating(cases: readonly Case[]): Promise<Measurement[]> {
  for (const { server, request } of cases) await load(server.url, request, WARMUP);
  const rounds = cases.map((): autocannon.Result[] => []);
  const cpuMs = cases.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { server, request }] of cases.entries()) {
      const cpuBefore = processCpuMs(server.pid);
      rounds[index]?.push(await load(server.url, request, DURATION / ROUNDS));
      cpuMs[index] = (cpuMs[index] ?? 0) + processCpuMs(server.pid) - cpuBefore;
    }
  }
  return cases.map(({ name }, index) => {
    const combined = combineMeasurements(name, rounds[index] ?? []);
    const measurement = { ...combined, serverCpuUs: cpuUsPerAnswer(cpuMs[index] ?? 0, combined.succeeded) };
    log(`  ${name}: ${formatNumber(measurement.requestsPerSecond)} req/s, p99 ${formatNumber(measurement.p99Ms, 1)} ms`);
    return measurement;
  });
}

/** A reference server (scripts/bench/<file>), started like the API: the same Node flags, pinned alike. */
function referenceServer(name: string, file: string): Promise<ChildServer> {
  return startChildServer({
    name,
    // The same Node flags as the API: the ratio compares what serves the validation, not the runtime's settings.
    command: [process.execPath, ...SERVER_NODE_FLAGS, ...NODE_OPTIONS, '--import', 'tsx', join(ROOT, 'scripts', 'bench', file)],
    env: { NODE_ENV: 'production' },
    cpus: SERVER_CPUS,
    accepted: validationAccepted,
  });
}

/**
 * Health, validation, the Fastify reference's validation, the same validation on bare Hono (both checked to answer
 * exactly like the API) and the captcha challenge.
 */
async function measureValidation(api: ChildServer): Promise<Measurement[]> {
  const references: ChildServer[] = [];
  try {
    const fastify = await referenceServer('Fastify reference', 'fastify-reference.ts');
    references.push(fastify);
    const bareHono = await referenceServer('bare Hono', 'hono-floor.ts');
    references.push(bareHono);
    const [ours, ...theirs] = await Promise.all([api, ...references].map(({ url }) => post(url, VALIDATE_PATH, INVALID_BODY)));
    for (const answer of theirs) {
      if (answer.text !== ours?.text) throw new Error(`a reference answers differently:\n${answer.text}\n${ours?.text}`);
    }
    const validate: LoadRequest = { method: 'POST', path: VALIDATE_PATH, body: PAYLOAD_BODY };
    return await measureAlternating([
      { name: 'GET /api/health', server: api, request: { method: 'GET', path: '/api/health' } },
      { name: 'POST validate (Hono)', server: api, request: validate },
      { name: 'POST validate (Fastify reference)', server: fastify, request: validate },
      // Not a target: the framework's own share, so the report tells it from what the API's layers add.
      { name: 'POST validate (bare Hono, no layers)', server: bareHono, request: validate },
      // Not a target of its own: every submission costs its visitor one challenge, so its CPU belongs beside theirs.
      { name: 'GET /api/captcha/challenge', server: api, request: { method: 'GET', path: '/api/captcha/challenge' } },
    ]);
  } finally {
    await Promise.all(references.map((server) => server.stop()));
  }
}

async function measureOnPglite(pglite: ChildServer, dataDir: string): Promise<Measurement> {
  try {
    const run = await measureSubmissions('POST /api/quotes/auto (PGlite)', pglite, submissionLoad(pglite, false));
    // PGlite allows one process per data directory: the rows are counted once the server stopped.
    await pglite.stop();
    const stored = await openDatabase({ DATA_DIR: dataDir });
    await checkStored('PGlite', stored, run.accepted, 2).finally(() => stored.close());
    return run.measurement;
  } finally {
    await pglite.stop();
  }
}

async function measureOnPostgres(): Promise<{ saturated: Measurement; atRate: Measurement }> {
  const opened = await postgresBackend.open();
  try {
    const server = await apiServer('API (PostgreSQL)', opened.envSource);
    try {
      const name = 'POST /api/quotes/auto (PostgreSQL)';
      const quotes = submissionLoad(server, true);
      const saturated = await measureSubmissions(name, server, quotes);
      const atRate = await measureSubmissionsAtRate(name, server, quotes, TARGET_SUBMIT_RATE);
      await checkStored('PostgreSQL', opened.database, saturated.accepted + atRate.accepted, 3);
      return { saturated: saturated.measurement, atRate: atRate.measurement };
    } finally {
      await server.stop();
    }
  } finally {
    await opened.dispose();
  }
}

const joinMs = (values: readonly number[]) => values.map((ms) => Math.round(ms)).join(', ');
const joinLoad = (values: readonly number[]) => values.map((n) => n.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const loadBefore = loadavg();
  log(`API benchmark on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${joinLoad(loadBefore)}`);
  log(`${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case; ${PIN ? `server on CPU ${SERVER_CPUS}, autocannon on CPU ${LOAD_CPUS}` : 'not pinned'}`);
  await buildApi();

  if (args['postgres-only']) {
    const { saturated, atRate } = await measureOnPostgres();
    log('');
    log(measurementTable([saturated, atRate]));
    return;
  }

  const root = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const dataDir = join(root, 'data');
  try {
    // The first start creates and migrates the data directory; the start-up figure is of later starts, with every
    // core available as in production (pinned to one core, the start would be slower than it is).
    log('PGlite: creating the data directory');
    await (await apiServer('API (PGlite, new data directory)', { DATA_DIR: dataDir })).stop();
    const startups: number[] = [];
    for (let run = 0; run < STARTUP_RUNS; run++) {
      const started = await apiServer('API (PGlite)', { DATA_DIR: dataDir }, undefined);
      startups.push(started.startupMs);
      await started.stop();
    }
    log(`  start-up to first accepted request: ${joinMs(startups)} ms`);

    const pglite = await apiServer('API (PGlite)', { DATA_DIR: dataDir });
    const [health, validate, reference, bareHono, challenge] = await measureValidation(pglite).catch(async (error: unknown) => {
      await pglite.stop();
      throw error;
    });
    if (!health || !validate || !reference || !bareHono || !challenge) throw new Error('a validation case was not measured');
    const measurements = [health, validate, reference, bareHono, challenge];
    let postgresSubmit: { saturated: Measurement; atRate: Measurement } | undefined;
    if (args['validation-only']) {
      await pglite.stop();
    } else {
      measurements.push(await measureOnPglite(pglite, dataDir));
      postgresSubmit = await measureOnPostgres();
      measurements.push(postgresSubmit.saturated, postgresSubmit.atRate);
    }

    const loadAfter = loadavg();
    const verifyMs = verificationCostMs();
    const startupMs = median(startups);
    const validateToHealth = ratio(validate.requestsPerSecond, health.requestsPerSecond);
    const oursToFastify = ratio(validate.requestsPerSecond, reference.requestsPerSecond);
    const bareHonoToFastify = ratio(bareHono.requestsPerSecond, reference.requestsPerSecond);
    const oursToBareHono = ratio(validate.requestsPerSecond, bareHono.requestsPerSecond);
    const targets: Target[] = [
      { name: 'validate / health', measured: validateToHealth, bound: 0.8, kind: 'at least', unit: '' },
      { name: 'ours / Fastify (validate)', measured: oursToFastify, bound: 1, kind: 'at least', unit: '' },
      {
        name: 'submissions on PostgreSQL (as fast as taken)',
        measured: postgresSubmit?.saturated.requestsPerSecond ?? Number.NaN,
        bound: TARGET_SUBMIT_RATE,
        kind: 'at least',
        unit: '/s',
      },
      {
        name: `submissions on PostgreSQL, p99 at ${formatNumber(TARGET_SUBMIT_RATE)}/s`,
        measured: postgresSubmit?.atRate.p99Ms ?? Number.NaN,
        bound: 50,
        kind: 'at most',
        unit: ' ms',
      },
      {
        name: `submissions on PostgreSQL, rate held at ${formatNumber(TARGET_SUBMIT_RATE)}/s`,
        measured: postgresSubmit?.atRate.requestsPerSecond ?? Number.NaN,
        bound: TARGET_SUBMIT_RATE * 0.98,
        kind: 'at least',
        unit: '/s',
      },
      { name: 'start-up, PGlite, existing data (median)', measured: startupMs, bound: 1500, kind: 'at most', unit: ' ms' },
    ];

    log('');
    log(measurementTable(measurements));
    log('');
    log(`ratios: validate/health ${formatNumber(validateToHealth, 2)}, ours/Fastify ${formatNumber(oursToFastify, 2)}`);
    // The same comparison in the CPU each server spent per validation, which moves less between runs than rates do.
    const cpuRatio = ratio(reference.serverCpuUs ?? Number.NaN, validate.serverCpuUs ?? Number.NaN);
    log(`CPU per validation: Fastify's / ours ${formatNumber(cpuRatio, 2)} (the reference spends that share of the API's CPU)`);
    // Where the gap lies: the framework itself (bare Hono against Fastify) and what the API's layers add to it.
    const bareCpuRatio = ratio(reference.serverCpuUs ?? Number.NaN, bareHono.serverCpuUs ?? Number.NaN);
    log(
      `bare Hono (the same handler, none of the API's layers): bare Hono/Fastify ${formatNumber(bareHonoToFastify, 2)} ` +
        `(CPU ${formatNumber(bareCpuRatio, 2)}), ours/bare Hono ${formatNumber(oursToBareHono, 2)}`,
    );
    log(`start-up to first accepted request (PGlite, existing data directory): ${joinMs(startups)} ms, median ${formatNumber(startupMs)} ms`);
    if (postgresSubmit) log('every 201 of the submission cases is a stored row (counted after each run)');
    log(`captcha verification at the default CAPTCHA_COST=1000: ${formatNumber(verifyMs, 2)} ms of CPU per submission (the rows above run at 1)`);
    log(`load average before ${joinLoad(loadBefore)}, after ${joinLoad(loadAfter)}`);
    log('');
    log(targetTable(targets));

    if (!args['no-json']) {
      const dir = join(ROOT, 'bench-results');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      const result = {
        date: new Date().toISOString(),
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        loadAverage: { before: loadBefore, after: loadAfter },
        settings: { connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION, pinned: PIN },
        measurements,
        ratios: { validateToHealth, oursToFastify, bareHonoToFastify, oursToBareHono },
        startupMs: startups,
        captchaVerificationMsAtDefaultCost: verifyMs,
        targets: targets.map((target) => ({ ...target, met: targetMet(target) })),
      };
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      log(`\nresults written to ${file.slice(ROOT.length + 1)}`);
    }
    if (measurements.some((m) => m.failed > 0)) {
      throw new Error('some requests failed (see the failed column): the figures of those cases are not valid');
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
