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
 * The ratio of each round of one case to the same round of another, taken in alternation: how far the ratio moves
 * within one run, which the ratio of the combined rounds does not show. NaN for a round either case lacks.
 */
export function roundRatios(numerators: readonly LoadResult[], denominators: readonly LoadResult[]): number[] {
  const rounds = Math.max(numerators.length, denominators.length);
  return Array.from({ length: rounds }, (_, index) => {
    const numerator = numerators[index];
    const denominator = denominators[index];
    if (!numerator || !denominator) return Number.NaN;
    return ratio(toMeasurement('', numerator).requestsPerSecond, toMeasurement('', denominator).requestsPerSecond);
  });
}

/** The p-th percentile (0 < p <= 1) by nearest rank; NaN without values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
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
    ['case', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
    measurements.map((m) => [
      m.name,
      formatNumber(m.requestsPerSecond),
      formatNumber(m.p50Ms, 1),
      formatNumber(m.p99Ms, 1),
      formatNumber(m.succeeded),
      formatNumber(m.failed),
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
