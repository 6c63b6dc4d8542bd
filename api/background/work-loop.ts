/**
 * The loop every background worker of the API runs (the mail worker, the webhook sender): a pass over the work that is
 * due, at once when a request has committed new work (`queued()`), and otherwise every `pollMs`, for retries that came
 * due and for work left by a restart or queued by another replica. A pass that says there may be more runs again at
 * once; a failed pass is logged and tried again at the next poll. `stop()` lets the pass in progress finish.
 */
import type { Logger } from '../logger';

/** What the routes see of a worker: a nudge after a commit that queued work for it. */
export interface WorkNotifier {
  queued(): void;
}

export const IDLE_WORKER: WorkNotifier = { queued: () => {} };

export interface WorkLoop extends WorkNotifier {
  /** Finishes the pass in progress and stops. */
  stop(): Promise<void>;
}

export interface WorkLoopOptions {
  /** Named in the log line of a failed pass. */
  name: string;
  log: Logger;
  pollMs: number;
  /** One pass; resolves true when there may be more to do right away. */
  runOnce(): Promise<boolean>;
}

export function startWorkLoop({ name, log, pollMs, runOnce }: WorkLoopOptions): WorkLoop {
  let stopping = false;
  let wakeRequested = false;
  let wake: (() => void) | undefined;

  const loop = (async () => {
    while (!stopping) {
      wakeRequested = false;
      let more = false;
      try {
        more = await runOnce();
      } catch (error) {
        log.warn(`${name}: could not read its work; trying again later`, error);
      }
      if (stopping) break;
      // A commit during the pass may have queued work the pass did not see yet.
      if (more || wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    queued() {
      wakeRequested = true;
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
