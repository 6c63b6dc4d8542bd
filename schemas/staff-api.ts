/**
 * The staff inbox's API contract, shared by the API (api/routes/staff.ts validates every body against these schemas
 * with the one Ajv configuration) and the staff front end (staff/), which reads the answers' types. Nothing here is
 * served to the public site.
 */

export const STAFF_ROLE_VALUES = ['owner', 'agent'] as const;
export type StaffRoleValue = (typeof STAFF_ROLE_VALUES)[number];

/** A note may be as long as a contact message. */
export const MAX_NOTE_LENGTH = 5000;
export const MAX_NAME_LENGTH = 100;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
/** Rows of the inbox per page, at most. */
export const MAX_PAGE_SIZE = 100;

const token = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', errorMessage: 'This invitation link is not complete: open it from the e-mail again.' };
const name = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_NAME_LENGTH,
  pattern: '\\S',
  errorMessage: `Enter your name (at most ${MAX_NAME_LENGTH} characters).`,
};
const password = {
  type: 'string',
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: MAX_PASSWORD_LENGTH,
  errorMessage: `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
};
const role = { type: 'string', enum: STAFF_ROLE_VALUES, errorMessage: 'Choose owner or agent.' };

function body(properties: Record<string, object>, required: readonly string[]) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const invitationCheckSchema = body({ token }, ['token']);
export const invitationAcceptSchema = body({ token, name, password }, ['token', 'name']);
export const statusChangeSchema = body({ status: { type: 'string', minLength: 1, maxLength: 40, errorMessage: 'Choose a status.' } }, ['status']);
export const ownerChangeSchema = body(
  { ownerId: { type: ['string', 'null'], maxLength: 64, errorMessage: 'Choose a staff member, or nobody.' } },
  ['ownerId'],
);
export const noteSchema = body(
  {
    body: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_NOTE_LENGTH,
      pattern: '\\S',
      errorMessage: `Write the note (at most ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters).`,
    },
  },
  ['body'],
);
export const revealSchema = body({ pointer: { type: 'string', pattern: '^(/[^/]+)+$', maxLength: 200, errorMessage: 'Name the field by its JSON Pointer.' } }, ['pointer']);
export const inviteSchema = body(
  { email: { type: 'string', format: 'email', maxLength: 254, errorMessage: 'Enter a valid e-mail address.' }, role },
  ['email', 'role'],
);
export const roleChangeSchema = body({ role }, ['role']);

export const WEBHOOK_EVENT_VALUES = ['request.received', 'request.status_changed', 'request.deleted'] as const;
const webhookUrl = { type: 'string', minLength: 1, maxLength: 2000, errorMessage: 'Enter the full address, starting with https://.' };
const webhookEvents = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', enum: WEBHOOK_EVENT_VALUES },
  errorMessage: 'Choose at least one event.',
};
/** An endpoint's description for the staff, at most. */
export const MAX_ENDPOINT_DESCRIPTION_LENGTH = 200;
const description = {
  type: 'string',
  maxLength: MAX_ENDPOINT_DESCRIPTION_LENGTH,
  errorMessage: `Describe it in at most ${MAX_ENDPOINT_DESCRIPTION_LENGTH} characters.`,
};
export const endpointCreateSchema = body({ url: webhookUrl, description, events: webhookEvents, includeSensitive: { type: 'boolean' } }, ['url', 'events']);
export const endpointUpdateSchema = body(
  { url: webhookUrl, description, events: webhookEvents, includeSensitive: { type: 'boolean' }, enabled: { type: 'boolean' } },
  [],
);
/** How long a rotated secret goes on signing beside the new one, unless the owner says otherwise, and at most. */
export const DEFAULT_GRACE_HOURS = 24;
export const MAX_GRACE_HOURS = 168;
export const rotateSchema = body(
  { graceHours: { type: 'integer', minimum: 0, maximum: MAX_GRACE_HOURS, errorMessage: `Keep the old secret 0 to ${MAX_GRACE_HOURS} hours.` } },
  [],
);
export const replaySchema = body({ since: { type: 'string', format: 'date-time', errorMessage: 'Give the time as ISO 8601, e.g. 2026-12-01T08:00:00Z.' } }, ['since']);

export type WebhookEventValue = (typeof WEBHOOK_EVENT_VALUES)[number];

export interface EndpointInputBody {
  url: string;
  description?: string;
  events: WebhookEventValue[];
  includeSensitive?: boolean;
}

/** A webhook endpoint as the owners see it (api/webhooks/webhook-endpoints.ts); its secret is never part of it. */
export interface EndpointView {
  id: string;
  url: string;
  description: string;
  events: WebhookEventValue[];
  includeSensitive: boolean;
  enabled: boolean;
  /** Why the server turned it off (the receiver answered 410 Gone); null when an owner did, or while it is on. */
  disabledReason: string | null;
  /** Set by WEBHOOK_ENDPOINTS: the configuration owns it, and the inbox cannot change, rotate or delete it. */
  configured: boolean;
  /** While a rotation's grace period lasts, the old secret signs too until then. */
  previousSecretUntil: string | null;
  createdAt: string;
  deliveries: { pending: number; failed: number; lastDeliveredAt: string | null };
}

/** An endpoint just made: its secret, answered this once. */
export interface EndpointCreatedView {
  id: string;
  secret: string;
}

/** A secret just rotated: the new one, answered this once, and until when the old one still signs. */
export interface SecretRotatedView {
  secret: string;
  previousSecretUntil: string;
}

/** One try of a delivery, as the delivery log keeps it. */
export interface WebhookTryView {
  at: string;
  /** The answer's HTTP status; null when none came (refused, timed out, a blocked address). */
  status: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the answer's body, as much as the sender keeps (RESPONSE_EXCERPT_BYTES). */
  response: string | null;
}

/** Deliveries per page of an endpoint's log, at most. */
export const DELIVERY_PAGE_SIZE = 50;

/** One event's delivery to one endpoint, with its tries (api/webhooks/webhook-store.ts `deliveryLog`). */
export interface WebhookDeliveryView {
  id: string;
  /** The `webhook-id` every try of it carries. */
  eventId: string;
  /** The event's type: one of WEBHOOK_EVENT_VALUES, or the test event's. */
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  /** Tries started. */
  attempts: number;
  /** When the next try is due, while it is pending. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  tries: WebhookTryView[];
}

export interface InvitationAcceptBody {
  token: string;
  name: string;
  password?: string;
}

/** Who is signed in, and what they may do. */
export interface StaffMe {
  id: string;
  name: string;
  email: string;
  role: StaffRoleValue;
  /** Has a passkey or an authenticator app: until then only setting one up is allowed. */
  enrolled: boolean;
  passkeys: number;
  authenticatorApp: boolean;
  /** How long a session lasts: it ends after this many idle minutes, and this many hours after sign-in. */
  session: { idleMinutes: number; maxHours: number };
}

/** An invitation not yet accepted, as the owners see it. */
export interface InvitationView {
  id: string;
  email: string;
  role: StaffRoleValue;
  /** Who sent it; null when it was made on the server's command line. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface PipelineStatusView {
  key: string;
  label: string;
  closed: boolean;
}

/** A kind of request the inbox lists: each wizard, and the contact form. */
export interface RequestKindView {
  kind: string;
  title: string;
  group: 'quote' | 'policy-change' | 'contact';
  pipeline: PipelineStatusView[];
}

export interface StaffMemberView {
  id: string;
  name: string;
  /** Owners only. */
  email?: string;
  role?: StaffRoleValue;
  passkeys?: number;
  authenticatorApp?: boolean;
}

export interface InboxRow {
  /** The inbox row's id: the request's address in the inbox. */
  id: string;
  requestId: string;
  kind: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  policyNumber: string;
  status: string;
  open: boolean;
  ownerId: string | null;
  ownerName: string | null;
  unread: boolean;
  /** Business hours since it was received, while it is open; null once closed. */
  ageHours: number | null;
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
}

export interface InboxSummary {
  open: number;
  unread: number;
  /** Median business hours from receipt to first response, of the first responses of the last 7 days; null without any. */
  medianFirstResponseHours: number | null;
  responses: number;
}

export interface ReviewRowView {
  pointer: string;
  label: string;
  values: string[];
  /** A sensitive field, shown masked until revealed. */
  masked?: boolean;
}

/** The review's layout (engine/review): plain rows, or a grid of item cards for a list of objects. */
export type ReviewBlockView =
  | { kind: 'rows'; rows: ReviewRowView[] }
  | { kind: 'grid'; label: string; items: { title: string; rows: ReviewRowView[] }[] };

export interface ReviewSectionDetail {
  title: string;
  blocks: ReviewBlockView[];
}

export interface RequestFile {
  id: string;
  name: string;
  type: string;
  size: number;
}

export interface RequestNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface AuditEntryView {
  id: number;
  at: string;
  actorName: string;
  action: string;
  kind: string | null;
  subject: string | null;
  inboxRequestId: string | null;
  detail: Record<string, unknown>;
}

export interface RequestDetail {
  row: InboxRow;
  title: string;
  sections: ReviewSectionDetail[];
  files: RequestFile[];
  notes: RequestNote[];
  audit: AuditEntryView[];
  pipeline: PipelineStatusView[];
  /** mailto: addressed to the visitor, the request id in the subject. */
  replyLink: string | null;
}

export interface NewsletterRow {
  id: string;
  email: string;
  subscribedAt: string;
}

/** One step of a wizard's funnel over a range of days (api/funnel/funnel-report.ts). */
export interface FunnelStepView {
  step: string;
  title: string;
  shown: number;
  completed: number;
  refused: number;
  saved: number;
  left: number;
  /** Shown here but not the next step (or, on the review, not submitted). */
  dropOff: number;
  /** The time bucket holding the median time to complete the step; null before anyone completed it. */
  medianTime: string | null;
}

export interface FunnelErrorFieldView {
  field: string;
  label: string;
  /** Visits that left with this field among those of their last refusal. */
  leftAfter: number;
  /** Times Next was refused for it. */
  refused: number;
}

export interface FunnelVersionView {
  /** null for the whole range, all versions together. */
  schemaVersion: string | null;
  started: number;
  submitted: number;
  steps: FunnelStepView[];
  topErrorFields: FunnelErrorFieldView[];
}

export interface FunnelView extends FunnelVersionView {
  wizardId: string;
  title: string;
  from: string;
  to: string;
  versions: (FunnelVersionView & { schemaVersion: string; firstDay: string; lastDay: string; current: boolean })[];
}
