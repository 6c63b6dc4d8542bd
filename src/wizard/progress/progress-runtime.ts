/**
 * What keeps a wizard's progress, loaded as the wizard comes to life rather than with the page (the hook,
 * use-kept-progress.ts, is all the page carries): restoring the answers of a resume link or of the device, the
 * steps in history, writing the device's copy, asking before the page is left with answers that would be lost, and
 * saving a draft on the server.
 */
import type { Actor } from 'xstate';
import { RESUME_PARAMETER } from '../../../engine/drafts';
import { createSensitiveFieldFinder } from '../../../engine/sensitive-fields';
import type { FormData, WizardMachine } from '../../../engine/wizard-machine';
import type { JsonSchema } from '../../../schemas/bundle';
import type { WizardStep, WizardUi } from '../../../engine/wizard-ui';
import {
  clearDeviceProgress,
  readDeviceProgress,
  storableProgressData,
  writeDeviceProgress,
  type ProgressStorage,
} from './device-progress';
import { schemaVersion } from './schema-version';
import { loadDraft, saveDraft, type SaveDraftResult } from './draft-requests';
import { startStepHistory } from './step-history';
import { carryAcrossReload, forgetCarried, readCarried, reportAnswers } from './development-bridge';
import { isRecord } from '../../../json/json-value';


/** What of a loaded wizard its progress needs: which wizard it is, its schema, steps and starting answers. */
export interface ProgressWizard {
  id: string;
  schema: object;
  ui: WizardUi;
  steps: WizardStep[];
  initialData: FormData;
}

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

export interface ProgressController {
  /** After the machine moved: the history entries follow it. */
  follow(step: number): void;
  /** Writes the answers on the device now (unless there are none, or they were sent). */
  write(): void;
  /** Removes the answers saved on the device and forgets the resume link. */
  clear(): void;
  saveLater(email: string, captchaToken: string): Promise<SaveDraftResult>;
  stop(): void;
}

export interface ProgressOptions {
  wizard: ProgressWizard;
  actorRef: Actor<WizardMachine>;
  /** The resume link's token the answers came from: the submission names it, so the server deletes the draft. */
  draftToken: { current: string | null };
  onNotice: (notice: ProgressNotice) => void;
  /** True once the component that asked has gone: nothing is restored then. */
  cancelled: () => boolean;
  /**
   * What the page's own modules already do, handed in so this module shares none of them with the page: a change of
   * the answers, passing the data rules, and the text still held by a field handed to the machine (both through the
   * renderer's input channel, typing/input-channel.ts), the last step before the thank-you (the review), and whether
   * a request is being sent.
   */
  changeData: (data: FormData) => void;
  flushTyping: () => void;
  lastStep: number;
  sending: () => boolean;
}

/** localStorage, or null where the browser refuses it (disabled storage, some private modes). */
function deviceStorage(): ProgressStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps only the answers whose fields the schema still has, at any depth (objects by their `properties`, lists by
 * their `items`): a wizard may have dropped a field since they were saved.
 */
function knownAnswers(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const { items } = schema;
    return isRecord(items) ? value.map((item) => knownAnswers(items, item)) : value;
  }
  const { properties } = schema;
  if (!isRecord(value) || !isRecord(properties)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => {
      const field = properties[key];
      return isRecord(field) ? [[key, knownAnswers(field, child)]] : [];
    }),
  );
}

interface Restored {
  data: FormData;
  step: number;
  source: 'device' | 'link' | 'hot-reload';
  withheld: boolean;
  changed: boolean;
}

