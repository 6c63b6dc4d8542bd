/**
 * The ONE submission handler, shared by POST /api/forms/:id and every wizard's alias endpoint. Order matters: cheap
 * checks first, and nothing is written unless every check passed; then a single statement consumes the captcha
 * solution and stores the submission with its files and e-mails (together with the submissions that arrived
 * meanwhile, submission-writer.ts), and 201 is sent only after it committed.
 */
import type { Context } from 'hono';
import { toFieldErrors, type FieldError } from '../../schemas/field-errors';
import { CAPTCHA_MESSAGES } from '../captcha/captcha-service';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { readJsonBody } from '../http/read-json';
import { wizardEmails } from '../mail/wizard-emails';
import { createRequestId } from '../submissions/request-id';
import { unstorableTextErrors } from '../submissions/storable-text';
import { CaptchaReplayError, sealSubmission, storeSealedSubmissions, type SealedSubmission } from '../submissions/store-submission';
import { createSubmissionWriter } from '../submissions/submission-writer';
import { checkUploads, type UploadCheck } from '../uploads/check-uploads';
import { clarifyFileMessages } from '../uploads/file-messages';
import type { Wizard } from '../wizards/registry';

export type PayloadCheck =
  | { valid: true; payload: Record<string, unknown>; uploads: UploadCheck }
  | { valid: false; errors: FieldError[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type SchemaCheck = { valid: true; payload: Record<string, unknown> } | { valid: false; errors: FieldError[] };

function checkSchema(wizard: Wizard, payload: unknown): SchemaCheck {
  if (!wizard.validate(payload)) return { valid: false, errors: clarifyFileMessages(toFieldErrors(wizard.validate.errors), payload) };
  // Every wizard schema describes an object; this only guards a schema that would not.
  if (!isRecord(payload)) return { valid: false, errors: [{ path: '', message: 'Invalid input.' }] };
  const unstorable = unstorableTextErrors(payload);
  if (unstorable.length > 0) return { valid: false, errors: unstorable };
  return { valid: true, payload };
}

function checkPayloadUploads(wizard: Wizard, payload: Record<string, unknown>): UploadCheck {
  return checkUploads(wizard.findAttachments(payload));
}

/** Schema validation, then the upload re-check: what /validate answers and what a submission must pass. */
export function checkPayload(wizard: Wizard, payload: unknown): PayloadCheck {
  const schema = checkSchema(wizard, payload);
  if (!schema.valid) return schema;
  const uploads = checkPayloadUploads(wizard, schema.payload);
  if (uploads.errors.length > 0) return { valid: false, errors: uploads.errors };
  return { valid: true, payload: schema.payload, uploads };
}

/**
 * Submissions written in one statement at most (submission-writer.ts). Batches form on their own under load (with 50
 * clients sending at once and 3 statements in flight, 6.4 submissions per statement on average, most alone and the
 * rest in bursts of up to this bound); the bound keeps one statement's parameters (about 10 KB per submission) modest.
 */
const MAX_SUBMISSIONS_PER_STATEMENT = 16;

/**
 * Submission statements in flight at once, at most (fewer on a smaller pool). More would not be written sooner: on a
 * database with one or two cores they only queue there, in smaller batches. With 3 instead of the pool's 10,
 * batches under full load held 6.4 submissions instead of 2.5 and PostgreSQL spent about 30% less CPU per
 * submission, at the same rate (docs/decisions.md, Performance); the rest of the pool stays free for the other
 * queries (rate limits, site forms, the outbox worker).
 */
const STATEMENTS_IN_FLIGHT = 3;

export type SubmitHandler = (c: Context, wizard: Wizard) => Promise<Response>;

/** A submission that passed every check, sealed and ready to be written; `stored` is its line in the log. */
interface Accepted {
  sealed: SealedSubmission;
  stored: string;
}

export function createSubmitHandler({ env, database, captcha, log, outbox, cipher }: AppDeps): SubmitHandler {
  const captchaFailed = (c: Context, message: string) => c.json({ error: 'captcha_failed', message }, 403);
  const writer = createSubmissionWriter((batch) => storeSealedSubmissions(database.db, batch), {
    concurrency: Math.min(STATEMENTS_IN_FLIGHT, database.connections),
    maxBatch: MAX_SUBMISSIONS_PER_STATEMENT,
  });

  /**
   * Everything before the write: the body read and checked, the captcha verified, the e-mails built and the
   * submission sealed. A function of its own so that what it reads (the parsed payload, the e-mails' bodies) is no
   * longer held once it returns: a submission waits for its statement with only its sealed values, and what the
   * submissions in flight hold is what every garbage collection under load has to copy.
   */
  async function accept(c: Context, wizard: Wizard): Promise<Response | Accepted> {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;

    const schema = checkSchema(wizard, body.value);
    if (!schema.valid) return c.json({ error: 'validation_failed', errors: schema.errors }, 400);
    const payload = schema.payload;

    const verdict = await captcha.verify(payload.captchaToken);
    if (!verdict.ok) return captchaFailed(c, CAPTCHA_MESSAGES[verdict.reason]);
    // No separate look-up of the solution before the statement: its insert refuses a replay (CaptchaReplayError
    // below) with the same answer, and a look-up would cost every accepted submission a round trip.

    const uploads = checkPayloadUploads(wizard, payload);
    if (uploads.errors.length > 0) return c.json({ error: 'validation_failed', errors: uploads.errors }, 400);

    const requestId = createRequestId(wizard.ui.requestIdPrefix);
    const receivedAt = new Date();
    const emails = wizardEmails({ wizard, requestId, payload, files: uploads.files, receivedAt, agencyEmail: env.AGENCY_EMAIL });
    const sealed = sealSubmission(
      {
        wizardId: wizard.id,
        requestId,
        payload,
        clientIp: clientIp(c, env.TRUST_PROXY),
        captcha: { key: verdict.key, expiresAt: verdict.expiresAt },
        files: uploads.files,
        sensitiveFields: wizard.findSensitiveFields(payload),
        receivedAt,
        emails,
      },
      cipher,
    );
    return { sealed, stored: `${wizard.id} ${requestId} (${uploads.files.length} file(s), ${emails.length} e-mail(s) queued)` };
  }

  return async (c, wizard) => {
    const accepted = await accept(c, wizard);
    if (accepted instanceof Response) return accepted;
    try {
      await writer.store(accepted.sealed);
    } catch (error) {
      if (error instanceof CaptchaReplayError) return captchaFailed(c, CAPTCHA_MESSAGES.replayed);
      throw error;
    }
    outbox.queued();
    log.info(`submission stored: ${accepted.stored}`);
    return c.json({ requestId: accepted.sealed.requestId }, 201);
  };
}
