/**
 * The checks the newsletter and contact endpoints share with the wizards' submission handler, in the same order:
 * JSON body -> schema -> captcha (valid, not yet used). The caller then stores its rows and consumes the captcha
 * solution in one transaction (`consumeCaptchaSolution`), so a replay racing the first use still loses.
 */
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../schemas/ajv';
import { contactSchema, newsletterSchema } from '../../schemas/site-form-schemas';
import type { ContactPayload, NewsletterPayload } from '../../schemas/site-forms';
import type { Context } from 'hono';
import { toFieldErrors } from '../../schemas/field-errors';
import { CAPTCHA_MESSAGES } from '../captcha/captcha-service';
import { isCaptchaSolutionUsed } from '../captcha/captcha-store';
import type { AppDeps } from '../deps';
import { readJsonBody } from '../http/read-json';
import { unstorableTextErrors } from '../submissions/storable-text';

/** Compiled once, when the routes are created at start-up. */
export function siteFormValidators(): {
  newsletter: ValidateFunction<NewsletterPayload>;
  contact: ValidateFunction<ContactPayload>;
} {
  const ajv = createAjv();
  return {
    newsletter: ajv.compile<NewsletterPayload>(newsletterSchema),
    contact: ajv.compile<ContactPayload>(contactSchema),
  };
}

export type CheckedSiteForm<T> =
  | { ok: true; payload: T; captcha: { key: string; expiresAt: Date } }
  | { ok: false; response: Response };

export const captchaFailed = (c: Context, message: string = CAPTCHA_MESSAGES.replayed): Response =>
  c.json({ error: 'captcha_failed', message }, 403);

export async function checkSiteForm<T>(
  c: Context,
  validate: ValidateFunction<T>,
  { captcha, database }: Pick<AppDeps, 'captcha' | 'database'>,
): Promise<CheckedSiteForm<T>> {
  const body = await readJsonBody(c);
  if (!body.ok) return body;
  const payload: unknown = body.value;
  if (!validate(payload)) {
    return { ok: false, response: c.json({ error: 'validation_failed', errors: toFieldErrors(validate.errors) }, 400) };
  }
  const unstorable = unstorableTextErrors(payload);
  if (unstorable.length > 0) return { ok: false, response: c.json({ error: 'validation_failed', errors: unstorable }, 400) };
  const token = typeof payload === 'object' && payload !== null && 'captchaToken' in payload ? payload.captchaToken : undefined;
  const verdict = await captcha.verify(token);
  if (!verdict.ok) return { ok: false, response: captchaFailed(c, CAPTCHA_MESSAGES[verdict.reason]) };
  if (await isCaptchaSolutionUsed(database.db, verdict.key)) return { ok: false, response: captchaFailed(c) };
  return { ok: true, payload, captcha: { key: verdict.key, expiresAt: verdict.expiresAt } };
}
