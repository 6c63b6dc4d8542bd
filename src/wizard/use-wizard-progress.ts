/**
 * Progress that survives: the wizard's steps in the browser's history (step-history.ts), its answers saved on the
 * device as the visitor types (device-progress.ts) and, on request, on the server behind an e-mailed link
 * (draft-requests.ts).
 *
 * - As the page comes to life, the answers of a resume link (`?resume=<token>`) or else those saved on the device
 *   are restored, and the machine moves to their step one Next at a time: it stops at the first step with a
 *   problem (a schema changed since, a value left off the device), which the visitor is told to check.
 * - Every change is written to the device after a short pause (and at once when the page is hidden), until the
 *   request is sent; then the saved progress is removed.
 * - Leaving the page asks first while answers would be lost: values the device does not keep (sensitive fields,
 *   files) not saved on the server since they changed, a write the browser refused, or a request being sent.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Actor } from 'xstate';
import { isSendingState, type FormData, type WizardMachine } from '../../engine/wizard-machine';
import { createSensitiveFieldFinder } from '../../engine/sensitive-fields';
import { isRecord } from '../../engine/ui-schema-nodes';
import { reviewIndex } from '../../engine/wizard-ui';
import type { JsonSchema } from '../../schemas/bundle';
import { flushDeferredChanges } from './deferred-change';
import { deriveData } from './derive-data';
import {
  clearDeviceProgress,
  readDeviceProgress,
  schemaVersion,
  storableProgressData,
  writeDeviceProgress,
  type ProgressStorage,
} from './device-progress';
import { RESUME_PARAMETER } from '../../engine/drafts';
import { loadDraft, saveDraft, type SaveDraftResult } from './draft-requests';
import type { LoadedWizard } from './load-wizard';
import { startStepHistory, type StepHistory } from './step-history';

/** The pause in typing after which the answers are written to the device. */
const SAVE_DELAY_MS = 400;

export type ProgressNotice =
  | {
      kind: 'restored';
      source: 'device' | 'link';
      /** Sensitive values or files were not kept on the device: the visitor enters them again. */
      withheld: boolean;
      /** The wizard changed since the answers were saved. */
      changed: boolean;
      /** The step the answers were saved on could not be reached: the machine stopped on this one. */
      stoppedAt: number | null;
    }
  | { kind: 'link-not-found' }
  | { kind: 'link-failed' };

/** localStorage, or null where the browser refuses it (disabled storage, some private modes). */
function deviceStorage(): ProgressStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps only the top-level answers the schema still has: a wizard may have dropped a field since they were saved. */
function knownAnswers(schema: JsonSchema, data: FormData): FormData {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return Object.fromEntries(Object.entries(data).filter(([key]) => Object.hasOwn(properties, key)));
}

export interface WizardProgress {
  notice: ProgressNotice | null;
  dismissNotice: () => void;
  /** Whether the visitor has answers to save or to throw away. */
  hasProgress: boolean;
  startOver: () => void;
  saveLater: (email: string, captchaToken: string) => Promise<SaveDraftResult>;
}