/** Restores the saved answers, then keeps them; null when cancelled first. */
export async function startProgress(options: ProgressOptions): Promise<ProgressController | null> {
  const { wizard, actorRef, draftToken, onNotice, cancelled, changeData, flushTyping, lastStep, sending } = options;
  const version = await schemaVersion(wizard.schema);
  const findSensitive = createSensitiveFieldFinder(wizard.schema as JsonSchema);
  const storage = deviceStorage();
  const params = new URLSearchParams(window.location.search);
  const token = params.get(RESUME_PARAMETER);

  let restored: Restored | null = null;
  let failure: ProgressNotice | null = null;
  if (token) {
    try {
      const draft = await loadDraft(token);
      if (draft && draft.wizardId === wizard.id) restored = { ...draft, source: 'link', withheld: false, changed: draft.schemaVersion !== version };
      else failure = { kind: 'link-not-found' };
    } catch {
      failure = { kind: 'link-failed' };
    }
  } else {
    const carried = readCarried(wizard.id);
    const saved = storage ? readDeviceProgress(storage, wizard.id, version) : null;
    if (carried) restored = { ...carried, source: 'hot-reload', withheld: false, changed: true };
    else if (saved) restored = { ...saved, source: 'device', changed: false };
  }
  if (cancelled()) return null;
  if (restored?.source === 'hot-reload') forgetCarried(wizard.id);

  /** The data last saved on the server, while it is still the current data. */
  let savedOnServer: FormData | null = null;
  let writeRefused = false;

  if (token) {
    // The token leaves the address bar (and the history entry): it opens the visitor's answers.
    params.delete(RESUME_PARAMETER);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }

  // Moves the machine one Next (or Back) at a time: it stops at a step with a problem.
  const moveTo = (target: number) => {
    let current = actorRef.getSnapshot().context.step;
    while (current !== target) {
      actorRef.send({ type: current < target ? 'step.next' : 'step.back' });
      const reached = actorRef.getSnapshot().context.step;
      if (reached === current) break;
      current = reached;
    }
    return current;
  };

  if (restored) {
    if (restored.source === 'link' && token) draftToken.current = token;
    changeData({ ...wizard.initialData, ...(knownAnswers(wizard.schema as JsonSchema, restored.data) as FormData) });
    if (restored.source === 'link') savedOnServer = actorRef.getSnapshot().context.data;
    const target = Math.min(restored.step, lastStep);
    const reached = moveTo(target);
    // The developer who changed the folder knows: no notice.
    if (restored.source !== 'hot-reload') {
      onNotice({
        kind: 'restored',
        source: restored.source,
        withheld: restored.withheld,
        changed: restored.changed,
        stoppedAt: reached < target ? reached : null,
      });
    }
  } else if (failure) {
    onNotice(failure);
  }

  const stepHistory = startStepHistory({
    currentStep: () => actorRef.getSnapshot().context.step,
    moveTo: (target) => {
      flushTyping();
      return moveTo(target);
    },
    canMove: () => actorRef.getSnapshot().value === 'editing',
  });

  const write = () => {
    if (storage === null) return;
    const { context } = actorRef.getSnapshot();
    if (context.success || (context.data === wizard.initialData && context.step === 0)) return;
    const stored = storableProgressData(context.data, findSensitive(context.data));
    writeRefused = !writeDeviceProgress(storage, wizard.id, version, { ...stored, step: context.step, savedAt: Date.now() });
  };

  // Text typed in the last frame may not have reached the machine yet (typing/input-channel.ts): as the page is left or
  // hidden it is handed over before the answers are judged or written, or the device would keep the older text.
  const writeTyped = () => {
    flushTyping();
    write();
  };
  // Hidden is the last moment a phone reliably gives a page: it may be closed from the app switcher without a pagehide.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') writeTyped();
  };

  // Leaving asks first while answers would be lost: values the device does not keep (sensitive fields, files) and the
  // server has not got since they changed, a write the browser refused, or a request being sent.
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    flushTyping();
    const snapshot = actorRef.getSnapshot();
    const { context } = snapshot;
    if (context.success) return;
    const unsaved =
      context.data !== wizard.initialData &&
      context.data !== savedOnServer &&
      (writeRefused || storableProgressData(context.data, findSensitive(context.data)).withheld);
    if (sending() || unsaved) {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    }
  };
  const stopCarrying = carryAcrossReload(wizard.id, () => {
    flushTyping();
    const { context } = actorRef.getSnapshot();
    return { data: context.data, step: context.step };
  });
  const stopReporting = reportAnswers(wizard.id, actorRef);
  window.addEventListener('pagehide', writeTyped);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('beforeunload', onBeforeUnload);

  return {
    follow: (step) => stepHistory.follow(step),
    write,
    clear() {
      if (storage) clearDeviceProgress(storage, wizard.id);
      draftToken.current = null;
      savedOnServer = null;
    },
    async saveLater(email, captchaToken) {
      flushTyping();
      const { context } = actorRef.getSnapshot();
      const result = await saveDraft({ wizardId: wizard.id, email, step: context.step, data: context.data, schemaVersion: version, captchaToken });
      if (result.saved) savedOnServer = context.data;
      return result;
    },
    stop() {
      stepHistory.stop();
      stopCarrying();
      stopReporting();
      window.removeEventListener('pagehide', writeTyped);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('beforeunload', onBeforeUnload);
    },
  };
}
