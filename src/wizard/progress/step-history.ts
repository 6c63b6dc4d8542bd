/**
 * Each step of a wizard is an entry of the browser's history, so the browser's Back and Forward (and a phone's
 * swipe back) move between steps, and only Back from the first step leaves the page.
 *
 * The step is kept in the entry's state (`history.state.wizardStep`, 0-based), not in the address: the page's
 * address stays its canonical one, and a step means nothing without the answers before it
 * (docs/decisions/0191-steps-in-history-state.md). The entries always mirror the machine: entry n is step n, for
 * every step up to the current one. So the in-page Back goes back in history too, and a Forward that the machine
 * refuses (the step has a problem) steps history back to where the machine stopped.
 */
import { isRecord } from '../../../json/json-value';

const STATE_KEY = 'wizardStep';

/** The wizard step an entry's state names, or null for an entry that is not a wizard step. */
export function entryStep(state: unknown): number | null {
  if (!isRecord(state)) return null;
  const step = state[STATE_KEY];
  return typeof step === 'number' && Number.isInteger(step) && step >= 0 ? step : null;
}

export interface StepHistoryOptions {
  /** The machine's step now. */
  currentStep: () => number;
  /** Moves the machine towards `step`, one step at a time, as far as it lets; returns the step reached. */
  moveTo: (step: number) => number;
  /** Whether the wizard still moves between steps (not while sending, not once sent). */
  canMove: () => boolean;
}

export interface StepHistory {
  /** After the machine moved (Next, Back, Start over, a restore): the entries follow it. */
  follow(step: number): void;
  /** Stops listening to the browser's navigation. */
  stop(): void;
}

/**
 * Starts mirroring the machine's steps in `history`. A page opened afresh (no wizard state in its entry) gets
 * entries 0 to the current step, so that a wizard restored on step 3 still goes back through steps 2, 1 and 0; a
 * page reloaded keeps the entries it has.
 */
export function startStepHistory(options: StepHistoryOptions, win: Window = window): StepHistory {
  const { history } = win;
  const write = (method: 'pushState' | 'replaceState', step: number) => {
    const base = method === 'replaceState' && isRecord(history.state) ? history.state : {};
    history[method]({ ...base, [STATE_KEY]: step }, '');
  };

  let shown = options.currentStep();
  const known = entryStep(history.state);
  if (known === null) {
    write('replaceState', 0);
    for (let step = 1; step <= shown; step += 1) write('pushState', step);
  } else if (known !== shown) {
    write('replaceState', shown);
  }

  const follow = (step: number) => {
    if (step === shown) return;
    if (step > shown) {
      for (let next = shown + 1; next <= step; next += 1) write('pushState', next);
    } else {
      // The entries of the earlier steps exist: go back to them, so Forward leads to the steps just left.
      history.go(step - shown);
    }
    shown = step;
  };

  const onPopState = (event: PopStateEvent) => {
    const target = entryStep(event.state);
    if (target === null || target === shown) {
      if (target !== null) shown = target;
      return;
    }
    if (!options.canMove()) {
      // Sending or sent: the page stays as it is, and this entry now says so.
      write('replaceState', options.currentStep());
      shown = options.currentStep();
      return;
    }
    const reached = options.moveTo(target);
    shown = target;
    if (reached !== target) {
      // Forward past a step with a problem: history goes back to the step the machine stopped on.
      history.go(reached - target);
      shown = reached;
    }
  };
  win.addEventListener('popstate', onPopState);
  return { follow, stop: () => win.removeEventListener('popstate', onPopState) };
}
