/**
 * The OpenAPI document's `webhooks`: every event the API sends to the agency's endpoints (api/webhooks/), with the
 * Standard Webhooks headers and each event's payload, per wizard from its schema, so that a receiver can generate its
 * types as a client generates them from the paths.
 *
 * A webhook's payload is the wizard's schema as a payload of it arrives: its files without their contents (they are
 * links, in `files`), and its sensitive fields (`x-encrypt`) not required, since an endpoint that did not opt in gets
 * none. The definitions that change for it are copied under names of their own (`attachmentInWebhook`), so the
 * submission schemas stay as they are.
 */
import { agency } from '../../config/agency';
import type { JsonSchema } from '../../schemas/bundle';
import { isRecord } from '../../json/json-value';
import { ENCRYPT_KEYWORD } from '../privacy/sensitive-fields';
import { FILE_LINK_HOURS } from '../webhooks/file-links';
import type { Wizard } from '../wizards/registry';
import { jsonContent, ref, type Json } from './openapi-parts';

const RENAMED = 'InWebhook';
/** Where a conditional part of a schema names required properties of the object it sits in. */
const CONDITIONAL = ['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf'] as const;

function withoutNames(node: unknown, names: ReadonlySet<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) withoutNames(item, names);
    return;
  }
  if (!isRecord(node)) return;
  if (Array.isArray(node.required)) node.required = node.required.filter((name) => !(typeof name === 'string' && names.has(name)));
  for (const keyword of CONDITIONAL) withoutNames(node[keyword], names);
}

/** Every object schema in `node`: its sensitive properties are not required, and an attachment holds no content. */
function relax(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) relax(item);
    return;
  }
  if (!isRecord(node)) return;
  if (isRecord(node.properties)) {
    const properties = node.properties;
    const sensitive = new Set(Object.keys(properties).filter((name) => isRecord(properties[name]) && properties[name][ENCRYPT_KEYWORD] === true));
    if (sensitive.size > 0) withoutNames(node, sensitive);
    // An uploaded file arrives as its name, type and size: its bytes are behind the link of `files`.
    if ('content' in properties && 'lastModified' in properties) {
      delete properties.content;
      withoutNames(node, new Set(['content']));
    }
  }
  for (const value of Object.values(node)) relax(value);
}

function renameRefs(node: unknown, renamed: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, renamed));
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const definition = key === '$ref' && typeof value === 'string' ? /^#\/definitions\/([^/]+)$/.exec(value)?.[1] : undefined;
    out[key] = definition !== undefined && renamed.has(definition) ? `#/definitions/${definition}${RENAMED}` : renameRefs(value, renamed);
  }
  return out;
}

/** The schema of a wizard's payload as a webhook carries it, from its bundled schema. */
export function webhookPayloadSchema(bundled: JsonSchema): JsonSchema {
  const relaxed = structuredClone(bundled);
  relax(relaxed);
  const original = isRecord(bundled.definitions) ? bundled.definitions : {};
  const definitions = isRecord(relaxed.definitions) ? relaxed.definitions : {};
  // A definition is renamed when it changed, or refers to one that was; until no more change.
  const renamed = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of Object.keys(definitions)) {
      if (renamed.has(name)) continue;
      if (JSON.stringify(renameRefs(definitions[name], renamed)) !== JSON.stringify(original[name])) {
        renamed.add(name);
        grew = true;
      }
    }
  }
  const out = renameRefs(relaxed, renamed) as JsonSchema;
  const outDefinitions = isRecord(out.definitions) ? out.definitions : {};
  let copies = Object.fromEntries(Object.entries(outDefinitions).map(([name, value]) => [renamed.has(name) ? `${name}${RENAMED}` : name, value]));
  // A copy nothing refers to is left out (a bundle holds every shared definition, used or not).
  for (let dropped = true; dropped; ) {
    out.definitions = copies;
    const text = JSON.stringify(out);
    const unused = Object.keys(copies).filter((name) => name.endsWith(RENAMED) && !text.includes(`"#/definitions/${name}"`));
    dropped = unused.length > 0;
    copies = Object.fromEntries(Object.entries(copies).filter(([name]) => !unused.includes(name)));
  }
  return out;
}

export function webhookPayloadName(wizard: Pick<Wizard, 'id'>): string {
  return `${wizard.id}.webhookPayload`;
}

