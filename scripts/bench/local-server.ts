/**
 * The production server as README's start command runs it (`npm run serve`: NODE_ENV=production, the built API with
 * the built front end in dist/), on a free port with a throw-away PGlite directory, for the browser benchmarks. The
 * builds are made first if missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateKeySpec } from '../../api/privacy/data-cipher';
import { startChildServer } from './child-server';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface LocalServer {
  url: string;
  stop(): Promise<void>;
}

/** The site and the API as `npm start` builds them, in the checkout at `root`: made here when missing. */
export function ensureBuilt(root = ROOT): void {
  for (const [output, script] of [
    [join(root, 'dist', 'index.html'), 'build'],
    [join(root, 'dist-api', 'server.mjs'), 'build:api'],
  ] as const) {
    if (existsSync(output)) continue;
    console.log(`No ${output}: running npm run ${script}...`);
    const build = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run ${script} failed`);
  }
}

export interface ComparedBuilds {
  current: LocalServer;
  /** `--baseline <checkout>`: another build (that checkout's, built there), measured in alternation with this one. */
  baseline?: LocalServer;
}

/** This checkout's server and, with `--baseline <checkout>` on the command line, that checkout's beside it. */
export async function startComparedBuilds(argv: readonly string[] = process.argv): Promise<ComparedBuilds> {
  const at = argv.indexOf('--baseline');
  if (at === -1) return { current: await startLocalServer() };
  const root = argv[at + 1];
  if (!root) throw new Error('--baseline needs the path of the checkout to compare with');
  return { current: await startLocalServer(), baseline: await startLocalServer(resolve(root)) };
}

/** `flag N` from the command line (`--runs`, `--rounds`): how many times a benchmark measures each build, 3 when absent. */
export function runCountArgument(flag: string, argv: readonly string[] = process.argv): number {
  const at = argv.indexOf(flag);
  const count = at >= 0 ? Number(argv[at + 1]) : 3;
  if (!Number.isInteger(count) || count < 1) throw new Error(`${flag} takes a whole number, at least 1`);
  return count;
}

/** The builds' names in the order a round measures them: each round the other way round, so a drift weighs on both. */
export function buildsInTurn(builds: ComparedBuilds, round: number): (keyof ComparedBuilds)[] {
  const names = (['current', 'baseline'] as const).filter((name) => builds[name]);
  return round % 2 === 0 ? [...names].reverse() : [...names];
}

/** The production server of the checkout at `root` (this one unless a benchmark compares another build with it). */
export async function startLocalServer(root = ROOT): Promise<LocalServer> {
  ensureBuilt(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const server = await startChildServer({
    name: 'site server',
    command: ['node', join(root, 'dist-api', 'server.mjs')],
    cwd: root,
    env: { NODE_ENV: 'production', DATA_ENCRYPTION_KEYS: generateKeySpec('bench'), DATA_DIR: dataDir, LOG_LEVEL: 'warn', STATIC_DIR: join(root, 'dist') },
    accepted: async (url) => (await fetch(`${url}/api/health`)).ok,
    timeoutMs: 60_000,
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
