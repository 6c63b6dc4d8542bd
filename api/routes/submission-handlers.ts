/**
 * The HTTP side of the submission service (api/submissions/submission-service.ts): the body's text, the client's
 * address and the `Idempotency-Key` go in, and each result comes out as its documented status. 201 with the form's
 * answer (also for a retry under the same key); 400 for a body that is not JSON, is shaped as no form could be, or
 * fails the form's checks (`errors` with a JSON Pointer each), or for a malformed key; 403 for the captcha; 409 while
 * a request with the same key is being stored; 422 for a key already used with another payload.
 */
import type { Context } from 'hono';
import { DRAFT_TOKEN_HEADER } from '../../engine/drafts';
import { clientIp } from '../http/client-ip';
import { parseIdempotencyKey } from '../submissions/idempotency';
import { checkSubmission, type Refusal, type SubmissionForm, type SubmissionService } from '../submissions/submission-service';

export type SubmissionHandler = (c: Context) => Promise<Response>;

/** POST: stores the submission (and deletes the saved draft its Draft-Token header names, if any). */
export function submitHandler<T>(service: SubmissionService, form: SubmissionForm<T>, trustProxy: boolean): SubmissionHandler {
  return async (c) => {
    const header = c.req.header('Idempotency-Key');
    const key = header === undefined ? undefined : parseIdempotencyKey(header);
    if (key && !key.ok) return c.json({ error: 'invalid_idempotency_key', message: key.message }, 400);
    const result = await service.submit(form, await c.req.text(), clientIp(c, trustProxy), {
      idempotencyKey: key?.key,
      draftToken: c.req.header(DRAFT_TOKEN_HEADER) ?? null,
    });
    if (result.stored) return c.json(result.answer, 201);
    return c.json(result.refusal, STATUS_OF[result.refusal.error]);
  };
}

const STATUS_OF = {
  invalid_json: 400,
  payload_too_complex: 400,
  validation_failed: 400,
  captcha_failed: 403,
  idempotency_key_in_use: 409,
  idempotency_key_reused: 422,
} as const satisfies Record<Refusal['error'], number>;

/** POST: a dry run, storing nothing; 200 `{ valid }`, with the field errors when it is false. */
export function validateHandler<T>(form: SubmissionForm<T>): SubmissionHandler {
  return async (c) => {
    const result = checkSubmission(form, await c.req.text());
    if (!result.readable) return c.json(result.refusal, 400);
    return c.json(result.errors.length === 0 ? { valid: true } : { valid: false, errors: result.errors });
  };
}