/** The component schemas of the events (the wizards' payloads themselves are hoisted by the document). */
export function webhookComponentSchemas(wizards: readonly Wizard[]): Json {
  const facts = (kind: Json, wizardId: Json, schemaVersion: Json, status: Json = { type: 'string', description: 'A status key of the kind\'s pipeline.' }) => ({
    id: { type: 'string', format: 'uuid', description: 'The request in the staff inbox (a subscriber\'s id for the newsletter).' },
    requestId: { type: ['string', 'null'], description: 'The request id the visitor was given; null for a subscriber.' },
    kind,
    wizardId,
    schemaVersion,
    receivedAt: { type: 'string', format: 'date-time' },
    status,
  });
  const required = ['id', 'requestId', 'kind', 'wizardId', 'schemaVersion', 'receivedAt', 'status'];
  const envelope = (type: string, data: Json) => ({
    type: 'object',
    required: ['type', 'timestamp', 'data'],
    properties: { type: { type: 'string', const: type }, timestamp: { type: 'string', format: 'date-time' }, data },
  });
  const schemas: Json = {
    WebhookFile: {
      type: 'object',
      required: ['id', 'name', 'type', 'size', 'url', 'expiresAt'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string' },
        type: { type: 'string' },
        size: { type: 'integer' },
        url: { type: 'string', format: 'uri', description: `A signed link to the file, valid ${FILE_LINK_HOURS} hours from the delivery, for this endpoint only.` },
        expiresAt: { type: 'string', format: 'date-time' },
      },
    },
    WebhookDeleted: envelope('request.deleted', {
      type: 'object',
      required: [...required, 'deletedAt', 'reason'],
      properties: {
        ...facts({ type: 'string' }, { type: ['string', 'null'] }, { type: ['string', 'null'] }),
        deletedAt: { type: 'string', format: 'date-time' },
        reason: { type: 'string', enum: ['deleted', 'retention'], description: 'Deleted (or the subscriber removed) by a staff member, or by the retention purge.' },
      },
    }),
    WebhookTest: envelope('webhook.test', {
      type: 'object',
      required: ['id', 'kind', 'message'],
      properties: { id: { type: 'string' }, kind: { type: 'string', const: 'test' }, message: { type: 'string' } },
    }),
  };
  const changedExtra = { previousStatus: { type: 'string' }, changedBy: { type: 'string', description: 'The staff member who moved it.' } };
  const kinds: { name: string; kind: Json; wizardId: Json; schemaVersion: Json; payload: Json; files: boolean; status?: Json }[] = [
    ...wizards.map((wizard) => ({
      name: wizard.id,
      kind: { type: 'string', const: wizard.id },
      wizardId: { type: 'string', const: wizard.id },
      schemaVersion: { type: 'string', pattern: '^[0-9a-f]{16}$' },
      payload: ref(webhookPayloadName(wizard)),
      files: true,
    })),
    {
      name: 'contact',
      kind: { type: 'string', const: 'contact' },
      wizardId: { type: 'null' },
      schemaVersion: { type: 'null' },
      payload: {
        type: 'object',
        required: ['name', 'email', 'phone', 'message'],
        properties: { name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' }, message: { type: 'string' } },
      },
      files: false,
    },
  ];
  for (const { name, kind, wizardId, schemaVersion, payload, files } of kinds) {
    const data = (extra: Json, extraRequired: string[]) => ({
      type: 'object',
      required: [...required, 'payload', ...extraRequired],
      properties: { ...facts(kind, wizardId, schemaVersion), payload, ...(files ? { files: { type: 'array', items: ref('WebhookFile') } } : {}), ...extra },
    });
    schemas[`${name}.webhookReceived`] = envelope('request.received', data({}, []));
    schemas[`${name}.webhookStatusChanged`] = envelope('request.status_changed', data(changedExtra, ['previousStatus', 'changedBy']));
  }
  schemas['newsletter.webhookReceived'] = envelope('request.received', {
    type: 'object',
    required: [...required, 'payload'],
    properties: {
      ...facts({ type: 'string', const: 'newsletter' }, { type: 'null' }, { type: 'null' }, { type: 'string', const: 'subscribed' }),
      payload: { type: 'object', required: ['email', 'consent'], properties: { email: { type: 'string', format: 'email' }, consent: { type: 'string' } } },
    },
  });
  return schemas;
}

const HEADERS = [
  { name: 'webhook-id', description: 'The event\'s id, `msg_` and 32 hexadecimal digits: the same on every try, so a retry can be told from a new event.', schema: { type: 'string', pattern: '^msg_[0-9a-f]{32}$' } },
  { name: 'webhook-timestamp', description: 'When the try was sent, in seconds since 1970; refuse one far from your clock.', schema: { type: 'string', pattern: '^\\d+$' } },
  {
    name: 'webhook-signature',
    description: 'Space-separated `v1,<base64>` signatures, HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint\'s `whsec_` secret; two while a rotation\'s grace period lasts. Verify with the `standardwebhooks` library.',
    schema: { type: 'string' },
  },
].map((header) => ({ ...header, in: 'header', required: true }));

/** The payloads differ by `data.kind`, a level below where a discriminator could name it. */
const KIND_UNION = 'One schema per kind of request: `data.kind` (a wizard id, `contact` or `newsletter`) tells which.';

export function webhookOperations(wizards: readonly Wizard[]): Json {
  const responses = {
    '200': { description: 'Taken. Any 2xx answer is.' },
    '410': { description: 'The receiver no longer takes these webhooks: the endpoint is turned off and the owners are e-mailed.' },
    default: {
      description:
        'Anything else, or no answer within 15 s, is tried again: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h later (eight tries), or later when the answer has a Retry-After. Redirects are not followed.',
    },
  };
  const operation = (operationId: string, summary: string, description: string, schema: Json) => ({
    post: {
      operationId,
      summary,
      description: `${description} Sent by ${agency.name} to each endpoint that subscribes to the event, at least once.`,
      parameters: HEADERS,
      requestBody: { required: true, content: jsonContent(schema) },
      responses,
    },
  });
  const kinds = [...wizards.map((wizard) => wizard.id), 'contact'];
  return {
    'request.received': operation(
      'requestReceived',
      'A request was received',
      'A wizard\'s request, a contact message or a newsletter signup was stored. `data.payload` is what the visitor sent, validated; its sensitive fields only for an endpoint that opted in; its files as links in `data.files`.',
      { anyOf: [...kinds.map((kind) => ref(`${kind}.webhookReceived`)), ref('newsletter.webhookReceived')], description: KIND_UNION },
    ),
    'request.status_changed': operation(
      'requestStatusChanged',
      'A request moved to another status',
      'A staff member changed the status of a request in the inbox.',
      { anyOf: kinds.map((kind) => ref(`${kind}.webhookStatusChanged`)), description: KIND_UNION },
    ),
    'request.deleted': operation('requestDeleted', 'A request was deleted', 'An owner deleted the request or removed the subscriber, or the retention purge did: delete your copy.', ref('WebhookDeleted')),
    'webhook.test': operation('webhookTest', 'A test event', 'An owner pressed "Send a test event". It carries no request.', ref('WebhookTest')),
  };
}
