/**
 * A server under test, run as a child process (optionally pinned to CPU cores with taskset), and the time from
 * spawning it to its first accepted request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ChildServerOptions {
  name: string;
  /** Program and arguments, e.g. ['node', 'api/server.js']. */
  command: readonly string[];
  env: Record<string, string>;
  /** The working directory (the checkout the server belongs to); this process's by default. */
  cwd?: string;
  /** taskset CPU list ("1", "0-1"); omitted, the scheduler places the process. */
  cpus?: string;
  /** Resolves true once the server accepted a real request (2xx); called until it does. */
  accepted(url: string): Promise<boolean>;
  timeoutMs?: number;
}

export interface ChildServer {
  url: string;
  /** The server's process id (taskset execs the server in its own process). */
  pid: number;
  /** Milliseconds from spawn to the first request `accepted` reported as accepted. */
  startupMs: number;
  /** What the server has written to its standard output and error so far. */
  output(): string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago: the child binds it itself, so it can be passed in its environment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Servers still running: killed if the benchmark itself dies, so no server outlives it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const argv = options.cpus === undefined ? [...options.command] : ['taskset', '-c', options.cpus, ...options.command];
  const [program, ...args] = argv;
  if (program === undefined) throw new Error(`${options.name}: empty command`);

  let output = '';
  const started = performance.now();
  const child = spawn(program, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killed);
  };

  const deadline = started + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}:\n${output}`);
    // Refused connections are expected until the server listens.
    if (await options.accepted(url).catch(() => false)) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${options.name} accepted no request within ${options.timeoutMs ?? 30_000} ms:\n${output}`);
    }
    await sleep(5);
  }
  return { url, pid: child.pid ?? 0, startupMs: performance.now() - started, output: () => output, stop };
}
