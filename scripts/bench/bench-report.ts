/**
 * What a benchmark prints: one row per measured case, the ratios between rows and the verdict on each target.
 * Pure functions, so the arithmetic and the layout are tested without running a load.
 */

/** The part of an autocannon result a row is made of. */
export interface LoadResult {
  /** Elapsed seconds of the run. */
  duration: number;
  '2xx': number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  latency: { p50: number; p99: number };
}

export interface Measurement {
  name: string;
  /** Successful (2xx) answers per second over the whole run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  succeeded: number;
  /** Non-2xx answers and connection errors: any is a broken run, not a slow one. */
  failed: number;
  /** CPU time the server spent per 2xx answer, in microseconds (process-cpu.ts). */
  serverCpuUs?: number;
  /** CPU time PostgreSQL's processes spent per 2xx answer, in microseconds, for a server storing there. */
  databaseCpuUs?: number;
}

/** Microseconds of CPU per answer from milliseconds over a run; NaN without answers. */
export function cpuUsPerAnswer(cpuMs: number, answers: number): number {
  return answers > 0 ? (cpuMs * 1000) / answers : Number.NaN;
}

/**
 * Only 2xx answers count as throughput: a server that answers 403 or 500 quickly must not look fast.
 */
export function toMeasurement(name: string, result: LoadResult): Measurement {
  return {
    name,
    requestsPerSecond: result.duration > 0 ? result['2xx'] / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    succeeded: result['2xx'],
    failed: result.non2xx + result.errors,
  };
}

/**
 * One measurement from several runs of the same case (rounds taken in alternation with other cases): counts and
 * durations add up; the p99 is the worst round's, the p50 the median round's, since the runs' histograms are not
 * available to merge.
 */
export function combineMeasurements(name: string, results: readonly LoadResult[]): Measurement {
  const sum = (pick: (result: LoadResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return toMeasurement(name, {
    duration: sum((result) => result.duration),
    '2xx': sum((result) => result['2xx']),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    latency: {
      p50: median(results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
  });
}

/**
 * The p50 and p99 of the answers to requests sent at a set rate per connection, corrected for coordinated omission as
 * HdrHistogram's `recordValueWithExpectedInterval` does: an answer that took longer than the interval the connection
 * meant to leave between two requests held back the requests due meanwhile, so it also stands for them (its latency
 * less one interval, less two, and so on down to the interval). autocannon makes that correction itself, but with an
 * interval of `Math.ceil(1 / rate)` where the rate is per second and the latencies are in milliseconds: at 20
 * requests per second and connection it corrects with 1 ms instead of 50, records an answer of 45 ms as 45 answers
 * of 45, 44, ... 1 ms, and so reports percentiles far below those of the requests it made. Percentiles are by nearest
 * rank.
 */
export function percentilesAtInterval(latenciesMs: readonly number[], intervalMs: number): { p50Ms: number; p99Ms: number } {
  const recorded: number[] = [];
  for (const latency of latenciesMs) {
    recorded.push(latency);
    for (let held = latency - intervalMs; held >= intervalMs; held -= intervalMs) recorded.push(held);
  }
  recorded.sort((a, b) => a - b);
  const rank = (p: number) => (recorded.length === 0 ? Number.NaN : (recorded[Math.ceil(p * recorded.length) - 1] ?? Number.NaN));
  return { p50Ms: rank(0.5), p99Ms: rank(0.99) };
}

/** numerator / denominator, or NaN when the denominator is not a positive number. */
export function ratio(numerator: number, denominator: number): number {
  return denominator > 0 ? numerator / denominator : Number.NaN;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface Target {
  name: string;
  measured: number;
  /** The bound the measured value must reach: at least it (throughput, ratios) or at most it (latency, time). */
  bound: number;
  kind: 'at least' | 'at most';
  unit: string;
}

export function targetMet(target: Target): boolean {
  if (Number.isNaN(target.measured)) return false;
  return target.kind === 'at least' ? target.measured >= target.bound : target.measured <= target.bound;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatNumber(value: number, fractionDigits = 0): string {
  if (Number.isNaN(value)) return 'n/a';
  return fractionDigits === 0
    ? numberFormat.format(value)
    : value.toLocaleString('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
}

/** A plain-text table: the first column left-aligned, the others right-aligned, a rule under the header. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function measurementTable(measurements: readonly Measurement[]): string {
  return formatTable(
    ['case', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed', 'server CPU µs/req', 'PostgreSQL CPU µs/req'],
    measurements.map((m) => [
      m.name,
      formatNumber(m.requestsPerSecond),
      formatNumber(m.p50Ms, 1),
      formatNumber(m.p99Ms, 1),
      formatNumber(m.succeeded),
      formatNumber(m.failed),
      m.serverCpuUs === undefined ? '' : formatNumber(m.serverCpuUs),
      m.databaseCpuUs === undefined ? '' : formatNumber(m.databaseCpuUs),
    ]),
  );
}

export function targetTable(targets: readonly Target[]): string {
  return formatTable(
    ['target', 'measured', 'bound', 'met'],
    targets.map((t) => {
      const digits = t.unit === '' ? 2 : 0;
      return [
        t.name,
        `${formatNumber(t.measured, digits)}${t.unit}`,
        `${t.kind === 'at least' ? '>=' : '<='} ${formatNumber(t.bound, digits)}${t.unit}`,
        targetMet(t) ? 'yes' : 'NO',
      ];
    }),
  );
}
