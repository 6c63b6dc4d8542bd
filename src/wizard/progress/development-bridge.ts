/**
 * Development only: what `npm run dev` and the wizard workbench (workbench/) exchange with a running wizard.
 * `import.meta.hot` is absent from every build, so nothing here runs on the site (which is why the answers go across
 * whole, sensitive values included: they are the developer's own test answers).
 *
 * - A change to a wizard's folder reloads the page (scripts/dev-server.ts), and a new schema is a new schema version,
 *   whose device progress starts empty: the answers and the step are handed across the reload in the tab's
 *   sessionStorage, so the wizard opens again where it was.
 * - The workbench opens a wizard on a step with a fixture's answers the same way, and hears of every change of the
 *   answers by a window event.
 */
import type { Actor } from 'xstate';
import type { FormData, WizardMachine } from '../../../engine/wizard-machine';
import { isRecord } from '../../../json/json-value';

const KEY_PREFIX = 'wizard-hot-reload:';

/** The window event the workbench listens to: `detail` is `{ wizardId, data, step }`. */
export const ANSWERS_EVENT = 'wizard:answers';

export interface Carried {
  data: FormData;
  step: number;
}

/** The next load of the wizard opens on `step` with `data`, as far as Next lets it go. */
export function openWithAnswers(wizardId: string, carried: Carried): void {
  sessionStorage.setItem(KEY_PREFIX + wizardId, JSON.stringify(carried));
}

/** Hands `current()` across the development server's next full reload. */
export function carryAcrossReload(wizardId: string, current: () => Carried): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => undefined;
  const carry = () => openWithAnswers(wizardId, current());
  hot.on('vite:beforeFullReload', carry);
  return () => hot.off('vite:beforeFullReload', carry);
}

/** Whether answers were handed to this load of the wizard (the progress runtime then starts at once to take them). */
export function hasCarried(wizardId: string): boolean {
  return import.meta.hot !== undefined && sessionStorage.getItem(KEY_PREFIX + wizardId) !== null;
}

/**
 * What was handed to this load of the wizard; null on the site and after any other load. It stays until
 * `forgetCarried()`: a development render mounts the wizard twice (React's StrictMode), and the second one restores.
 */
export function readCarried(wizardId: string): Carried | null {
  if (!import.meta.hot) return null;
  const text = sessionStorage.getItem(KEY_PREFIX + wizardId);
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return isRecord(value) && isRecord(value.data) && typeof value.step === 'number' ? { data: value.data as FormData, step: value.step } : null;
}

/** The answers handed over are in the wizard now. */
export function forgetCarried(wizardId: string): void {
  sessionStorage.removeItem(KEY_PREFIX + wizardId);
}

/** Tells the page of every change of the answers or the step (the workbench shows the server's verdict on them). */
export function reportAnswers(wizardId: string, actorRef: Actor<WizardMachine>): () => void {
  if (!import.meta.hot) return () => undefined;
  let last: Carried | undefined;
  const report = ({ context }: ReturnType<typeof actorRef.getSnapshot>) => {
    if (context.data === last?.data && context.step === last.step) return;
    last = { data: context.data, step: context.step };
    window.dispatchEvent(new CustomEvent(ANSWERS_EVENT, { detail: { wizardId, data: context.data, step: context.step } }));
  };
  // The answers as they are now (restored ones, say), then each change.
  report(actorRef.getSnapshot());
  const subscription = actorRef.subscribe(report);
  return () => subscription.unsubscribe();
}
