/**
 * The load side of the API benchmarks: with two cores or more, the servers under test get core 1 and the load
 * generator (this process) core 0, so neither steals the other's time slices and runs repeat more closely
 * (PostgreSQL's own processes are not pinned); autocannon runs as fast as the server answers, over a fixed number of
 * connections; and single-use captcha tokens are solved before the runs that spend them.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { JSON_HEADERS } from './api-cases';
import { solveCaptchas } from './solve-captchas';

export interface LoadRequest {
  path: string;
  body?: string;
  /** A different body for every request (single-use captcha tokens). */
  nextBody?: () => string;
}

export interface LoadGenerator {
  /** Whether servers and load run on cores of their own. */
  pinned: boolean;
  /** The servers' taskset CPU list, undefined when not pinned. */
  serverCpus: string | undefined;
  loadCpus: string;
  /** Runs `run` with this process on the load's core, then gives it every core back. */
  onLoadCore<T>(run: () => Promise<T>): Promise<T>;
  /** One autocannon run, every connection sending its next request as soon as the last is answered. */
  load(url: string, request: LoadRequest, seconds: number): Promise<autocannon.Result>;
}

export function loadGenerator({ pin, connections }: { pin: boolean; connections: number }): LoadGenerator {
  const pinned = pin && availableParallelism() >= 2;
  const loadCpus = '0';
  const pinSelf = (cpuList: string | undefined) => {
    if (!pinned) return;
    const all = `0-${availableParallelism() - 1}`;
    const result = spawnSync('taskset', ['-a', '-p', '-c', cpuList ?? all, String(process.pid)], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr}`);
  };
  const onLoadCore = async <T>(run: () => Promise<T>): Promise<T> => {
    pinSelf(loadCpus);
    try {
      return await run();
    } finally {
      pinSelf(undefined);
    }
  };
  return {
    pinned,
    serverCpus: pinned ? '1' : undefined,
    loadCpus,
    onLoadCore,
    load(url, { path, body, nextBody }, seconds) {
      return onLoadCore(
        () =>
          new Promise<autocannon.Result>((resolve, reject) => {
            autocannon(
              {
                url,
                connections,
                duration: seconds,
                requests: [
                  {
                    method: 'POST',
                    path,
                    headers: JSON_HEADERS,
                    body,
                    ...(nextBody ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: nextBody() }) } : {}),
                  },
                ],
              },
              (error: unknown, result) => (error ? reject(error) : resolve(result)),
            );
          }),
      );
    },
  };
}

/** Single-use captcha tokens for submissions of `payloadBody` (a JSON object), solved from the server beforehand. */
export function tokenSupply(url: string, payloadBody: string) {
  const tokens: string[] = [];
  let shortage = 0;
  const prefix = `${payloadBody.slice(0, -1)},"captchaToken":`;
  return {
    async topUp(wanted: number): Promise<void> {
      if (tokens.length < wanted) tokens.push(...(await solveCaptchas(url, wanted - tokens.length)));
    },
    nextBody(): string {
      const token = tokens.pop();
      if (token === undefined) shortage += 1;
      return `${prefix}${JSON.stringify(token ?? '')}}`;
    },
    /** Requests sent without a token since the last call: answered 403, the benchmark's shortage, not the server's. */
    takeShortage(): number {
      const taken = shortage;
      shortage = 0;
      return taken;
    },
  };
}
