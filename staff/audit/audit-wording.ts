/**
 * An audit entry in words, as the audit log and a request's history show it: "revealed License Number (Driver 1)",
 * "changed the status: New → Contacted". An entry holds no personal data of the visitor (a field by its JSON Pointer
 * and label, a file by its id), so the request page, which has the request, can name the item and the file better.
 */
import { DEFAULT_GRACE_HOURS, type AuditEntryView, type RequestKindView } from '../../schemas/staff-api';
import { kindTitle, statusLabel } from '../format/kinds';
import { ROLES } from '../format/roles';
import { webhookEventList } from '../format/webhook-events';

export interface WordingContext {
  kinds: readonly RequestKindView[];
  /** The review's name of the item holding a field ("Driver 1"), where the request is at hand. */
  itemOf?: (pointer: string) => string | undefined;
  /** A file's name by its id, where the request is at hand. */
  fileName?: (fileId: string) => string | undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** "Driver 1" for "/drivers/0/licenseNumber": the list's name, singular, and the item's number. */
export function itemOfPointer(pointer: string): string | undefined {
  const tokens = pointer.split('/').slice(1);
  for (let index = tokens.length - 1; index > 0; index -= 1) {
    const token = tokens[index] ?? '';
    if (!/^\d+$/.test(token)) continue;
    const words = (tokens[index - 1] ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    const singular = words.endsWith('ies') ? `${words.slice(0, -3)}y` : words.replace(/s$/, '');
    return `${singular.charAt(0).toUpperCase()}${singular.slice(1)} ${Number(token) + 1}`;
  }
  return undefined;
}

const FILE_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'JPEG image', 'image/png': 'PNG image', 'application/pdf': 'PDF' };

function roleLabel(value: unknown): string {
  return value === 'owner' || value === 'agent' ? ROLES[value].label : String(value ?? 'unknown role');
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** What an export was filtered by, in words: "kind Auto Insurance Quote, status contacted". */
function exportFilter(filter: Record<string, unknown> | undefined, kinds: readonly RequestKindView[]): string[] {
  if (!filter) return [];
  const parts: string[] = [];
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
  const chosenKinds = list(filter.kinds);
  if (chosenKinds.length > 0) parts.push(`kind ${chosenKinds.map((kind) => kindTitle(kinds, kind)).join(' or ')}`);
  const statuses = list(filter.statuses);
  if (statuses.length > 0) {
    const only = chosenKinds.length === 1 ? (chosenKinds[0] ?? null) : null;
    parts.push(`status ${statuses.map((status) => statusLabel(kinds, only, status)).join(' or ')}`);
  }
  if (text(filter.owner)) parts.push(filter.owner === 'me' ? 'their own' : filter.owner === 'none' ? 'without an owner' : 'one owner’s');
  if (text(filter.from) || text(filter.to)) parts.push(`received ${text(filter.from) ?? '…'} to ${text(filter.to) ?? '…'}`);
  if (filter.unread === true) parts.push('unread');
  if (text(filter.state)) parts.push(`${String(filter.state)} only`);
  return parts;
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * A change to a webhook endpoint (api/routes/staff-webhooks.ts): the entry names the endpoint by its id, and by its
 * address only when it was added or its address changed, so a removed endpoint's entry says "a webhook endpoint".
 */
function webhookChange(detail: Record<string, unknown>): string {
  const sensitive = (on: unknown) => (on === true ? 'sensitive fields included' : 'sensitive fields left out');
  switch (detail.change) {
    case 'added':
      return `added the webhook endpoint ${text(detail.url) ?? ''} (${webhookEventList(texts(detail.events))}; ${sensitive(detail.includeSensitive)})`;
    case 'removed':
      return 'removed a webhook endpoint';
    case 'secret rotated': {
      const hours = typeof detail.graceHours === 'number' ? detail.graceHours : DEFAULT_GRACE_HOURS;
      return `rotated a webhook endpoint’s secret, ${hours === 0 ? 'ending the old one at once' : `keeping the old one for ${plural(hours, 'hour', 'hours')}`}`;
    }
    case 'changed': {
      const changes: string[] = [];
      if (text(detail.url)) changes.push(`address ${String(detail.url)}`);
      if (typeof detail.description === 'string') changes.push('description');
      if (Array.isArray(detail.events)) changes.push(`events: ${webhookEventList(texts(detail.events))}`);
      if (typeof detail.includeSensitive === 'boolean') changes.push(sensitive(detail.includeSensitive));
      const switched = typeof detail.enabled === 'boolean' ? `turned a webhook endpoint ${detail.enabled ? 'on' : 'off'}` : null;
      if (changes.length === 0) return switched ?? 'changed a webhook endpoint';
      return `${switched ? `${switched} and changed it` : 'changed a webhook endpoint'}: ${changes.join('; ')}`;
    }
    default:
      return 'changed a webhook endpoint';
  }
}

export function describeAudit(entry: AuditEntryView, context: WordingContext): string {
  const { detail, kind } = entry;
  const { kinds } = context;
  switch (entry.action) {
    case 'viewed':
      return 'opened the request';
    case 'revealed': {
      const pointer = text(detail.pointer) ?? '';
      const item = context.itemOf?.(pointer) ?? itemOfPointer(pointer);
      return `revealed ${text(detail.field) ?? pointer}${item ? ` (${item})` : ''}`;
    }
    case 'downloaded': {
      const fileId = text(detail.fileId) ?? '';
      const name = context.fileName?.(fileId);
      const what = name ?? `a file${FILE_TYPES[text(detail.type) ?? ''] ? ` (${FILE_TYPES[text(detail.type) ?? '']})` : ''}`;
      return `${detail.disposition === 'inline' ? 'previewed' : 'downloaded'} ${what}`;
    }
    case 'exported': {
      const rows = typeof detail.rows === 'number' ? detail.rows : 0;
      const format = String(detail.format ?? 'csv').toUpperCase();
      if (kind === 'newsletter') return `exported ${plural(rows, 'newsletter subscriber', 'newsletter subscribers')} as ${format}${detail.search ? ', searched' : ''}`;
      const parts = exportFilter(record(detail.filter), kinds);
      if (detail.search) parts.push('searched');
      return `exported ${plural(rows, 'request', 'requests')} as ${format}${parts.length > 0 ? ` (${parts.join('; ')})` : ''}`;
    }
    case 'status':
      return `changed the status: ${statusLabel(kinds, kind, String(detail.from ?? ''))} → ${statusLabel(kinds, kind, String(detail.to ?? ''))}`;
    case 'owner': {
      const to = text(record(detail.to)?.name);
      const from = text(record(detail.from)?.name);
      if (!to) return from ? `removed the owner (was ${from})` : 'removed the owner';
      if (to === entry.actorName) return from ? `took ownership (from ${from})` : 'took ownership';
      return from ? `made ${to} the owner (was ${from})` : `made ${to} the owner`;
    }
    case 'note':
      return 'added a note';
    case 'deleted':
      return kind === 'newsletter' ? 'removed a newsletter subscriber' : 'deleted the request';
    case 'staff-invited':
      return `invited ${entry.subject ?? 'someone'} as ${roleLabel(detail.role).toLowerCase()}`;
    case 'staff-uninvited':
      return `withdrew the invitation of ${entry.subject ?? 'someone'}`;
    case 'staff-role':
      return `changed ${text(detail.name) ?? 'a staff member'}’s role: ${roleLabel(detail.from)} → ${roleLabel(detail.to)}`;
    case 'staff-removed':
      return `removed ${text(detail.name) ?? 'a staff member'} (${roleLabel(detail.role).toLowerCase()}) from the staff`;
    case 'webhook':
      return webhookChange(detail);
    default:
      return entry.action;
  }
}

/** The actions the audit log can be narrowed to, in words. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  viewed: 'Opened',
  revealed: 'Revealed a field',
  downloaded: 'Previewed or downloaded a file',
  exported: 'Exported',
  status: 'Changed a status',
  owner: 'Changed an owner',
  note: 'Added a note',
  deleted: 'Deleted',
  'staff-invited': 'Invited staff',
  'staff-uninvited': 'Withdrew an invitation',
  'staff-role': 'Changed a role',
  'staff-removed': 'Removed staff',
  webhook: 'Changed a webhook endpoint',
};
