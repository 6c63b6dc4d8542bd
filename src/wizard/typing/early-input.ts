/**
 * What a visitor typed into a pre-rendered form before its code arrived. The served fields are real inputs, so on a
 * slow phone someone may start typing before React has hydrated them; React then keeps the typed text only until the
 * next render, which writes the (still empty) state back into the field. Right after hydration, the fields whose
 * value differs from the one the page was served with are handed to the form, which adopts them into its state.
 *
 * On a page drawn in the browser the served value and the current one are the same (React keeps the `value`
 * attribute in step), so nothing is adopted.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export type EarlyInput = HTMLInputElement | HTMLTextAreaElement;

/** Fields inside `container` changed since the page was served: typed text, or a ticked box. */
export function changedSinceServed(container: ParentNode): EarlyInput[] {
  return [...container.querySelectorAll<EarlyInput>('input, textarea')].filter((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.type !== 'file' && field.type !== 'hidden' && field.value !== field.defaultValue,
  );
}

/** Calls `adopt` once, as the form mounts, with the fields changed before it hydrated (if any). */
export function useAdoptEarlyInput(container: RefObject<HTMLElement | null>, adopt: (fields: EarlyInput[]) => void): void {
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  // A layout effect: it runs before any re-render could write the old state back into the fields.
  useLayoutEffect(() => {
    if (!container.current) return;
    const changed = changedSinceServed(container.current);
    if (changed.length > 0) adoptRef.current(changed);
  }, [container]);
}
