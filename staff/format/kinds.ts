/** The words of a request's kind and status, from the kinds the API lists (GET /api/staff/kinds). */
import type { RequestKindView } from '../../schemas/staff-api';

export function kindTitle(kinds: readonly RequestKindView[], kind: string | null): string {
  if (kind === null) return '';
  return kinds.find((candidate) => candidate.kind === kind)?.title ?? kind;
}

/** A status's label in its kind's pipeline; a status no longer in it reads as its key. */
export function statusLabel(kinds: readonly RequestKindView[], kind: string | null, status: string): string {
  const pipeline = kinds.find((candidate) => candidate.kind === kind)?.pipeline;
  return pipeline?.find((entry) => entry.key === status)?.label ?? status;
}

/** Every status of the given kinds (all kinds when none is given), once each, in pipeline order. */
export function statusesOf(kinds: readonly RequestKindView[], chosen: readonly string[]): { key: string; label: string }[] {
  const statuses = new Map<string, string>();
  for (const kind of kinds) {
    if (chosen.length > 0 && !chosen.includes(kind.kind)) continue;
    for (const status of kind.pipeline) if (!statuses.has(status.key)) statuses.set(status.key, status.label);
  }
  return [...statuses].map(([key, label]) => ({ key, label }));
}
