/**
 * `npm run bench:instructions`: the work each server does per validation, counted rather than timed.
 *
 * `npm run bench:api` times the servers, and on a shared machine its rates move by up to a fifth from run to run, more
 * than most single changes to the request path are worth. Here the built API and the Fastify reference
 * (scripts/bench/fastify-reference.ts) each run under valgrind's callgrind, which counts the instructions the process
 * executes in user space, and so does the same handler on bare Hono (scripts/bench/hono-floor.ts, none of the API's
 * layers): the count does not depend on the machine's speed or load, so two builds, or the servers, compare within a
 * fraction of a per cent. Each server answers WARMUP validations of the 4-vehicle, 4-driver payload (the JIT
 * settles), its counters are zeroed, it answers REQUESTS more, and the counters are dumped: the figure is
 * instructions per request. The kernel's share (reading the request, writing the answer: one read and one writev per
 * request for each server) is not counted.
 *
 * The API runs on a throw-away PostgreSQL database: the embedded PGlite is WebAssembly, which takes many minutes to
 * start under valgrind, and a validation does not touch the database. Everything runs much slower than natively:
 * a run takes several minutes.
 *
 * Needs valgrind (Debian's package; `callgrind_control` comes with it). Options: --requests N (3000) --warmup N (4000)
 * --connections N (1) --only api|fastify|hono --no-build (count the API already built in dist-api/) --bundle FILE (count
 * another build of the API, e.g. an earlier commit's; implies --no-build)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { postgresBackend } from '../../tests/api/support/backends';
import { API_BUNDLE, buildApi, ROOT } from '../build-api';
import { benchApiEnv, JSON_HEADERS, PAYLOAD_BODY, VALIDATE_PATH, validationAccepted } from './api-cases';
import { formatNumber } from './bench-report';
import { startChildServer, type ChildServer } from './child-server';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    warmup: { type: 'string', default: '4000' },
    // One connection: each request is read, handled and answered alone. With several, requests that arrive together
    // share one turn of the event loop, and how many do depends on the machine's speed: so would the count.
    connections: { type: 'string', default: '1' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    bundle: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);

/**
 * callgrind_control finds a process by files named after the user and host in the process's environment; the
 * server's HOST is the address it binds (child-server.ts), so both sides are given the same names.
 */
const VALGRIND_NAMES = { USER: 'bench', LOGNAME: 'bench', HOST: '127.0.0.1' };

/**
 * V8 in its predictable mode: no background threads (compiling optimised code and marking the heap concurrently
 * make when optimised code arrives depend on how threads were scheduled) and no heuristics driven by the clock (the
 * memory reducer collects when the allocation rate per second drops, which a slower or busier machine makes happen
 * more often). The same work is then done at points that depend on the program alone.
 */
const NODE_FLAGS = ['--predictable'];

