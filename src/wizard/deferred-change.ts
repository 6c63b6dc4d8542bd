/**
 * Typing into a text field of a long form. Every change rjsf hears of rebuilds the form's state and redraws the
 * fields whose data changed, then the machine validates the whole data: on a phone, more than a frame. So a text
 * field shows each typed character at once from its own state, and hands the text to the form once that frame has
 * been painted, in the task after the next frame. Keys typed before then are handed over together, as one change.
 *
 * Nothing typed stays with the field: its text reaches the form when the field loses focus (before the blur is
 * reported, so the field is touched with its text), on Enter, when the field goes away, and whenever
 * `flushDeferredChanges` is called, which the wizard does before it moves between steps or submits.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

type Flush = () => void;

/** Fields holding text the form has not been handed yet. */
const pending = new Set<Flush>();

/** Hands every field's text not yet handed over to its form, now. */
export function flushDeferredChanges(): void {
  for (const flush of [...pending]) flush();
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

export interface DeferredChange<T> {
  /** What the field shows: the text typed, until the form has it. */
  value: T;
  /** The field's change: shown at once, handed to the form after the next paint. */
  change: (value: T) => void;
  /** Hands the text typed to the form now (if it does not have it yet). */
  flush: () => void;
}

/**
 * `value` is the form's value of the field and `onChange` the form's change; returns what the field shows and its
 * change. Without `requestAnimationFrame` (pre-rendering) changes go straight to the form.
 */
export function useDeferredChange<T>(value: T, onChange: (value: T) => void): DeferredChange<T> {
  // The text typed and not yet handed over, boxed so that an `undefined` (an emptied field) is a value too.
  const [typed, setTyped] = useState<{ value: T } | null>(null);
  const typedRef = useRef<{ value: T } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const cancelRef = useRef<(() => void) | null>(null);

  const flush = useCallback(() => {
    cancelRef.current?.();
    cancelRef.current = null;
    pending.delete(flush);
    const held = typedRef.current;
    if (!held) return;
    typedRef.current = null;
    // One batch: the field lets go of its own text as the form takes it.
    setTyped(null);
    onChangeRef.current(held.value);
  }, []);

  const change = useCallback(
    (next: T) => {
      if (typeof requestAnimationFrame !== 'function') {
        onChangeRef.current(next);
        return;
      }
      typedRef.current = { value: next };
      setTyped(typedRef.current);
      if (cancelRef.current) return;
      pending.add(flush);
      cancelRef.current = afterNextPaint(flush);
    },
    [flush],
  );

  // A field that goes away (another step, a removed list item) hands its text over first.
  useEffect(() => flush, [flush]);

  return { value: typed ? typed.value : value, change, flush };
}
