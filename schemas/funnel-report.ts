/**
 * A wizard's funnel report, as the page sends it (src/wizard/funnel-reporter.ts) and the API checks it
 * (api/funnel/funnel-events.ts): one visit's events, and nothing that names the visitor or holds what they typed.
 */
export const FUNNEL_EVENTS = ['shown', 'refused', 'completed', 'saved', 'submitted', 'left'] as const;
export type FunnelEventType = (typeof FUNNEL_EVENTS)[number];

/** The most events one report carries: a visit sends a batch when the page is hidden, and when it is left. */
export const MAX_EVENTS = 50;
/** The most fields one event names. */
export const MAX_FIELDS = 20;
/** The longest time on a step a report gives: a day. */
export const MAX_SECONDS = 86_400;

export interface FunnelEvent {
  type: FunnelEventType;
  /** The step's id; a submission's is the review step. */
  step?: string;
  /** JSON Pointers of the fields Next refused (or, on leaving, those of the visit's last refusal). */
  fields?: string[];
  /** Seconds on the step, for a completion or a departure. */
  seconds?: number;
}

export interface FunnelReport {
  wizardId: string;
  schemaVersion: string;
  events: FunnelEvent[];
}

const pointer = { type: 'string', pattern: '^(/[^/]+)+$', maxLength: 200 };

export const funnelReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['wizardId', 'schemaVersion', 'events'],
  properties: {
    wizardId: { type: 'string', maxLength: 64 },
    schemaVersion: { type: 'string', pattern: '^[0-9a-f]{16}$' },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EVENTS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: {
          type: { type: 'string', enum: FUNNEL_EVENTS },
          step: { type: 'string', maxLength: 64 },
          fields: { type: 'array', maxItems: MAX_FIELDS, items: pointer },
          seconds: { type: 'integer', minimum: 0, maximum: MAX_SECONDS },
        },
      },
    },
  },
} as const;
