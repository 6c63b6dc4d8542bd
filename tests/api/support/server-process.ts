/** The real server as a child process, `tsx api/server.ts` from the repository root, as operators start it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');

export interface ServerProcess {
  child: ChildProcess;
  /** Exit code, or null when a signal ended the process. */
  exited: Promise<number | null>;
  /** The URL of its "listening on" line; rejects if it exits first. */
  listening: Promise<string>;
  output(): string;
  /**
   * SIGKILL goes to the whole process group: `tsx` runs the server in a child process of its own, and a killed tsx
   * cannot pass the signal on, which would leave the server running. Other signals go to tsx, which relays them to
   * the server and exits with its exit code (sent to both, tsx itself could die of it before the server is done).
   */
  signal(signal: NodeJS.Signals): void;
}

export interface SpawnOptions {
  /**
   * Run the server in the spawned process itself (`node --import tsx`), so that a signal reaches it directly. The
   * `tsx` command relays a signal to its child and kills the child when it has not acknowledged the signal within
   * a few tens of milliseconds, which a loaded machine can miss; tests about signal handling use this.
   */
  direct?: boolean;
}

/** Starts the server with the given variables only (plus PATH), so the test's own environment cannot leak in. */
export function spawnServer(vars: Record<string, string>, options: SpawnOptions = {}): ServerProcess {
  const [command, args] = options.direct
    ? [process.execPath, ['--import', 'tsx', 'api/server.ts']]
    : [TSX, ['api/server.ts']];
  const child = spawn(command, args, {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', ...vars },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that signal() reaches tsx and the server it starts.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  // A test expecting a failed start never awaits `listening`; its rejection is not an unhandled error.
  listening.catch(() => undefined);
  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    if (name !== 'SIGKILL') {
      child.kill(name);
      return;
    }
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  return { child, exited, listening, output: () => output, signal };
}
