/**
 * The webhook events in words, as an endpoint's settings, its delivery log and the audit log name them. The API's own
 * type (`request.received`) goes beside them where a receiver's developer needs it.
 */
import { WEBHOOK_EVENT_VALUES, type WebhookEventValue } from '../../schemas/staff-api';

export const WEBHOOK_EVENTS: Readonly<Record<WebhookEventValue, string>> = {
  'request.received': 'Request received',
  'request.status_changed': 'Status changed',
  'request.deleted': 'Request deleted',
};

/** What "Send a test event" sends: no endpoint subscribes to it. */
const TEST_EVENT = 'webhook.test';

function isEventValue(type: string): type is WebhookEventValue {
  return (WEBHOOK_EVENT_VALUES as readonly string[]).includes(type);
}

/** An event type of the log in words; one the inbox does not know reads as itself. */
export function webhookEventLabel(type: string): string {
  if (type === TEST_EVENT) return 'Test event';
  return isEventValue(type) ? WEBHOOK_EVENTS[type] : type;
}

/** "Request received and Status changed", "every event" when all are chosen. */
export function webhookEventList(types: readonly string[]): string {
  if (WEBHOOK_EVENT_VALUES.every((value) => types.includes(value))) return 'every event';
  const labels = types.map(webhookEventLabel);
  return labels.length <= 1 ? (labels[0] ?? 'no event') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
