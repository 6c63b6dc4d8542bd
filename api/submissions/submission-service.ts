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
import { checkJsonShape, JSON_SHAPE_MESSAGES } from './json-shape';
import { unstorableTextErrors } from './storable-text';
import { isRecord } from '../../schemas/json-value';

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
  /** The log line: names what was stored, never a value the visitor typed. */
  logLine: string;
}

/** A wizard, the contact form or the newsletter signup, as the service takes it. */
export interface SubmissionForm<T = unknown> {
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
  | { error: 'captcha_failed'; message: string };

export type SubmissionResult = { stored: true; answer: Record<string, string> } | { stored: false; refusal: Refusal };

/** A dry run's verdict: the body unreadable, or the field errors a submission would get (none: it would pass). */
export type CheckResult = { readable: false; refusal: BodyRefusal } | { readable: true; errors: FieldError[] };

export interface SubmissionService {
  submit<T>(form: SubmissionForm<T>, body: string, clientIp: string | null, draftToken?: string | null): Promise<SubmissionResult>;
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

/** Every check but the captcha, storing nothing: what POST /api/forms/:id/validate answers. */
export function checkSubmission<T>(form: SubmissionForm<T>, body: string): CheckResult {
  const parsed = parse(body);
  if (!parsed.ok) return { readable: false, refusal: parsed.refusal };
  const schema = checkSchema(form, parsed.value);
  if (!schema.valid) return { readable: true, errors: schema.errors };
  return { readable: true, errors: checkUploads(form.findAttachments(schema.payload)).errors };
}

class CaptchaSolutionUsed extends Error {}

export function createSubmissionService({
  database,
  captcha,
  outbox,
  log,
}: Pick<AppDeps, 'database' | 'captcha' | 'outbox' | 'log'>): SubmissionService {
  const refuse = (refusal: Refusal): SubmissionResult => ({ stored: false, refusal });

  return {
    async submit(form, body, clientIp, draftToken = null) {
      const parsed = parse(body);
      if (!parsed.ok) return refuse(parsed.refusal);
      const schema = checkSchema(form, parsed.value);
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
          if (!(await consumeCaptchaSolution(tx, verdict.key, verdict.expiresAt))) throw new CaptchaSolutionUsed();
          return form.store(tx, accepted);
        });
      } catch (error) {
        if (error instanceof CaptchaSolutionUsed) return refuse({ error: 'captcha_failed', message: CAPTCHA_MESSAGES.replayed });
        throw error;
      }
      if (stored.emailsQueued > 0) outbox.queued();
      log.info(stored.logLine);
      return { stored: true, answer: stored.answer };
    },
  };
}
