import { describe, expect, it } from 'vitest';
import { combineMeasurements, cpuUsPerAnswer, formatTable, median, measurementTable, percentilesAtInterval, ratio, targetMet, targetTable, toMeasurement, type Target } from './bench-report';

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

  it('gives CPU per answer in microseconds, NaN without answers', () => {
    expect(cpuUsPerAnswer(1500, 2000)).toBe(750);
    expect(cpuUsPerAnswer(10, 0)).toBeNaN();
  });

  it('gives ratios and medians, NaN where there is nothing to divide by or take the middle of', () => {
    expect(ratio(800, 1000)).toBe(0.8);
    expect(ratio(1, 0)).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
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
    const table = measurementTable([toMeasurement('POST /x', result), { ...toMeasurement('POST /y', result), serverCpuUs: 812.4, databaseCpuUs: 456 }]);
    expect(table.split('\n').slice(2)).toEqual([
      'POST /x | 1,235 |    3.0 |   41.5 | 12,345 |      3 |                   |',
      'POST /y | 1,235 |    3.0 |   41.5 | 12,345 |      3 |               812 |                   456',
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

  describe('percentilesAtInterval', () => {
    it('ranks the answers themselves when none took longer than the interval', () => {
      const latencies = Array.from({ length: 100 }, (_, index) => index + 1);
      expect(percentilesAtInterval(latencies, 100)).toEqual({ p50Ms: 50, p99Ms: 99 });
    });

    it('lets a slow answer stand for the requests it held back, down to one interval', () => {
      // 120 ms at a 50 ms interval also records 70 ms (20 is under the interval): 10, 10, 10, 70, 120.
      expect(percentilesAtInterval([10, 10, 10, 120], 50)).toEqual({ p50Ms: 10, p99Ms: 120 });
      expect(percentilesAtInterval([10, 120], 50)).toEqual({ p50Ms: 70, p99Ms: 120 });
    });

    it('is not a number without answers', () => {
      expect(percentilesAtInterval([], 50).p99Ms).toBeNaN();
    });
  });
});
