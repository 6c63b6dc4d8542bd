/**
 * How fast the sending overlay's lines step. Sending lasts at least the settle delay (the outcome stays on screen
 * that long after even the fastest answer), so the lines share that time: each shows in turn and the last stays
 * until the overlay closes. Starting over would tell the visitor the request went back to being validated.
 */
import { SETTLE_DELAY_MS } from '../../../engine/wizard-machine';

/** How long each of `lineCount` lines shows before the next, so that every line is seen however fast the answer. */
export function overlayLineInterval(lineCount: number): number {
  return SETTLE_DELAY_MS / Math.max(lineCount, 1);
}
