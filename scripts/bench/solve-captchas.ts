/**
 * Captcha tokens for a load test of full submissions: each solution is accepted once, so every request needs its
 * own. Real challenges are fetched from the server under test and solved as the widget does, before the timed run,
 * in one process per core (the server is idle meanwhile). Processes, not worker threads: tsx cannot load a
 * TypeScript worker on Node 20.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const SOLVER = new URL('./captcha-solver-process.ts', import.meta.url).pathname;

function solveIn(url: string, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SOLVER, url, String(count)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`captcha solver exited with ${code}`));
      const tokens: unknown = JSON.parse(output);
      if (!Array.isArray(tokens) || !tokens.every((token) => typeof token === 'string')) {
        return reject(new Error('captcha solver printed no token list'));
      }
      resolve(tokens);
    });
  });
}

export async function solveCaptchas(url: string, count: number, processes = availableParallelism()): Promise<string[]> {
  const shares = Array.from({ length: processes }, (_, index) =>
    Math.floor(count / processes) + (index < count % processes ? 1 : 0),
  ).filter((share) => share > 0);
  return (await Promise.all(shares.map((share) => solveIn(url, share)))).flat();
}
