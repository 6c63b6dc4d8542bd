/**
 * POST /api/newsletter: the footer's signup. A repeated address (in any case) keeps its first row and gets the same
 * answer as a new one, so the endpoint never tells anyone whether an address is already subscribed.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { NEWSLETTER_CONSENT_TEXT, newsletterValidator } from '../../schemas/site-forms';
import { consumeCaptchaSolution } from '../captcha/captcha-store';
import { newsletterSubscriptions } from '../db/schema';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { captchaFailed, checkSiteForm } from './site-form';

export const NEWSLETTER_SUBSCRIBED = { status: 'subscribed' } as const;

class ReplayError extends Error {}

export function createNewsletterRoutes(deps: AppDeps, rateLimit: MiddlewareHandler): Hono {
  const validate = newsletterValidator();
  return new Hono().post('/', rateLimit, async (c) => {
    const checked = await checkSiteForm(c, validate, deps);
    if (!checked.ok) return checked.response;
    const { payload, captcha } = checked;
    try {
      await deps.database.db.transaction(async (tx) => {
        if (!(await consumeCaptchaSolution(tx, captcha.key, captcha.expiresAt))) throw new ReplayError();
        // The unique index on lower(email) turns a repeated address into "nothing inserted".
        await tx
          .insert(newsletterSubscriptions)
          .values({
            email: payload.email,
            consentText: NEWSLETTER_CONSENT_TEXT,
            clientIp: clientIp(c, deps.env.TRUST_PROXY),
          })
          .onConflictDoNothing();
      });
    } catch (error) {
      if (error instanceof ReplayError) return captchaFailed(c);
      throw error;
    }
    deps.log.info('newsletter signup accepted');
    return c.json(NEWSLETTER_SUBSCRIBED, 201);
  });
}
