import { describe, expect, it } from 'vitest';
import { combineMeasurements, formatTable, median, measurementTable, percentile, ratio, roundRatios, targetMet, targetTable, toMeasurement, type Target } from './bench-report';

const result = { duration: 10, '2xx': 12_345, non2xx: 2, errors: 1, latency: { p50: 3, p99: 41.5 } };

describe('bench report', () => {
  it('counts only 2xx answers as throughput and any other answer as a failure', () => {
    expect(toMeasurement('case', result)).toEqual({
      name: 'case',
      requestsPerSecond: 1234.5,
      p50Ms: 3,
      p99Ms: 41.5,
      succeeded: 12_345,
      failed: 3,
    });
  });

  it('combines alternating rounds: counts and time add up, the worst p99 is kept', () => {
    const round = (ok: number, p99: number) => ({ ...result, duration: 2, '2xx': ok, non2xx: 0, errors: 0, latency: { p50: 2, p99 } });
    expect(combineMeasurements('case', [round(2000, 9), round(3000, 30), round(1000, 12)])).toMatchObject({
      requestsPerSecond: 1000,
      p50Ms: 2,
      p99Ms: 30,
      succeeded: 6000,
      failed: 0,
    });
  });

  it('gives ratios and medians, NaN where there is nothing to divide by or take the middle of', () => {
    expect(ratio(800, 1000)).toBe(0.8);
    expect(ratio(1, 0)).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('divides each round by the same round of the other case, NaN for a round one of them lacks', () => {
    const round = (ok: number, duration: number) => ({ ...result, duration, '2xx': ok });
    expect(roundRatios([round(800, 2), round(1800, 2), round(700, 1)], [round(1000, 2), round(2000, 2)])).toEqual([0.8, 0.9, Number.NaN]);
    expect(roundRatios([round(500, 1)], [round(0, 1)])).toEqual([Number.NaN]);
  });

  it('checks targets in both directions and never passes a missing figure', () => {
    const at = (measured: number, kind: Target['kind']): Target => ({ name: 't', measured, bound: 50, kind, unit: '' });
    expect([at(50, 'at least'), at(49.9, 'at least'), at(50, 'at most'), at(50.1, 'at most')].map(targetMet)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(targetMet(at(Number.NaN, 'at most'))).toBe(false);
  });

  it('aligns a table: names to the left, figures to the right', () => {
    expect(formatTable(['case', 'req/s'], [['a', '1,000'], ['longer name', '5']])).toBe(
      ['case        | req/s', '------------|------', 'a           | 1,000', 'longer name |     5'].join('\n'),
    );
  });

  it('prints measurements and targets with units and verdicts', () => {
    const table = measurementTable([toMeasurement('POST /x', result), { ...toMeasurement('POST /y', result), requestsPerSecond: 80.4 }]);
    expect(table.split('\n').slice(2)).toEqual([
      'POST /x | 1,235 |    3.0 |   41.5 | 12,345 |      3',
      'POST /y |    80 |    3.0 |   41.5 | 12,345 |      3',
    ]);
    const targets = targetTable([
      { name: 'ratio', measured: 1.234, bound: 1, kind: 'at least', unit: '' },
      { name: 'p99', measured: 61, bound: 50, kind: 'at most', unit: ' ms' },
    ]);
    expect(targets.split('\n').slice(2)).toEqual([
      'ratio  |     1.23 |  >= 1.00 | yes',
      'p99    |    61 ms | <= 50 ms |  NO',
    ]);
  });

  it('takes percentiles by nearest rank, NaN without values', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(latencies, 0.5)).toBe(50);
    expect(percentile(latencies, 0.99)).toBe(99);
    expect(percentile(latencies, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBeNaN();
  });
});
