/**
 * False while React hydrates a pre-rendered page (and when pre-rendering), true once the page's code runs it. The
 * served forms' buttons stay disabled until then: a submit button would make the browser send the form itself (its
 * fields in the address bar, the page reloaded), and any other would do nothing at all.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
