import { describe, expect, it } from 'vitest';
import { longTasks, type TraceEvent } from './trace-tasks';

const MAIN = { pid: 1, tid: 2 };
const task = (ts: number, dur: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, ...MAIN });
const event = (name: string, ts: number, dur: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...MAIN,
  ...(url === undefined ? {} : { args: { data: { url } } }),
});

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 2, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 3, args: { name: 'Compositor' } },
  task(0, 300_000),
  event('DocumentLoader::CommitNavigation', 0, 290_000),
  { name: 'firstContentfulPaint', ph: 'R', ts: 400_000, ...MAIN },
  task(500_000, 30_000),
  task(1_000_000, 120_000),
  event('v8.evaluateModule', 1_000_000, 70_000),
  event('Layout', 1_010_000, 20_000),
  event('FunctionCall', 1_080_000, 15_000, 'http://localhost/assets/wizard-AbCd1234.js'),
  event('FunctionCall', 1_100_000, 10_000, 'http://localhost/assets/wizard-AbCd1234.js'),
  { name: 'RunTask', ph: 'X', ts: 0, dur: 900_000, pid: 1, tid: 3 },
];

describe('longTasks', () => {
  it('lists the main thread tasks over 50 ms from the first contentful paint on, with their outermost events summed', () => {
    expect(longTasks(trace)).toEqual([
      {
        startMs: 1000,
        ms: 120,
        parts: [
          { label: 'v8.evaluateModule', ms: 70 },
          { label: 'FunctionCall wizard.js', ms: 25 },
        ],
      },
    ]);
  });

  it('finds nothing in a trace without a page', () => {
    expect(longTasks([])).toEqual([]);
  });
});
