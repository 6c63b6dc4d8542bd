/**
 * The ONE way a submission is taken, for every wizard, the contact form and the newsletter signup. Each step runs
 * only when the one before passed:
 *
 * 1. the body is parsed as JSON, within the shape bounds of json-shape.ts;
 * 2. the form's schema (the browser validates with the same one) and the storable-text check;
 * 3. the captcha solution's signature and expiry;
 * 4. the uploads, decoded (size, declared type against the first bytes);
 * 5. ONE database transaction: the captcha solution's use, then the form's record, its files and its e-mails.
 *
 * A refusal before the transaction writes nothing, so the captcha solution stays usable: a visitor who corrects the
 * form sends it again with the same solution. Single use is decided by the transaction's insert of the solution
 * alone, so of two requests racing with one solution exactly one is stored, on every back end and every replica.
 *
 * With an `Idempotency-Key` (idempotency.ts), the key's recorded answer is looked up right after step 1: a retry of
 * a stored submission gets its first answer even though its captcha solution is used (or expired) by now, and a
 * different payload under the key is refused. Otherwise the steps run as above, and the transaction first takes the
 * key's lock (refused at once when another request holds it), looks again, and records the answer with the record.
 * The service knows nothing of HTTP: it takes the body's text and the client's address and answers a result, which
 * the routes turn into a status (api/routes/submission-handlers.ts).
 */
import type { ValidateFunction } from 'ajv';
import { FALLBACK_MESSAGE, toFieldErrors, type FieldError } from '../../schemas/field-errors';
import { CAPTCHA_MESSAGES } from '../captcha/captcha-service';
import { consumeCaptchaSolution } from '../captcha/captcha-store';
import type { Tx } from '../db/database';
import type { AppDeps } from '../deps';
import { checkUploads, type DecodedAttachment } from '../uploads/check-uploads';
import { clarifyFileMessages } from '../uploads/file-messages';
import type { AttachmentFinder } from '../uploads/find-attachments';
import {
  findRecordedAnswer,
  IDEMPOTENCY_MESSAGES,
  lockKey,
  payloadFingerprint,
  recordAnswer,
  type RecordedAnswer,
} from './idempotency';
import { checkJsonShape, JSON_SHAPE_MESSAGES } from './json-shape';
import { unstorableTextErrors } from './storable-text';
import { isRecord } from '../../json/json-value';

/** What a submission passed every check with, handed to its form's `store`. */
export interface AcceptedSubmission<T> {
  payload: T & Record<string, unknown>;
  files: readonly DecodedAttachment[];
  clientIp: string | null;
  receivedAt: Date;
  /** The token of the saved draft the submission completes (its resume link's), deleted with it; null for none. */
  draftToken: string | null;
}

/** What a form's `store` wrote. */
export interface StoredRecord {
  /** The body of the 201 answer. */
  answer: Record<string, string>;
  /** E-mails queued in the transaction: the mail worker is told once it committed. */
  emailsQueued: number;
  /** Whether a webhook event was queued in it: the webhook sender is told once it committed. */
  eventQueued?: boolean;
  /** The log line: names what was stored, never a value the visitor typed. */
  logLine: string;
  /** The row of `submissions` written, for a wizard: its idempotency key is stored with it. */
  submissionId?: string;
}

/** A wizard, the contact form or the newsletter signup, as the service takes it. */
export interface SubmissionForm<T = unknown> {
  /** The form's endpoint, `POST /api/forms/<id>` for a wizard (its alias is the same form): scopes idempotency keys. */
  endpoint: string;
  validate: ValidateFunction<T>;
  /** The payload's files, found through the schema (a form whose schema holds none finds none). */
  findAttachments: AttachmentFinder;
  /** Writes the record inside the submission's transaction, where the captcha solution's use is already written. */
  store(tx: Tx, submission: AcceptedSubmission<T>): Promise<StoredRecord>;
}

/** Why a body is not even looked at as a form. */
export type BodyRefusal = { error: 'invalid_json' | 'payload_too_complex'; message: string };

export type Refusal =
  | BodyRefusal
  | { error: 'validation_failed'; errors: FieldError[] }
  | { error: 'captcha_failed'; message: string }
  | { error: 'idempotency_key_reused' | 'idempotency_key_in_use'; message: string };

/** `stored`: this request or, under an idempotency key, the first one with it (the answer is the one recorded). */
export type SubmissionResult = { stored: true; answer: Record<string, string> } | { stored: false; refusal: Refusal };

/** A dry run's verdict: the body unreadable, or the field errors a submission would get (none: it would pass). */
export type CheckResult = { readable: false; refusal: BodyRefusal } | { readable: true; errors: FieldError[] };

export interface SubmitOptions {
  idempotencyKey?: string;
  draftToken?: string | null;
}

export interface SubmissionService {
  /**
   * `idempotencyKey`: the request's `Idempotency-Key`, already checked (idempotency.ts `parseIdempotencyKey`).
   * `draftToken`: the saved draft this submission completes, deleted in the same transaction when it is stored.
   */
  submit<T>(form: SubmissionForm<T>, body: string, clientIp: string | null, options?: SubmitOptions): Promise<SubmissionResult>;
}

type Parsed = { ok: true; value: unknown } | { ok: false; refusal: BodyRefusal };

