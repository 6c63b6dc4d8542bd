import { expect, it } from 'vitest';
import { progressPercent } from './step-percent';

it('rounds (step + 1) / total to a percentage', () => {
  expect([0, 1, 2, 3].map((step) => progressPercent(step, 4))).toEqual([25, 50, 75, 100]);
  expect([0, 1, 2].map((step) => progressPercent(step, 6))).toEqual([17, 33, 50]);
  expect(progressPercent(0, 8)).toBe(13);
});
