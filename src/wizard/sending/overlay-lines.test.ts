import { describe, expect, it } from 'vitest';
import { SETTLE_DELAY_MS } from '../../../engine/wizard-machine';
import { overlayLineInterval } from './overlay-lines';

describe('overlayLineInterval', () => {
  it('brings the last line on screen well before the shortest possible sending ends', () => {
    for (const count of [2, 3, 5]) {
      const lastShownAt = overlayLineInterval(count) * (count - 1);
      // At least a third of a line's time remains to read the last line.
      expect(SETTLE_DELAY_MS - lastShownAt, `${count} lines`).toBeGreaterThanOrEqual(overlayLineInterval(count) / 3);
    }
  });
});
