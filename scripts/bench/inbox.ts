/**
 * `npm run bench:inbox`: the staff inbox at 100,000 requests, on PostgreSQL. It seeds a throw-away database with
 * requests of every kind (scripts/bench/inbox-seed.ts), starts the built API on it (`dist-api/server.mjs`, what
 * `npm start` runs), signs a staff member in as the inbox does, and measures, one request at a time:
 *
 * - the first page of the inbox, a filter (a kind and a status), and a search by name: each p95 under 100 ms;
 * - opening a request (its review, files, notes and history; marking it read; the audit entry): under 100 ms at p95;
 * - an export of 10,000 rows, streamed: the server's resident memory while it runs, against an export of 1,000 rows
 *   in the same run (flat memory: the larger export needs no more of it), and the time to its first and last byte.
 *
 * Durations are the server's own: the `durationMs` of its request log line for each request (api/http/request-log.ts).
 * Options: --requests (default 100000), --samples (per case, default 200), --keep (leave the database).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import postgres from 'postgres';
import { COMMAND_LINE } from '../../api/audit/audit-log';
import { openDatabase } from '../../api/db/database';
import { inboxRequests, staffUsers } from '../../api/db/schema';
import { requestKinds } from '../../api/inbox/request-kinds';
import { cipherFromEnv, generateKeySpec } from '../../api/privacy/data-cipher';
import { loadEnv } from '../../api/env';
import { createInvitation } from '../../api/staff/invitations';
import { loadWizardRegistry } from '../../api/wizards/registry';
import { POSTGRES_ADMIN_URL } from '../../tests/api/support/backends';
import { API_BUNDLE, buildApi } from '../build-api';
import { formatNumber, formatTable, median, percentile, targetMet, targetTable, type Target } from './bench-report';
import { writeBenchResult } from './bench-results';
import { startChildServer } from './child-server';
import { seedInbox } from './inbox-seed';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const TOTAL = Number(args.requests);
const SAMPLES = Number(args.samples);
const WARMUP = 20;
const EXPORT_ROWS = 10_000;
const SMALL_EXPORT_ROWS = 1_000;
const PASSWORD = 'bench staff password';
const HEAP_LIMIT_MB = 128;
const log = (line: string) => console.log(line);

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The requests of each kind: exactly EXPORT_ROWS auto quotes (the export's rows), the rest spread over the others. */
function planOf(kinds: readonly string[]): Map<string, number> {
  const others = kinds.filter((kind) => kind !== 'auto-quote');
  const plan = new Map<string, number>([['auto-quote', Math.min(EXPORT_ROWS, TOTAL)]]);
  const rest = Math.max(0, TOTAL - EXPORT_ROWS);
  others.forEach((kind, index) => plan.set(kind, Math.floor(rest / others.length) + (index < rest % others.length ? 1 : 0)));
  return plan;
}

class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly origin: string,
  ) {}

  async call(method: string, path: string, body?: unknown, requestId?: string): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (requestId) headers['x-request-id'] = requestId;
    const response = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (pair.slice(at + 1) === '') this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/** The server's own duration of each request, read from its request log by request id. */
function serverDurations(output: string, ids: ReadonlySet<string>): number[] {
  const durations: number[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    const entry = JSON.parse(line) as { requestId?: string; durationMs?: number };
    if (entry.requestId && ids.has(entry.requestId) && typeof entry.durationMs === 'number') durations.push(entry.durationMs);
  }
  return durations;
}

function residentKb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    throw new Error(`the server (pid ${pid}) is gone`);
  }
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

