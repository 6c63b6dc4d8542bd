/**
 * The wizard's funnel, as the page reports it (api/routes/events.ts counts it): each step shown, each Next refused
 * with the pointers of the fields it refused (never what was typed), each step completed and how long it took, a save
 * for later, the submission, and leaving without submitting, with the fields of the last refusal before it.
 *
 * - The events of a visit wait in the page and go in one `navigator.sendBeacon` when the page is hidden, when it is
 *   left, and once the request is sent: a beacon survives the page closing, and costs the visitor nothing.
 * - A visit resumed from saved answers counts from the step it resumes on (the renderer starts the reporter once they
 *   are restored): the steps the machine passes through to get there were not the visitor's.
 * - A step is counted shown, and completed, once per page: going back and forth is not a second visitor.
 * - A browser with Global Privacy Control on sends nothing at all (and the server counts nothing it is sent with it).
 * - No cookie, no storage and no identifier: a report is only its wizard, its schema's version and its events.
 */
import { useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { WizardMachine } from '../../engine/wizard-machine';
import { stepKind, type WizardStep } from '../../engine/wizard-ui';
import { MAX_EVENTS, MAX_FIELDS, MAX_SECONDS, type FunnelEvent, type FunnelReport } from '../../schemas/funnel-report';
import { schemaVersion } from './progress/schema-version';

export const EVENTS_ENDPOINT = '/api/events';

/** What a visit has done, turned into events; no browser in it, so it is tested on its own. */
export class FunnelRecorder {
  private events: FunnelEvent[] = [];
  private current = -1;
  private shownAt = 0;
  private readonly shown = new Set<number>();
  private readonly completed = new Set<number>();
  private lastRefusal: string[] = [];
  private ended = false;

  constructor(private readonly steps: readonly WizardStep[]) {}

  /** The machine is on step `index` (at `now`, in milliseconds). */
  step(index: number, now: number): void {
    if (index === this.current || this.ended) return;
    const before = this.steps[this.current];
    if (before && index === this.current + 1 && stepKind(before) === 'form' && !this.completed.has(this.current)) {
      this.completed.add(this.current);
      this.events.push({ type: 'completed', step: before.id, seconds: this.secondsSince(now) });
    }
    this.current = index;
    this.shownAt = now;
    const step = this.steps[index];
    if (!step) return;
    if (stepKind(step) === 'thank-you') {
      this.events.push({ type: 'submitted' });
      this.ended = true;
      return;
    }
    if (!this.shown.has(index)) {
      this.shown.add(index);
      this.events.push({ type: 'shown', step: step.id });
    }
  }

  /** Next was refused for these fields (JSON Pointers). */
  refused(fields: readonly string[]): void {
    const step = this.steps[this.current];
    if (!step || this.ended) return;
    this.lastRefusal = [...new Set(fields)].slice(0, MAX_FIELDS);
    this.events.push({ type: 'refused', step: step.id, fields: this.lastRefusal });
  }

  saved(): void {
    const step = this.steps[this.current];
    if (step && !this.ended) this.events.push({ type: 'saved', step: step.id });
  }

  /** The visitor leaves without submitting: counted once, on the step they were on. */
  left(now: number): void {
    const step = this.steps[this.current];
    if (!step || this.ended) return;
    this.ended = true;
    this.events.push({ type: 'left', step: step.id, fields: this.lastRefusal, seconds: this.secondsSince(now) });
  }

  /** The events not sent yet, in reports of at most as many as the server takes; emptied. */
  take(): FunnelEvent[][] {
    const batches: FunnelEvent[][] = [];
    for (let start = 0; start < this.events.length; start += MAX_EVENTS) batches.push(this.events.slice(start, start + MAX_EVENTS));
    this.events = [];
    return batches;
  }

  private secondsSince(now: number): number {
    return Math.min(MAX_SECONDS, Math.max(0, Math.round((now - this.shownAt) / 1000)));
  }
}

/** Whether the browser asks sites not to track it (Global Privacy Control). */
export function privacyControlOn(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

export interface FunnelReporter {
  saved(): void;
  stop(): void;
}

const NOTHING: FunnelReporter = { saved() {}, stop() {} };

/**
 * Reports the machine's steps from now on. The visitor has left when the page is (`pagehide`: another page, a closed
 * tab, a reload); `stop` only sends what waits, as the wizard's pages are whole pages that unmount only as they go.
 */
export function startFunnelReporter(wizard: { id: string; schema: unknown; steps: readonly WizardStep[] }, actorRef: Actor<WizardMachine>): FunnelReporter {
  if (privacyControlOn() || typeof navigator.sendBeacon !== 'function') return NOTHING;
  const recorder = new FunnelRecorder(wizard.steps);
  let version: string | null = null;
  const send = () => {
    // Until the version is known (a moment after the page comes to life) the events wait.
    if (version === null) return;
    for (const events of recorder.take()) {
      const report: FunnelReport = { wizardId: wizard.id, schemaVersion: version, events };
      navigator.sendBeacon(EVENTS_ENDPOINT, new Blob([JSON.stringify(report)], { type: 'application/json' }));
    }
  };
  void schemaVersion(wizard.schema).then((digest) => {
    version = digest;
  });

  recorder.step(actorRef.getSnapshot().context.step, performance.now());
  const steps = actorRef.subscribe((snapshot) => {
    const wasSubmitted = snapshot.context.success;
    recorder.step(snapshot.context.step, performance.now());
    if (wasSubmitted) send();
  });
  const refusals = actorRef.on('step.refused', ({ errors }) => recorder.refused(errors.map((error) => error.path)));
  const onHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };
  const onLeave = () => {
    recorder.left(performance.now());
    send();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onLeave);
  return {
    saved: () => recorder.saved(),
    stop() {
      steps.unsubscribe();
      refusals.unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      send();
    },
  };
}

/**
 * The renderer's funnel: reported from the moment the visit counts (`counting`: once saved answers are restored, at
 * once when there were none). Returns what tells the report of a save for later.
 */
export function useFunnelReport(
  wizard: { id: string; schema: unknown; steps: readonly WizardStep[] },
  actorRef: Actor<WizardMachine>,
  counting: boolean,
): { saved(): void } {
  const reporter = useRef<FunnelReporter | null>(null);
  useEffect(() => {
    if (!counting) return;
    const started = startFunnelReporter(wizard, actorRef);
    reporter.current = started;
    return () => {
      reporter.current = null;
      started.stop();
    };
  }, [counting, wizard, actorRef]);
  const [report] = useState(() => ({ saved: () => reporter.current?.saved() }));
  return report;
}
