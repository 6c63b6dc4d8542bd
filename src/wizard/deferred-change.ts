/**
 * Typing into a text field of a long form. Every change rjsf hears of rebuilds the form's state and redraws the
 * fields whose data changed, then the machine validates the whole data: on a phone, more than a frame. So a text
 * field is left to the browser while the visitor types (an uncontrolled input: a key press runs no render at all),
 * and hands its text to the form once the frame showing the key has been painted, in the task after the next frame,
 * where the form's change is committed at once. Keys typed before then are handed over together, as one change.
 *
 * Nothing typed stays with the field: its text reaches the form when the field loses focus (before the blur is
 * reported, so the field is touched with its text), on Enter, when the field goes away, and whenever
 * `flushDeferredChanges` is called, which the wizard does before it moves between steps or submits. A value the
 * form sets itself (a VIN decode, a value typed before the page came to life) is written into the field when no
 * typing is waiting to be handed over.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface DeferredChange {
  /** The input element's ref: the form's own values are written through it. */
  inputRef: RefObject<TextField | null>;
  /** The field's change (its input event): handed to the form after the next paint. */
  change: (event: { target: { value: string } }) => void;
  /** Hands the text typed to the form now (if it does not have it yet). */
  flush: () => void;
}

/**
 * `value` is the form's text of the field and `onChange` the form's change. Without `requestAnimationFrame`
 * (pre-rendering, tests) changes go straight to the form. `parse` is what the field's text means to the form (a phone
 * number without its punctuation): a value the form sets is written into the field only when the field's text does
 * not already mean it, so the visitor's own spelling stays in view.
 */
export function useDeferredChange(
  value: string,
  onChange: (text: string) => void,
  parse: (text: string) => string = (text) => text,
): DeferredChange {
  const inputRef = useRef<TextField>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const parseRef = useRef(parse);
  parseRef.current = parse;
  // The text typed and not yet handed over (the field may be gone from the page when it is handed over).
  const typedRef = useRef<string | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);

  const flush = useCallback(() => {
    cancelRef.current?.();
    cancelRef.current = null;
    pending.delete(flush);
    const typed = typedRef.current;
    if (typed === null) return;
    typedRef.current = null;
    onChangeRef.current(typed);
  }, []);

  const change = useCallback(
    (event: { target: { value: string } }) => {
      typedRef.current = event.target.value;
      if (typeof requestAnimationFrame !== 'function') {
        flush();
        return;
      }
      if (cancelRef.current) return;
      pending.add(flush);
      // Committed in the same task: a text handed over but left to React's scheduler would be missing from the machine
      // if the browser's Back or Forward came first, and the step it left would be checked without it.
      cancelRef.current = afterNextPaint(() => flushSync(flush));
    },
    [flush],
  );

  // A value the form sets itself reaches the field, unless typing is still on its way to the form. Not as the field
  // first renders: the served field may hold text typed before the page came to life, which the form adopts.
  const shownValue = useRef(value);
  useLayoutEffect(() => {
    if (shownValue.current === value) return;
    shownValue.current = value;
    const input = inputRef.current;
    if (input && typedRef.current === null && parseRef.current(input.value) !== value) input.value = value;
  }, [value]);

  // A field that goes away (another step, a removed list item) hands its text over first.
  useEffect(() => flush, [flush]);

  return { inputRef, change, flush };
}
