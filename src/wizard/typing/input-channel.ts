/**
 * The one way a visitor's input reaches a wizard's step machine. Each renderer owns one channel (handed to its fields
 * through the form context) and nothing of it lives in the module, so two wizards on a page, or one drawn again,
 * share no state.
 *
 * - Typed text. Every change rjsf hears of rebuilds the form's state and redraws the fields whose data changed, then
 *   the machine validates the whole data: on a phone, more than a frame. So a text field is left to the browser while
 *   the visitor types (its input runs no render) and the channel holds its text, handing every held text to the form
 *   together once the frame showing the key has been painted, committed at once: a text handed over but left to
 *   React's scheduler would be missing from the machine if the browser's Back came first. A field's text also goes
 *   when it loses focus, on Enter and when the field goes away.
 * - Events. `send` hands over every held text first, so Next, Back, Submit and a saved copy of the answers always
 *   see every key typed.
 * - Data. Every change of the answers (the form's, a widget's change of several fields, answers restored) passes the
 *   ui.json data rules (hidden fields removed, totals recomputed) and reaches the machine as one `data.changed`.
 * - Blurs. A field's error appears when it loses focus; when it loses focus because the visitor pressed another
 *   control, the error would push that control down between the press and the release (a select opened by the press
 *   was closed by a release landing beside it). So a field left during a press is marked touched after the release.
 * - Spelling. The form holds a phone number without its punctuation; the channel remembers how the visitor wrote
 *   each field, so a field drawn again (the step revisited) shows the visitor's text, not the form's.
 */
import { flushSync } from 'react-dom';
import type { FormData, WizardEvent } from '../../../engine/wizard-machine';
import type { UiNode } from '../../../engine/ui-schema-nodes';
import { applyPatch, type DataPatch } from '../data/data-patch';
import { deriveData } from '../data/derive-data';

/** What a text field asks of the channel, by its rjsf id. */
export interface TextFieldChannel {
  /** `text` was typed into the field; `deliver` hands it to the form (after the next paint, or at a flush). */
  typed(id: string, text: string, deliver: (text: string) => void): void;
  /** Hands the field's held text to the form now, if it holds any. */
  deliver(id: string): void;
  /** Whether text typed into the field is still on its way to the form. */
  holds(id: string): boolean;
  /** The text the visitor last handed over from the field. */
  spelling(id: string): string | undefined;
}

export interface InputChannel extends TextFieldChannel {
  /** A change of the whole answers (the form's change, answers restored). */
  changeData(data: FormData): void;
  /** A change of several fields at once, applied to the answers the machine holds now (a VIN decode). */
  patch(patch: DataPatch): void;
  /** Sends `event` once every held text has reached the machine. */
  send(event: WizardEvent): void;
  /** Marks the field at `pointer` touched, after the pointer press in progress if there is one. */
  touch(pointer: string): void;
  /** Hands every held text to the machine now. */
  flush(): void;
  /** Follows pointer presses on `target` (for `touch`); returns the stop, which removes its listeners. */
  watchPresses(target: Document): () => void;
}

/** The machine, as far as the channel talks to it. */
interface MachineRef {
  send(event: WizardEvent): void;
  getSnapshot(): { context: { data: FormData } };
}

/** Runs `callback` in a task after the next frame has been painted; returns the cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function createInputChannel(machine: MachineRef, uiSchema: UiNode): InputChannel {
  const held = new Map<string, { text: string; deliver: (text: string) => void }>();
  const spellings = new Map<string, string>();
  let cancelHandOver: (() => void) | null = null;
  let pressed = false;
  let afterRelease: (() => void)[] = [];

  const deliver = (id: string) => {
    const entry = held.get(id);
    if (!entry) return;
    held.delete(id);
    if (held.size === 0) {
      cancelHandOver?.();
      cancelHandOver = null;
    }
    spellings.set(id, entry.text);
    entry.deliver(entry.text);
  };
  const deliverAll = () => {
    for (const id of [...held.keys()]) deliver(id);
  };
  const flush = () => {
    if (held.size > 0) flushSync(deliverAll);
  };

  const changeData = (data: FormData) => machine.send({ type: 'data.changed', data: deriveData(uiSchema, data) });

  const released = () => {
    pressed = false;
    const work = afterRelease;
    afterRelease = [];
    // After the click that the release is part of.
    if (work.length > 0) window.setTimeout(() => work.forEach((job) => job()));
  };

  return {
    typed(id, text, handOver) {
      held.set(id, { text, deliver: handOver });
      // Without frames (pre-rendering, tests) the text goes at once.
      if (typeof requestAnimationFrame !== 'function') {
        deliver(id);
        return;
      }
      cancelHandOver ??= afterNextPaint(() => {
        cancelHandOver = null;
        flush();
      });
    },
    deliver,
    holds: (id) => held.has(id),
    spelling: (id) => spellings.get(id),
    changeData,
    // Read when applied, not when asked for: a widget's answer (a VIN decode) may arrive after later changes.
    patch: (patch) => changeData(applyPatch(machine.getSnapshot().context.data, patch)),
    send(event) {
      flush();
      machine.send(event);
    },
    touch(pointer) {
      const work = () => machine.send({ type: 'field.touched', path: pointer });
      if (pressed) afterRelease.push(work);
      else work();
    },
    flush,
    watchPresses(target) {
      const watching = new AbortController();
      const options = { capture: true, signal: watching.signal };
      target.addEventListener('pointerdown', () => (pressed = true), options);
      target.addEventListener('pointerup', released, options);
      target.addEventListener('pointercancel', released, options);
      return () => {
        watching.abort();
        pressed = false;
        afterRelease = [];
      };
    },
  };
}