export function useWizardProgress(
  wizard: LoadedWizard,
  actorRef: Actor<WizardMachine>,
  step: number,
  data: FormData,
  succeeded: boolean,
  /** The token of the resume link the answers came from: the submission names it, so the draft is deleted. */
  draftToken: RefObject<string | null>,
): WizardProgress {
  const [version, setVersion] = useState<string | null>(null);
  const [notice, setNotice] = useState<ProgressNotice | null>(null);
  const findSensitive = useMemo(() => createSensitiveFieldFinder(wizard.schema as JsonSchema), [wizard]);
  const stepHistory = useRef<StepHistory | null>(null);
  /** The data last saved on the server, if it is still the current data. */
  const savedOnServer = useRef<FormData | null>(null);
  const writeRefused = useRef(false);

  const moveTo = useCallback(
    (target: number) => {
      let current = actorRef.getSnapshot().context.step;
      while (current !== target) {
        actorRef.send({ type: current < target ? 'step.next' : 'step.back' });
        const reached = actorRef.getSnapshot().context.step;
        if (reached === current) break;
        current = reached;
      }
      return current;
    },
    [actorRef],
  );

  // Restore, then start mirroring the steps in history.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const currentVersion = await schemaVersion(wizard.schema);
      const params = new URLSearchParams(window.location.search);
      const token = params.get(RESUME_PARAMETER);
      let restored: { data: FormData; step: number; source: 'device' | 'link'; withheld: boolean; changed: boolean } | null = null;
      let failure: ProgressNotice | null = null;
      if (token) {
        try {
          const draft = await loadDraft(token);
          if (draft && draft.wizardId === wizard.id) {
            restored = { ...draft, source: 'link', withheld: false, changed: draft.schemaVersion !== currentVersion };
          } else {
            failure = { kind: 'link-not-found' };
          }
        } catch {
          failure = { kind: 'link-failed' };
        }
      } else {
        const storage = deviceStorage();
        const saved = storage ? readDeviceProgress(storage, wizard.id, currentVersion) : null;
        if (saved) restored = { ...saved, source: 'device', changed: false };
      }
      if (cancelled) return;
      if (token) {
        // The token leaves the address bar (and the history entry): it opens the visitor's answers.
        params.delete(RESUME_PARAMETER);
        const query = params.toString();
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
      }
      if (restored) {
        if (restored.source === 'link' && token) draftToken.current = token;
        const answers = deriveData(wizard.ui.uiSchema, { ...wizard.initialData, ...knownAnswers(wizard.schema as JsonSchema, restored.data) });
        actorRef.send({ type: 'data.changed', data: answers });
        if (restored.source === 'link') savedOnServer.current = actorRef.getSnapshot().context.data;
        const target = Math.min(restored.step, reviewIndex(wizard.steps));
        const reached = moveTo(target);
        setNotice({
          kind: 'restored',
          source: restored.source,
          withheld: restored.withheld,
          changed: restored.changed,
          stoppedAt: reached < target ? reached : null,
        });
      } else if (failure) {
        setNotice(failure);
      }
      stepHistory.current = startStepHistory({
        currentStep: () => actorRef.getSnapshot().context.step,
        moveTo: (target) => {
          flushSync(flushDeferredChanges);
          return moveTo(target);
        },
        canMove: () => actorRef.getSnapshot().value === 'editing',
      });
      setVersion(currentVersion);
    })();
    return () => {
      cancelled = true;
      stepHistory.current?.stop();
      stepHistory.current = null;
    };
  }, [wizard, actorRef, moveTo, draftToken]);

  useEffect(() => stepHistory.current?.follow(step), [step]);

  const hasProgress = data !== wizard.initialData || step > 0;

  // Written after a pause in typing; at once when the page is hidden (a reload, a closed tab, a switched app). What
  // is written is read from the machine when writing, so a late write never stores older answers.
  const writeNow = useCallback(() => {
    const storage = deviceStorage();
    if (version === null || storage === null) return;
    const { context } = actorRef.getSnapshot();
    if (context.success || (context.data === wizard.initialData && context.step === 0)) return;
    const stored = storableProgressData(context.data, findSensitive(context.data));
    writeRefused.current = !writeDeviceProgress(storage, wizard.id, version, { ...stored, step: context.step, savedAt: Date.now() });
  }, [version, actorRef, wizard, findSensitive]);

  useEffect(() => {
    if (succeeded) {
      const storage = deviceStorage();
      if (storage) clearDeviceProgress(storage, wizard.id);
      return;
    }
    if (!hasProgress) return;
    const timer = window.setTimeout(writeNow, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [writeNow, wizard, data, step, succeeded, hasProgress]);

  useEffect(() => {
    const onPageHide = () => writeNow();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const snapshot = actorRef.getSnapshot();
      const { context } = snapshot;
      if (context.success) return;
      const sending = isSendingState(snapshot.value);
      const unsaved =
        context.data !== wizard.initialData &&
        context.data !== savedOnServer.current &&
        (writeRefused.current || storableProgressData(context.data, findSensitive(context.data)).withheld);
      if (sending || unsaved) {
        event.preventDefault();
        // Chromium before 119 and Safari ask only when returnValue is set.
        event.returnValue = '';
      }
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [actorRef, wizard, findSensitive, writeNow]);

  const startOver = useCallback(() => {
    const storage = deviceStorage();
    if (storage) clearDeviceProgress(storage, wizard.id);
    draftToken.current = null;
    savedOnServer.current = null;
    setNotice(null);
    actorRef.send({ type: 'reset' });
  }, [actorRef, wizard, draftToken]);

  const saveLater = useCallback(
    async (email: string, captchaToken: string) => {
      flushSync(flushDeferredChanges);
      const { context } = actorRef.getSnapshot();
      const result = await saveDraft({
        wizardId: wizard.id,
        email,
        step: context.step,
        data: context.data,
        schemaVersion: version ?? (await schemaVersion(wizard.schema)),
        captchaToken,
      });
      if (result.saved) savedOnServer.current = context.data;
      return result;
    },
    [actorRef, wizard, version],
  );

  const dismissNotice = useCallback(() => setNotice(null), []);
  return { notice, dismissNotice, hasProgress, startOver, saveLater };
}
