/**
 * The fuzz suite's knobs, in one place. CI runs the defaults: a fixed seed, so a failure reproduces, and a bounded
 * number of runs per property, so the suite stays short enough for every test run. `FUZZ_SEED` replays or varies the
 * inputs; `FUZZ_RUNS` sets the runs of every property (e.g. 2000 for a long local session).
 */
import { NO_RATE_LIMITS } from '../../api/support/test-app';

export const DEFAULT_FUZZ_SEED = 20261124;

function positiveIntegerFromEnv(name: string): number | undefined {
  const text = process.env[name]?.trim();
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${text}"`);
  return value;
}

export const FUZZ_SEED = positiveIntegerFromEnv('FUZZ_SEED') ?? DEFAULT_FUZZ_SEED;

/** The runs of one property: `FUZZ_RUNS` when set, the property's own default otherwise. */
export function fuzzRuns(defaultRuns: number): number {
  return positiveIntegerFromEnv('FUZZ_RUNS') ?? defaultRuns;
}

/** fast-check parameters for a property run by the suite. */
export function fuzzParameters(defaultRuns: number) {
  return { seed: FUZZ_SEED, numRuns: fuzzRuns(defaultRuns) } as const;
}

/**
 * Environment overrides of the app under test, in-process and as a server process. Rate limits are off: the suite
 * sends thousands of requests from one client, and a 429 would hide what the endpoints do with the payloads.
 */
export const FUZZ_APP_ENV: Readonly<Record<string, string>> = {
  ...NO_RATE_LIMITS,
};

/** Each property gets a generous time budget: a few payloads are megabytes. */
export const FUZZ_TEST_TIMEOUT_MS = 120_000;
