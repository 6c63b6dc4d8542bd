/**
 * The HTTP side of the submission service (api/submissions/submission-service.ts): the body's text and the client's
 * address go in, and each result comes out as its documented status. 201 with the form's answer; 400 for a body that
 * is not JSON, is shaped as no form could be, or fails the form's checks (`errors` with a JSON Pointer each); 403
 * for the captcha.
 */
import type { Context } from 'hono';
import { DRAFT_TOKEN_HEADER } from '../../engine/drafts';
import { clientIp } from '../http/client-ip';
import { checkSubmission, type SubmissionForm, type SubmissionService } from '../submissions/submission-service';

export type SubmissionHandler = (c: Context) => Promise<Response>;

/** POST: stores the submission (and deletes the saved draft its Draft-Token header names, if any). */
export function submitHandler<T>(service: SubmissionService, form: SubmissionForm<T>, trustProxy: boolean): SubmissionHandler {
  return async (c) => {
    const result = await service.submit(form, await c.req.text(), clientIp(c, trustProxy), c.req.header(DRAFT_TOKEN_HEADER) ?? null);
    if (result.stored) return c.json(result.answer, 201);
    return c.json(result.refusal, result.refusal.error === 'captcha_failed' ? 403 : 400);
  };
}

/** POST: a dry run, storing nothing; 200 `{ valid }`, with the field errors when it is false. */
export function validateHandler<T>(form: SubmissionForm<T>): SubmissionHandler {
  return async (c) => {
    const result = checkSubmission(form, await c.req.text());
    if (!result.readable) return c.json(result.refusal, 400);
    return c.json(result.errors.length === 0 ? { valid: true } : { valid: false, errors: result.errors });
  };
}