function callgrindControl(pid: number, command: '--zero' | '--dump'): void {
  const result = spawnSync('callgrind_control', [command, String(pid)], {
    env: { ...process.env, ...VALGRIND_NAMES },
    encoding: 'utf8',
  });
  if (result.status !== 0 || !result.stdout.includes('OK')) {
    throw new Error(`callgrind_control ${command} ${pid} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** The instruction total of a callgrind dump (its `totals:` line, or `summary:` in older formats). */
function dumpedInstructions(file: string): number {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('totals:') || text.startsWith('summary:'));
  const total = Number(line?.split(/\s+/)[1]);
  if (!Number.isFinite(total) || total <= 0) throw new Error(`no instruction total in ${file}`);
  return total;
}

/** Sends `amount` validations; returns how many were answered (all 2xx, or it throws). */
async function send(url: string, amount: number): Promise<number> {
  const result = await autocannon({
    url: `${url}${VALIDATE_PATH}`,
    connections: CONNECTIONS,
    amount,
    method: 'POST',
    headers: JSON_HEADERS,
    body: PAYLOAD_BODY,
    // Under valgrind an answer can take far longer than autocannon's default 10 s on a busy machine.
    timeout: 120,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] < amount) {
    throw new Error(`${result['2xx']} of ${amount} validations answered 2xx (${result.non2xx} other, ${result.errors} errors)`);
  }
  return result['2xx'];
}

async function instructionsPerRequest(name: string, command: readonly string[], env: Record<string, string>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-instructions-'));
  const outFile = join(dir, 'callgrind.out');
  let server: ChildServer | undefined;
  try {
    console.log(`  ${name}: starting under callgrind`);
    server = await startChildServer({
      name,
      command: ['valgrind', '--tool=callgrind', `--callgrind-out-file=${outFile}`, '--dump-instr=no', '--dump-line=no', ...command],
      env: { ...env, ...VALGRIND_NAMES },
      accepted: validationAccepted,
      timeoutMs: 20 * 60_000,
    });
    console.log(`  ${name}: started in ${formatNumber(server.startupMs / 1000)} s; ${formatNumber(WARMUP)} warm-up requests`);
    await send(server.url, WARMUP);
    callgrindControl(server.pid, '--zero');
    const answered = await send(server.url, REQUESTS);
    callgrindControl(server.pid, '--dump');
    // The first dump after the start is numbered 1; the file without a number is written when the process exits.
    const dump = `${outFile}.1`;
    if (!existsSync(dump)) throw new Error(`callgrind wrote no ${dump}`);
    const perRequest = dumpedInstructions(dump) / answered;
    console.log(`  ${name}: ${formatNumber(perRequest)} instructions per request`);
    return perRequest;
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('valgrind is not installed (apt-get install -y valgrind)');
  console.log(`Instructions per validation: ${formatNumber(WARMUP)} warm-up requests, then ${formatNumber(REQUESTS)} counted, ${CONNECTIONS} connections`);
  const bundle = args.bundle ?? API_BUNDLE;
  const countApi = async () => {
    const opened = await postgresBackend.open();
    try {
      return await instructionsPerRequest('API', [process.execPath, ...NODE_FLAGS, bundle], { ...benchApiEnv(), ...opened.envSource });
    } finally {
      await opened.dispose();
    }
  };
  const countReference = (name: string, file: string) => () =>
    instructionsPerRequest(name, [process.execPath, ...NODE_FLAGS, '--import', 'tsx', join(ROOT, 'scripts', 'bench', file)], {
      NODE_ENV: 'production',
    });
  // Keyed by what --only names.
  const servers = {
    api: { name: 'POST validate (Hono)', count: countApi },
    fastify: { name: 'POST validate (Fastify reference)', count: countReference('Fastify reference', 'fastify-reference.ts') },
    hono: { name: 'POST validate (bare Hono, no layers)', count: countReference('bare Hono', 'hono-floor.ts') },
  };
  const keys = Object.keys(servers) as (keyof typeof servers)[];
  if (args.only !== undefined && !keys.includes(args.only as keyof typeof servers)) {
    throw new Error(`--only takes ${keys.join(', ')}, not ${args.only}`);
  }
  if (!args['no-build'] && args.bundle === undefined) await buildApi();
  const counted: Partial<Record<keyof typeof servers, number>> = {};
  for (const key of keys) if (args.only === undefined || args.only === key) counted[key] = await servers[key].count();

  console.log('');
  for (const key of keys) {
    const perRequest = counted[key];
    if (perRequest !== undefined) console.log(`${servers[key].name.padEnd(36)} ${formatNumber(perRequest).padStart(10)} instructions per request`);
  }
  // Fewer instructions is faster: the ratios read like bench:api's (above 1, the second does less than the first).
  const { api, fastify, hono } = counted;
  if (api && fastify) console.log(`ratio Fastify/ours (instructions): ${(fastify / api).toFixed(2)}`);
  if (hono && fastify) console.log(`ratio Fastify/bare Hono (instructions): ${(fastify / hono).toFixed(2)}`);
  if (api && hono) console.log(`ratio bare Hono/ours (instructions): ${(hono / api).toFixed(2)}`);
}

await main();