function parse(body: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const message =
      body.trim() === ''
        ? 'The request body is empty.'
        : `The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, refusal: { error: 'invalid_json', message } };
  }
  const shape = checkJsonShape(value);
  if (!shape.ok) return { ok: false, refusal: { error: 'payload_too_complex', message: JSON_SHAPE_MESSAGES[shape.reason] } };
  return { ok: true, value };
}

type SchemaCheck<T> = { valid: true; payload: T & Record<string, unknown> } | { valid: false; errors: FieldError[] };

function checkSchema<T>(form: SubmissionForm<T>, value: unknown): SchemaCheck<T> {
  if (!form.validate(value)) return { valid: false, errors: clarifyFileMessages(toFieldErrors(form.validate.errors), value) };
  // Every form's schema describes an object; this only guards a schema that would not.
  if (!isRecord(value)) return { valid: false, errors: [{ path: '', message: FALLBACK_MESSAGE }] };
  const unstorable = unstorableTextErrors(value);
  return unstorable.length > 0 ? { valid: false, errors: unstorable } : { valid: true, payload: value };
}

/**
 * Every check but the captcha, storing nothing: what POST /api/forms/:id/validate answers. It asks for no captcha
 * because it stores nothing, so an API client can check a payload as it builds it.
 */
export function checkSubmission<T>(form: SubmissionForm<T>, body: string): CheckResult {
  const parsed = parse(body);
  if (!parsed.ok) return { readable: false, refusal: parsed.refusal };
  const schema = checkSchema(form, parsed.value);
  if (!schema.valid) return { readable: true, errors: schema.errors };
  return { readable: true, errors: checkUploads(form.findAttachments(schema.payload)).errors };
}

class CaptchaSolutionUsed extends Error {}
class KeyInUse extends Error {}
class KeyAnswered extends Error {
  constructor(readonly recorded: RecordedAnswer) {
    super('idempotency key answered');
  }
}

export function createSubmissionService({
  database,
  captcha,
  outbox,
  webhooks,
  log,
}: Pick<AppDeps, 'database' | 'captcha' | 'outbox' | 'webhooks' | 'log'>): SubmissionService {
  const refuse = (refusal: Refusal): SubmissionResult => ({ stored: false, refusal });
  const replay = (recorded: RecordedAnswer, fingerprint: string): SubmissionResult =>
    recorded.fingerprint === fingerprint
      ? { stored: true, answer: recorded.answer }
      : refuse({ error: 'idempotency_key_reused', message: IDEMPOTENCY_MESSAGES.reused });
  // Keys being processed by this server: a second request with one is refused before any database work. Requests on
  // other replicas meet the key's lock in the transaction instead.
  const inFlight = new Set<string>();

  async function take<T>(
    form: SubmissionForm<T>,
    value: unknown,
    clientIp: string | null,
    draftToken: string | null,
    key?: Key,
  ): Promise<SubmissionResult> {
    if (key) {
      const recorded = await findRecordedAnswer(database.db, form.endpoint, key.key);
      if (recorded) return replay(recorded, key.fingerprint);
    }
    const schema = checkSchema(form, value);
    if (!schema.valid) return refuse({ error: 'validation_failed', errors: schema.errors });
    const { payload } = schema;

    const verdict = await captcha.verify(payload.captchaToken);
    if (!verdict.ok) return refuse({ error: 'captcha_failed', message: CAPTCHA_MESSAGES[verdict.reason] });

    const uploads = checkUploads(form.findAttachments(payload));
    if (uploads.errors.length > 0) return refuse({ error: 'validation_failed', errors: uploads.errors });

    const accepted = { payload, files: uploads.files, clientIp, receivedAt: new Date(), draftToken };
    let stored: StoredRecord;
    try {
      stored = await database.db.transaction(async (tx) => {
        if (key) {
          if (!(await lockKey(tx, form.endpoint, key.key))) throw new KeyInUse();
          const recorded = await findRecordedAnswer(tx, form.endpoint, key.key);
          if (recorded) throw new KeyAnswered(recorded);
        }
        if (!(await consumeCaptchaSolution(tx, verdict.key, verdict.expiresAt))) throw new CaptchaSolutionUsed();
        const record = await form.store(tx, accepted);
        if (key) {
          await recordAnswer(tx, { endpoint: form.endpoint, ...key, answer: record.answer, submissionId: record.submissionId });
        }
        return record;
      });
    } catch (error) {
      if (error instanceof CaptchaSolutionUsed) return refuse({ error: 'captcha_failed', message: CAPTCHA_MESSAGES.replayed });
      if (error instanceof KeyInUse) return refuse({ error: 'idempotency_key_in_use', message: IDEMPOTENCY_MESSAGES.inFlight });
      if (error instanceof KeyAnswered && key) return replay(error.recorded, key.fingerprint);
      throw error;
    }
    if (stored.emailsQueued > 0) outbox.queued();
    if (stored.eventQueued) webhooks?.queued();
    log.info(stored.logLine);
    return { stored: true, answer: stored.answer };
  }

  return {
    async submit(form, body, clientIp, { idempotencyKey, draftToken = null } = {}) {
      const parsed = parse(body);
      if (!parsed.ok) return refuse(parsed.refusal);
      if (idempotencyKey === undefined) return take(form, parsed.value, clientIp, draftToken);

      const inFlightId = `${form.endpoint}\n${idempotencyKey}`;
      if (inFlight.has(inFlightId)) return refuse({ error: 'idempotency_key_in_use', message: IDEMPOTENCY_MESSAGES.inFlight });
      inFlight.add(inFlightId);
      try {
        return await take(form, parsed.value, clientIp, draftToken, {
          key: idempotencyKey,
          fingerprint: payloadFingerprint(parsed.value),
        });
      } finally {
        inFlight.delete(inFlightId);
      }
    },
  };
}

interface Key {
  key: string;
  fingerprint: string;
}
