/**
 * Progress that survives: the wizard's steps in the browser's history, its answers saved on the device as the
 * visitor types and, on request, on the server behind an e-mailed link (progress-runtime.ts, loaded as the wizard
 * comes to life).
 *
 * - The runtime loads as the page comes to life when there is something to restore (a resume link, progress saved
 *   in this browser), and otherwise with the visitor's first change: a visitor who only reads pays nothing for it.
 * - Once loaded, the answers of a resume link (`?resume=<token>`) or else those saved on the device
 *   are restored, and the machine moves to their step one Next at a time: it stops at the first step with a
 *   problem (a schema changed since, a value left off the device), which the visitor is told to check.
 * - Every change is written to the device after a short pause (and at once, with any text still on its way from a
 *   field, when the page is hidden or left), until the request is sent; then the saved progress is removed.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Actor } from 'xstate';
import { isSendingState, type FormData, type WizardMachine } from '../../../engine/wizard-machine';
import { RESUME_PARAMETER } from '../../../engine/drafts';
import { reviewIndex } from '../../../engine/wizard-ui';
import type { InputChannel } from '../typing/input-channel';
import type { SaveDraftResult } from './draft-requests';
import { hasCarried } from './development-bridge';
import { hasDeviceProgress } from './progress-key';
import type { ProgressController, ProgressNotice, ProgressWizard } from './progress-runtime';

export type { ProgressNotice } from './progress-runtime';

/** The pause in typing after which the answers are written to the device. */
const SAVE_DELAY_MS = 400;

const NOT_READY: SaveDraftResult = { saved: false, errors: [], message: 'Please try again in a moment.' };

export interface WizardProgress {
  notice: ProgressNotice | null;
  dismissNotice: () => void;
  /** Whether the visitor has answers to save or to throw away. */
  hasProgress: boolean;
  startOver: () => void;
  saveLater: (email: string, captchaToken: string) => Promise<SaveDraftResult>;
  /** Whether the answers there were to restore are restored (at once when there were none): the visit counts from here. */
  settled: boolean;
}

export function useKeptProgress(
  wizard: ProgressWizard,
  actorRef: Actor<WizardMachine>,
  /** The renderer's input channel: restored answers reach the machine through it, and its typed text is saved. */
  input: InputChannel,
  step: number,
  data: FormData,
  succeeded: boolean,
  /** The token of the resume link the answers came from: the submission names it, so the draft is deleted. */
  draftToken: RefObject<string | null>,
): WizardProgress {
  const [notice, setNotice] = useState<ProgressNotice | null>(null);
  const [ready, setReady] = useState(false);
  // Decided as the page comes to life (the served page knows nothing of the device): null until then.
  const [restoring, setRestoring] = useState<boolean | null>(null);
  const controller = useRef<ProgressController | null>(null);

  const session = useRef<{ cancelled: boolean } | null>(null);
  const start = useCallback(() => {
    if (session.current) return;
    const current = { cancelled: false };
    session.current = current;
    void import('./progress-runtime')
      .then(({ startProgress }) =>
        startProgress({
          wizard,
          actorRef,
          draftToken,
          onNotice: setNotice,
          cancelled: () => current.cancelled,
          changeData: input.changeData,
          flushTyping: input.flush,
          lastStep: reviewIndex(wizard.steps),
          sending: () => isSendingState(actorRef.getSnapshot().value),
        }),
      )
      .then((started) => {
        if (!started) return;
        if (current.cancelled) {
          started.stop();
          return;
        }
        controller.current = started;
        setReady(true);
      });
  }, [wizard, actorRef, input, draftToken]);

  useEffect(() => {
    const found =
      hasDeviceProgress(wizard.id) || new URLSearchParams(window.location.search).has(RESUME_PARAMETER) || hasCarried(wizard.id);
    setRestoring(found);
    if (found) start();
    return () => {
      if (session.current) session.current.cancelled = true;
      session.current = null;
      controller.current?.stop();
      controller.current = null;
    };
  }, [wizard, start]);

  const hasProgress = data !== wizard.initialData || step > 0;
  useEffect(() => {
    if (hasProgress) start();
  }, [hasProgress, start]);

  useEffect(() => controller.current?.follow(step), [step, ready]);

  useEffect(() => {
    const current = controller.current;
    if (!ready || current === null) return;
    if (succeeded) {
      current.clear();
      return;
    }
    if (!hasProgress) return;
    const timer = window.setTimeout(() => current.write(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, data, step, succeeded, hasProgress]);

  const startOver = useCallback(() => {
    controller.current?.clear();
    setNotice(null);
    actorRef.send({ type: 'reset' });
  }, [actorRef]);

  const saveLater = useCallback(
    (email: string, captchaToken: string) => controller.current?.saveLater(email, captchaToken) ?? Promise.resolve(NOT_READY),
    [],
  );

  const dismissNotice = useCallback(() => setNotice(null), []);
  return { notice, dismissNotice, hasProgress, startOver, saveLater, settled: ready || restoring === false };
}
