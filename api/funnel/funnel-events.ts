/**
 * The funnel reports the wizards' pages send (`POST /api/events`, src/wizard/funnel-reporter.ts): a batch of one
 * visit's events, each checked against the wizard's steps and their fields, then added to the day's counters
 * (funnel-counter.ts). A report that is malformed, or names a wizard, step or field there is not, counts nothing.
 *
 * What is kept is counts: a step shown, Next refused (with the fields it refused, never their values), a step completed
 * (and how long it took, in a coarse bucket), saved for later, submitted, or left without submitting (with the fields
 * of the visit's last refusal, if any, and the time on the step). Nothing names the visitor.
 */
import { compileShared } from '../../schemas/ajv';
import type { FieldError } from '../../schemas/field-errors';
import { isWithin, pointerTokens, pointerFromTokens } from '../../json/json-pointer';
import { stepKind } from '../../engine/wizard-ui';
import { funnelReportSchema, type FunnelReport } from '../../schemas/funnel-report';
import type { FunnelRow } from './funnel-counter';
import type { Wizard, WizardRegistry } from '../wizards/registry';

/** Time on a step, coarsely: an upper bound in seconds and its name. */
export const TIME_BUCKETS = [
  { upTo: 10, name: 'under 10 s' },
  { upTo: 30, name: '10-30 s' },
  { upTo: 60, name: '30-60 s' },
  { upTo: 120, name: '1-2 min' },
  { upTo: 300, name: '2-5 min' },
  { upTo: 600, name: '5-10 min' },
  { upTo: Number.POSITIVE_INFINITY, name: 'over 10 min' },
] as const;

export function bucketOf(seconds: number): string {
  return (TIME_BUCKETS.find((bucket) => seconds < bucket.upTo) ?? TIME_BUCKETS[TIME_BUCKETS.length - 1])?.name ?? '';
}

/** The report's shape, checked as its body is read (api/http/json-body.ts); `checkReport` checks it against its wizard. */
export const validReport = compileShared<FunnelReport>(funnelReportSchema);

/** A field as counted: its list indices written `*`, so every driver's license number counts as one field. */
export function abstractField(field: string): string {
  return pointerFromTokens(pointerTokens(field).map((token) => (/^\d+$/.test(token) ? '*' : token)));
}

type Checked = { ok: true; wizard: Wizard; rows: FunnelRow[] } | { ok: false; errors: FieldError[] };

/** Checks a report of the right shape against its wizard's steps and turns it into the counters it adds to. */
export function checkReport(registry: WizardRegistry, body: FunnelReport): Checked {
  const wizard = registry.get(body.wizardId);
  if (!wizard) return { ok: false, errors: [{ path: '/wizardId', message: 'There is no such wizard.' }] };
  const steps = new Map(wizard.ui.steps.map((step) => [step.id, step]));
  const formFields = wizard.ui.steps.flatMap((step) => step.fields ?? []);
  const rows: FunnelRow[] = [];
  for (const [index, event] of body.events.entries()) {
    const at = `/events/${index}`;
    // A submission happens on the review step; every other event names the step it happened on.
    const stepId = event.step ?? (event.type === 'submitted' ? wizard.ui.steps.find((step) => stepKind(step) === 'review')?.id : undefined);
    const step = stepId === undefined ? undefined : steps.get(stepId);
    if (!step || !stepId) return { ok: false, errors: [{ path: `${at}/step`, message: 'There is no such step in this wizard.' }] };
    // A refusal names fields of its own step; what came before leaving, any field of the wizard.
    const allowed = event.type === 'refused' ? (step.fields ?? []) : formFields;
    for (const field of event.fields ?? []) {
      if (!allowed.some((own) => isWithin(field, own))) return { ok: false, errors: [{ path: `${at}/fields`, message: `${field} is not a field of this step.` }] };
    }
    const bucket = event.seconds !== undefined && (event.type === 'completed' || event.type === 'left') ? bucketOf(event.seconds) : '';
    rows.push({ step: stepId, event: event.type, field: '', bucket });
    if (event.type === 'refused' || event.type === 'left') {
      for (const field of new Set((event.fields ?? []).map(abstractField))) rows.push({ step: stepId, event: event.type, field, bucket: '' });
    }
  }
  return { ok: true, wizard, rows };
}