async function main(): Promise<void> {
  const load = loadavg()[0] ?? 0;
  log(`bench:inbox: ${formatNumber(TOTAL)} requests, ${SAMPLES} samples per case; load average ${load.toFixed(2)}${load > 0.5 ? ' (the machine is busy: figures will be slower than they should)' : ''}`);
  await buildApi();

  const name = `bench_inbox_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = databaseUrl(name);
  const dataKeys = generateKeySpec('bench');
  const staffSecret = randomBytes(32).toString('base64url');
  const env = loadEnv({ DATABASE_URL: url, DATA_ENCRYPTION_KEYS: dataKeys, NODE_ENV: 'production', STAFF_AUTH_SECRET: staffSecret });
  const cipher = cipherFromEnv(env, () => {});
  const database = await openDatabase(env);
  let stopServer: (() => Promise<void>) | undefined;
  let serverOutput: (() => string) | undefined;
  try {
    const kinds = requestKinds(loadWizardRegistry());
    const origin = 'https://www.bench.example';
    // Four staff to own requests, and the one who signs in.
    const owners: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const id = `bench-staff-${index}`;
      await database.db.insert(staffUsers).values({ id, name: `Agent ${index + 1}`, email: `agent${index + 1}@bench.example`, role: 'agent' });
      owners.push(id);
    }
    const seeding = performance.now();
    const written = await seedInbox(database, kinds, cipher, { perKind: planOf(kinds.list().map((kind) => kind.kind)), owners, fileEvery: 20 });
    await database.db.execute(sql`analyze`);
    log(`seeded ${formatNumber(written)} requests in ${formatNumber((performance.now() - seeding) / 1000, 1)} s`);
    const { link } = await createInvitation(database.db, cipher, origin, { email: 'owner@bench.example', role: 'owner', invitedBy: COMMAND_LINE });

    const server = await startChildServer({
      name: 'api',
      command: ['node', API_BUNDLE],
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: url,
        DATA_ENCRYPTION_KEYS: dataKeys,
        STAFF_AUTH_SECRET: staffSecret,
        PUBLIC_URL: origin,
        LOG_LEVEL: 'info',
        STATIC_DIR: join(tmpdir(), 'bench-inbox-no-static-site'),
        // A JavaScript heap far smaller than the export of every row (about 120 MB of CSV): were the export held in
        // memory rather than streamed, the server would run out of it and die.
        NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}`,
      },
      accepted: async (base) => (await fetch(`${base}/api/health`)).ok,
      timeoutMs: 60_000,
    });
    stopServer = server.stop;
    serverOutput = server.output;

    const browser = new Browser(server.url, origin);
    const token = link.slice(link.indexOf('#') + 1);
    const accepted = await browser.call('POST', '/api/staff/auth/invitation/accept', { token, name: 'Bench Owner', password: PASSWORD });
    if (!accepted.ok) throw new Error(`invitation: ${accepted.status} ${await accepted.text()}`);
    const enabled = (await (await browser.call('POST', '/api/staff/auth/two-factor/enable', { password: PASSWORD })).json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(enabled.totpURI);
    const verified = await browser.call('POST', '/api/staff/auth/two-factor/verify-totp', { code: totp.generate() });
    if (!verified.ok) throw new Error(`sign-in: ${verified.status}`);

    const ids = (await database.db.select({ id: inboxRequests.id }).from(inboxRequests).orderBy(sql`random()`).limit(SAMPLES + WARMUP)).map((row) => row.id);
    const cases: { name: string; path: (index: number) => string }[] = [
      { name: 'first page', path: () => '/api/staff/requests?pageSize=25' },
      { name: 'filter: a kind and a status', path: () => '/api/staff/requests?kind=home-quote&status=quoted&pageSize=25' },
      { name: 'search by name', path: (index) => `/api/staff/requests?q=${['nguyen', 'garcia', 'patel', 'maria lopez'][index % 4]}&pageSize=25` },
      { name: 'open a request', path: (index) => `/api/staff/requests/${ids[index % ids.length]}` },
    ];
    const results: { name: string; serverP50: number; serverP95: number; serverP99: number; clientP95: number; samples: number }[] = [];
    for (const benchCase of cases) {
      const measured = new Set<string>();
      const clientTimes: number[] = [];
      for (let index = 0; index < WARMUP + SAMPLES; index += 1) {
        const requestId = `bench-${randomBytes(6).toString('hex')}`;
        const started = performance.now();
        const response = await browser.call('GET', benchCase.path(index), undefined, requestId);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${benchCase.name}: ${response.status}`);
        if (index >= WARMUP) {
          measured.add(requestId);
          clientTimes.push(performance.now() - started);
        }
      }
      // The log line is written as the answer is sent: give the server a moment to flush it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const durations = serverDurations(server.output(), measured);
      results.push({
        name: benchCase.name,
        serverP50: median(durations),
        serverP95: percentile(durations, 0.95),
        serverP99: percentile(durations, 0.99),
        clientP95: percentile(clientTimes, 0.95),
        samples: durations.length,
      });
    }

    // The exports: the 10,000 auto quotes, and 1,000 of them (the oldest, by a date range that holds that many).
    const [cutoff] = await database.db
      .select({ at: inboxRequests.receivedAt })
      .from(inboxRequests)
      .where(eq(inboxRequests.kind, 'auto-quote'))
      .orderBy(inboxRequests.receivedAt)
      .offset(SMALL_EXPORT_ROWS)
      .limit(1);
    const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date((cutoff?.at.getTime() ?? Date.now()) - 86_400_000));
    const exportCase = async (label: string, query: string) => {
      const before = residentKb(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentKb(server.pid));
      }, 10);
      const started = performance.now();
      const response = await browser.call('GET', `/api/staff/requests/export?format=csv&${query}`);
      const reader = response.body?.getReader();
      let firstByteMs = Number.NaN;
      let bytes = 0;
      let text = '';
      const decoder = new TextDecoder();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        bytes += chunk.value.length;
        text += decoder.decode(chunk.value, { stream: true });
      }
      const totalMs = performance.now() - started;
      clearInterval(sampler);
      const rows = text.split('\r\n').filter((line) => line !== '').length - 1;
      return { label, rows, bytes, firstByteMs, totalMs, residentBeforeKb: before, residentPeakKb: peak, residentGrowthKb: peak - before };
    };
    // Once each first, so that both measured runs find the code compiled and the connections open.
    await exportCase('warm-up', 'kind=auto-quote');
    const exports = [];
    for (let round = 0; round < 3; round += 1) {
      exports.push(await exportCase('1,000 rows', `kind=auto-quote&to=${lastDay}`));
      exports.push(await exportCase('10,000 rows', 'kind=auto-quote'));
    }
    // Every row, once: ten times the rows again.
    exports.push(await exportCase('every row', ''));

    log('');
    log(
      formatTable(
        ['case', 'server p50 ms', 'server p95 ms', 'server p99 ms', 'client p95 ms', 'samples'],
        results.map((result) => [
          result.name,
          formatNumber(result.serverP50, 1),
          formatNumber(result.serverP95, 1),
          formatNumber(result.serverP99, 1),
          formatNumber(result.clientP95, 1),
          String(result.samples),
        ]),
      ),
    );
    log('');
    log(
      formatTable(
        ['export', 'rows', 'MB', 'first byte ms', 'total ms', 'RSS before MB', 'RSS peak MB', 'growth MB'],
        exports.map((run) => [
          run.label,
          formatNumber(run.rows),
          formatNumber(run.bytes / 1_048_576, 1),
          formatNumber(run.firstByteMs, 0),
          formatNumber(run.totalMs, 0),
          formatNumber(run.residentBeforeKb / 1024, 0),
          formatNumber(run.residentPeakKb / 1024, 0),
          formatNumber(run.residentGrowthKb / 1024, 1),
        ]),
      ),
    );
    const large = exports.filter((run) => run.label === '10,000 rows');
    const small = exports.filter((run) => run.label === '1,000 rows');
    const every = exports.find((run) => run.label === 'every row');
    const mb = (kb: number) => formatNumber(kb / 1024, 1);
    const targets: Target[] = [
      ...results.map((result): Target => ({ name: `${result.name}: server p95`, measured: result.serverP95, bound: 100, kind: 'at most', unit: ' ms' })),
      { name: 'export of 10,000 rows: every row', measured: median(large.map((run) => run.rows)), bound: EXPORT_ROWS, kind: 'at least', unit: '' },
    ];
    log('');
    log(targetTable(targets));
    log(
      `memory: under a ${HEAP_LIMIT_MB} MB JavaScript heap, the 10,000-row export grew the server's resident memory by ` +
        `${mb(median(large.map((run) => run.residentGrowthKb)))} MB (median of 3; 1,000 rows: ${mb(median(small.map((run) => run.residentGrowthKb)))} MB), ` +
        `and the export of every row, ${formatNumber((every?.bytes ?? 0) / 1_048_576, 0)} MB of CSV, by ${mb(every?.residentGrowthKb ?? Number.NaN)} MB`,
    );
    const path = writeBenchResult('inbox.json', { date: new Date().toISOString(), requests: written, loadAverage: load, heapLimitMb: HEAP_LIMIT_MB, results, exports, targets: targets.map((target) => ({ ...target, met: targetMet(target) })) });
    log(`full results: ${path}`);
  } catch (error) {
    if (serverOutput) console.error(`the server's last output:\n${serverOutput().split('\n').slice(-15).join('\n')}`);
    throw error;
  } finally {
    await stopServer?.();
    await database.close();
    if (!args.keep) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    else log(`kept the database ${url}`);
    await admin.end({ timeout: 1 });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
