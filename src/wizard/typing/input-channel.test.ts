import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormData, WizardEvent } from '../../../engine/wizard-machine';
import { createInputChannel } from './input-channel';

/** A machine that records what it is sent and keeps the last data. */
function recordingMachine(initial: FormData = {}) {
  const events: WizardEvent[] = [];
  let data = initial;
  return {
    events,
    send(event: WizardEvent) {
      events.push(event);
      if (event.type === 'data.changed') data = event.data;
    },
    getSnapshot: () => ({ context: { data } }),
  };
}

/** Frames run when the test says so; tasks run with fake timers. */
let frames: (() => void)[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((frame) => frame());
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
    frames[handle - 1] = () => undefined;
  });
  vi.stubGlobal('window', { setTimeout });
});

afterEach(() => {
  frames = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the input channel', () => {
  it('holds typed text until the frame showing it is painted, then hands every field over together', () => {
    const channel = createInputChannel(recordingMachine(), {});
    const handed: string[] = [];
    channel.typed('wizard.name', 'Da', (text) => handed.push(`name=${text}`));
    channel.typed('wizard.name', 'Dana', (text) => handed.push(`name=${text}`));
    channel.typed('wizard.city', 'San', (text) => handed.push(`city=${text}`));
    expect(channel.holds('wizard.name')).toBe(true);
    expect(handed).toEqual([]);
    paintFrame();
    expect(handed).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(handed).toEqual(['name=Dana', 'city=San']);
    expect(channel.holds('wizard.name')).toBe(false);
  });

  it('hands one field over when it is left, and remembers how the visitor wrote it', () => {
    const channel = createInputChannel(recordingMachine(), {});
    const handed: string[] = [];
    channel.typed('wizard.phone', '(408) 555-1234', (text) => handed.push(text));
    channel.typed('wizard.city', 'San Jose', (text) => handed.push(text));
    channel.deliver('wizard.phone');
    expect(handed).toEqual(['(408) 555-1234']);
    expect(channel.holds('wizard.city')).toBe(true);
    expect(channel.spelling('wizard.phone')).toBe('(408) 555-1234');
    expect(channel.spelling('wizard.city')).toBeUndefined();
  });

  it('sends an event only after every held text has reached the form', () => {
    const machine = recordingMachine();
    const channel = createInputChannel(machine, {});
    channel.typed('wizard.name', 'Dana', (text) => channel.changeData({ name: text }));
    channel.send({ type: 'step.next' });
    expect(machine.events.map((event) => event.type)).toEqual(['data.changed', 'step.next']);
    // Nothing is left to go when the frame comes.
    paintFrame();
    vi.runOnlyPendingTimers();
    expect(machine.events).toHaveLength(2);
  });

  it('passes every change through the data rules, and applies a patch to the answers the machine holds now', () => {
    const machine = recordingMachine({ vin: 'X', year: 2001 });
    const uiSchema = { model: { 'ui:options': { showWhen: { field: '1/make', in: ['HONDA'] } } } };
    const channel = createInputChannel(machine, uiSchema);
    channel.changeData({ vin: 'Y', year: 2001, make: 'FORD', model: 'Focus' });
    expect(machine.getSnapshot().context.data).toEqual({ vin: 'Y', year: 2001, make: 'FORD' });
    channel.patch({ '/year': 2020, '/make': 'HONDA', '/model': 'Civic' });
    expect(machine.getSnapshot().context.data).toEqual({ vin: 'Y', year: 2020, make: 'HONDA', model: 'Civic' });
  });

  it('marks a field left during a press touched after the release, and forgets presses once stopped', () => {
    const machine = recordingMachine();
    const channel = createInputChannel(machine, {});
    const page = new EventTarget();
    const stop = channel.watchPresses(page as unknown as Document);
    page.dispatchEvent(new Event('pointerdown'));
    channel.touch('/name');
    expect(machine.events).toEqual([]);
    page.dispatchEvent(new Event('pointerup'));
    vi.runOnlyPendingTimers();
    expect(machine.events).toEqual([{ type: 'field.touched', path: '/name' }]);

    stop();
    page.dispatchEvent(new Event('pointerdown'));
    channel.touch('/city');
    expect(machine.events).toEqual([
      { type: 'field.touched', path: '/name' },
      { type: 'field.touched', path: '/city' },
    ]);
  });

  it('shares nothing between two renderers', () => {
    const first = createInputChannel(recordingMachine(), {});
    const second = createInputChannel(recordingMachine(), {});
    first.typed('wizard.name', 'Dana', () => undefined);
    expect(second.holds('wizard.name')).toBe(false);
    const handed: string[] = [];
    second.typed('wizard.name', 'Kim', (text) => handed.push(text));
    first.flush();
    expect(handed).toEqual([]);
    second.flush();
    expect(handed).toEqual(['Kim']);
  });
});
