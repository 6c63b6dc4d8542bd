/**
 * What the webhooks page works out before it draws: an endpoint's form values and the body they send (a change sends
 * only what changed, so the audit log names only that), the API's field errors by field, and a delivery's tries in
 * words.
 */
import {
  WEBHOOK_EVENT_VALUES,
  type EndpointInputBody,
  type EndpointView,
  type WebhookDeliveryView,
  type WebhookEventValue,
  type WebhookTryView,
} from '../../schemas/staff-api';

export interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventValue[];
  includeSensitive: boolean;
}

/** A new endpoint gets every event and none of the sensitive fields until an owner says otherwise. */
export const NEW_ENDPOINT: EndpointValues = { url: '', description: '', events: [...WEBHOOK_EVENT_VALUES], includeSensitive: false };

export function valuesOf(endpoint: EndpointView): EndpointValues {
  return { url: endpoint.url, description: endpoint.description, events: [...endpoint.events], includeSensitive: endpoint.includeSensitive };
}

/** The events ticked, in the API's order whatever the order of the ticks. */
export function withEvent(events: readonly WebhookEventValue[], event: WebhookEventValue, on: boolean): WebhookEventValue[] {
  return WEBHOOK_EVENT_VALUES.filter((value) => (value === event ? on : events.includes(value)));
}

export function createBody(values: EndpointValues): EndpointInputBody {
  const description = values.description.trim();
  return { url: values.url.trim(), ...(description ? { description } : {}), events: values.events, includeSensitive: values.includeSensitive };
}

/** What an edit changes of the endpoint, and nothing else. */
export function changesOf(endpoint: EndpointView, values: EndpointValues): Partial<EndpointInputBody> {
  const next = createBody(values);
  const changes: Partial<EndpointInputBody> = {};
  if (next.url !== endpoint.url) changes.url = next.url;
  if ((next.description ?? '') !== endpoint.description) changes.description = next.description ?? '';
  const sameEvents = next.events.length === endpoint.events.length && next.events.every((event) => endpoint.events.includes(event));
  if (!sameEvents) changes.events = next.events;
  if (next.includeSensitive !== endpoint.includeSensitive) changes.includeSensitive = next.includeSensitive;
  return changes;
}

const FIELDS = ['url', 'description', 'events', 'includeSensitive'] as const;
export type EndpointField = (typeof FIELDS)[number];
export type EndpointFieldErrors = Partial<Record<EndpointField, string>>;

/** The API's field errors under the fields they name (`/events/1` is the events'); the others, to show above the form. */
export function endpointFieldErrors(errors: readonly { path: string; message: string }[]): { fields: EndpointFieldErrors; other: string[] } {
  const fields: EndpointFieldErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const field = FIELDS.find((name) => error.path === `/${name}` || error.path.startsWith(`/${name}/`));
    if (field) fields[field] ??= error.message;
    else other.push(error.message);
  }
  return { fields, other };
}

export const DELIVERY_STATUS_LABELS: Readonly<Record<WebhookDeliveryView['status'], string>> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** A try's outcome: the receiver's HTTP status, or why no answer came. */
export function tryAnswer(attempt: WebhookTryView): string {
  if (attempt.status !== null) return `HTTP ${attempt.status}${attempt.error ? `: ${attempt.error}` : ''}`;
  return attempt.error ? `No answer: ${attempt.error}` : 'No answer';
}

/** Whether the endpoint is on, turned off by an owner, or turned off by the server (the receiver answered 410 Gone). */
export function endpointState(endpoint: Pick<EndpointView, 'enabled' | 'disabledReason'>): 'on' | 'off' | 'turned-off' {
  if (endpoint.enabled) return 'on';
  return endpoint.disabledReason ? 'turned-off' : 'off';
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
