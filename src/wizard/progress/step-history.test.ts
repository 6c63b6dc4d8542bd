import { describe, expect, it } from 'vitest';
import { entryStep, startStepHistory } from './step-history';

/**
 * The browser's session history of one document, enough for the wizard: entries with their state, push, replace,
 * and go(), which (as in a browser) moves later and then fires popstate.
 */
class FakeWindow extends EventTarget {
  entries: unknown[] = [null];
  index = 0;
  readonly history = {
    state: null as unknown,
    pushState: (state: unknown) => {
      this.entries = [...this.entries.slice(0, this.index + 1), state];
      this.index += 1;
      this.history.state = state;
    },
    replaceState: (state: unknown) => {
      this.entries[this.index] = state;
      this.history.state = state;
    },
    go: (delta: number) => {
      this.pendingGo.push(delta);
    },
  };
  pendingGo: number[] = [];

  /** The browser's own Back (-1) or Forward (+1), or a pending history.go(). */
  navigate(delta: number) {
    const index = Math.min(Math.max(this.index + delta, 0), this.entries.length - 1);
    if (index === this.index) return;
    this.index = index;
    this.history.state = this.entries[index];
    const event = new Event('popstate') as PopStateEvent;
    Object.defineProperty(event, 'state', { value: this.history.state });
    this.dispatchEvent(event);
  }

  settle() {
    while (this.pendingGo.length > 0) this.navigate(this.pendingGo.shift() ?? 0);
  }

  steps() {
    return this.entries.map(entryStep);
  }
}

/** A machine of `count` steps whose `blocked` step refuses Next. */
function machine(count: number, blocked: number | null = null) {
  const state = { step: 0, moving: true };
  return {
    state,
    options: {
      currentStep: () => state.step,
      canMove: () => state.moving,
      moveTo: (target: number) => {
        while (state.step !== target) {
          if (state.step < target) {
            if (state.step === blocked) break;
            state.step += 1;
          } else state.step -= 1;
        }
        return state.step;
      },
    },
  };
}

describe('startStepHistory', () => {
  it('makes every step an entry, and moves the machine with Back and Forward', () => {
    const win = new FakeWindow();
    const wizard = machine(5);
    const history = startStepHistory(wizard.options, win as unknown as Window);
    expect(win.steps()).toEqual([0]);
    wizard.state.step = 1;
    history.follow(1);
    wizard.state.step = 2;
    history.follow(2);
    expect(win.steps()).toEqual([0, 1, 2]);
    win.navigate(-1);
    expect(wizard.state.step).toBe(1);
    win.navigate(-1);
    expect(wizard.state.step).toBe(0);
    win.navigate(+1);
    win.navigate(+1);
    expect(wizard.state.step).toBe(2);
  });

  it('goes back in history when the page’s own Back moves the machine, so Forward returns', () => {
    const win = new FakeWindow();
    const wizard = machine(5);
    const history = startStepHistory(wizard.options, win as unknown as Window);
    wizard.state.step = 1;
    history.follow(1);
    wizard.state.step = 0;
    history.follow(0);
    win.settle();
    expect(win.index).toBe(0);
    win.navigate(+1);
    expect(wizard.state.step).toBe(1);
  });

  it('stops Forward at a step the machine refuses to leave, and steps history back to it', () => {
    const win = new FakeWindow();
    const wizard = machine(5, 1);
    const history = startStepHistory(wizard.options, win as unknown as Window);
    for (const step of [1, 2, 3]) {
      wizard.state.step = step;
      history.follow(step);
    }
    win.navigate(-1);
    win.navigate(-1);
    expect(wizard.state.step).toBe(1);
    // Step 1 now has a problem: Forward cannot pass it.
    win.navigate(+1);
    win.settle();
    expect(wizard.state.step).toBe(1);
    expect(win.index).toBe(1);
  });

  it('builds the entries up to a restored step on a page opened afresh, and keeps those of a reloaded page', () => {
    const fresh = new FakeWindow();
    const restored = machine(5);
    restored.state.step = 3;
    startStepHistory(restored.options, fresh as unknown as Window);
    expect(fresh.steps()).toEqual([0, 1, 2, 3]);
    fresh.navigate(-1);
    expect(restored.state.step).toBe(2);

    const reloaded = new FakeWindow();
    reloaded.entries = [{ wizardStep: 0 }, { wizardStep: 1 }, { wizardStep: 2 }];
    reloaded.index = 2;
    reloaded.history.state = reloaded.entries[2];
    const again = machine(5);
    again.state.step = 2;
    startStepHistory(again.options, reloaded as unknown as Window);
    expect(reloaded.steps()).toEqual([0, 1, 2]);
  });

  it('leaves the machine alone while it sends or once it has sent', () => {
    const win = new FakeWindow();
    const wizard = machine(5);
    const history = startStepHistory(wizard.options, win as unknown as Window);
    wizard.state.step = 1;
    history.follow(1);
    wizard.state.moving = false;
    win.navigate(-1);
    expect(wizard.state.step).toBe(1);
    expect(entryStep(win.history.state)).toBe(1);
  });

  it('stops listening when stopped', () => {
    const win = new FakeWindow();
    const wizard = machine(5);
    const history = startStepHistory(wizard.options, win as unknown as Window);
    wizard.state.step = 1;
    history.follow(1);
    history.stop();
    win.navigate(-1);
    expect(wizard.state.step).toBe(1);
  });
});
