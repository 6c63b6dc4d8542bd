/**
 * What the agency sees of a wizard's funnel over a range of days: how many visitors started it, reached and completed
 * each step, left on it, and submitted; the median time on each step (from the time buckets); the fields whose errors
 * most often came before a visitor left; and the same per schema version, so that a change to a wizard can be judged
 * against the version before it.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { stepKind } from '../../engine/wizard-ui';
import { schemaTitle } from '../../engine/review/field-labels';
import type { FunnelStepView, FunnelVersionView, FunnelView } from '../../schemas/staff-api';
import type { Db } from '../db/database';
import { funnelCounts } from '../db/schema';
import type { Wizard } from '../wizards/registry';
import { addDays, dayAt, isCalendarDay } from '../calendar/agency-calendar';
import type { FieldError } from '../../schemas/field-errors';
import type { WizardRegistry } from '../wizards/registry';
import { TIME_BUCKETS } from './funnel-events';

/** The longest range one report covers, and the one shown when none is asked for. */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

type FunnelQuery = { ok: true; wizard: Wizard; from: string; to: string } | { ok: false; errors: FieldError[] };

/** `?wizard=&from=&to=`: a wizard id and two calendar days at the office, inclusive; by default the last 30 days. */
export function parseFunnelQuery(query: Record<string, string>, registry: WizardRegistry, now: Date = new Date()): FunnelQuery {
  const errors: FieldError[] = [];
  const wizard = query.wizard === undefined ? undefined : registry.get(query.wizard);
  if (!wizard) errors.push({ path: 'wizard', message: `Choose one of ${registry.list().map((one) => one.id).join(', ')}.` });
  const to = query.to ?? dayAt(now);
  const from = query.from ?? (isCalendarDay(to) ? addDays(to, 1 - DEFAULT_RANGE_DAYS) : to);
  if (!isCalendarDay(from)) errors.push({ path: 'from', message: 'Give the first day as YYYY-MM-DD.' });
  if (!isCalendarDay(to)) errors.push({ path: 'to', message: 'Give the last day as YYYY-MM-DD.' });
  if (errors.length === 0 && from > to) errors.push({ path: 'from', message: 'The first day comes before the last.' });
  if (errors.length === 0 && addDays(from, MAX_RANGE_DAYS) <= to) errors.push({ path: 'from', message: `Choose at most ${MAX_RANGE_DAYS} days.` });
  if (errors.length > 0 || !wizard) return { ok: false, errors };
  return { ok: true, wizard, from, to };
}

type Count = typeof funnelCounts.$inferSelect;

/** The bucket where half of the counted times fall: the median, as coarsely as the buckets are. */
function medianBucket(counts: ReadonlyMap<string, number>): string | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bucket of TIME_BUCKETS) {
    seen += counts.get(bucket.name) ?? 0;
    if (seen * 2 >= total) return bucket.name;
  }
  return null;
}

/** A counted field's title; its list indices were counted as `*`, and any item's title is the list's items' title. */
function fieldLabel(wizard: Wizard, field: string): string {
  return schemaTitle(wizard.schema, field.replaceAll('/*', '/0'));
}

function versionView<Version extends string | null>(wizard: Wizard, rows: readonly Count[], schemaVersion: Version): FunnelVersionView & { schemaVersion: Version } {
  const sum = (match: (row: Count) => boolean) => rows.filter(match).reduce((total, row) => total + row.count, 0);
  const plain = (step: string, event: string) => sum((row) => row.step === step && row.event === event && row.field === '');
  const funnelSteps = wizard.ui.steps.filter((step) => stepKind(step) !== 'thank-you');
  const submitted = sum((row) => row.event === 'submitted' && row.field === '');
  const steps: FunnelStepView[] = funnelSteps.map((step, index) => {
    const shown = plain(step.id, 'shown');
    const next = funnelSteps[index + 1];
    const went = next ? plain(next.id, 'shown') : submitted;
    const times = new Map<string, number>();
    for (const row of rows) if (row.step === step.id && row.event === 'completed' && row.bucket !== '') times.set(row.bucket, (times.get(row.bucket) ?? 0) + row.count);
    return {
      step: step.id,
      title: step.title,
      shown,
      completed: plain(step.id, 'completed'),
      refused: plain(step.id, 'refused'),
      saved: plain(step.id, 'saved'),
      left: plain(step.id, 'left'),
      dropOff: Math.max(0, shown - went),
      medianTime: medianBucket(times),
    };
  });
  const leftAfter = new Map<string, number>();
  for (const row of rows) if (row.event === 'left' && row.field !== '') leftAfter.set(row.field, (leftAfter.get(row.field) ?? 0) + row.count);
  const refusedAt = new Map<string, number>();
  for (const row of rows) if (row.event === 'refused' && row.field !== '') refusedAt.set(row.field, (refusedAt.get(row.field) ?? 0) + row.count);
  const topErrorFields = [...leftAfter]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10)
    .map(([field, count]) => ({ field, label: fieldLabel(wizard, field), leftAfter: count, refused: refusedAt.get(field) ?? 0 }));
  return { schemaVersion, started: steps[0]?.shown ?? 0, submitted, steps, topErrorFields };
}

export async function funnelReport(db: Db, wizard: Wizard, from: string, to: string): Promise<FunnelView> {
  const rows = await db
    .select()
    .from(funnelCounts)
    .where(and(eq(funnelCounts.wizardId, wizard.id), gte(funnelCounts.day, from), lte(funnelCounts.day, to)));
  const versions = [...new Set(rows.map((row) => row.schemaVersion))].map((version) => {
    const own = rows.filter((row) => row.schemaVersion === version);
    const days = own.map((row) => row.day).sort();
    return { ...versionView(wizard, own, version), firstDay: days[0] ?? from, lastDay: days.at(-1) ?? to, current: version === wizard.schemaVersion };
  });
  versions.sort((a, b) => (a.firstDay < b.firstDay ? 1 : -1));
  return { wizardId: wizard.id, title: wizard.ui.title, from, to, ...versionView(wizard, rows, null), versions };
}
