/**
 * POST /api/newsletter: the footer's signup. A repeated address (in any case) keeps its first row and gets the same
 * answer as a new one, so the endpoint never tells anyone whether an address is already subscribed. A new subscriber
 * queues the agency's notification in the same transaction; a repeated one queues nothing.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { NEWSLETTER_CONSENT_TEXT } from '../../schemas/site-forms';
import { consumeCaptchaSolution } from '../captcha/captcha-store';
import { newsletterSubscriptions } from '../db/schema';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { NEWSLETTER_NOTIFICATION_KIND, newsletterNotification } from '../mail/newsletter-notification';
import { queueEmails } from '../mail/outbox-store';
import { captchaFailed, checkSiteForm, siteFormValidators } from './site-form';

export const NEWSLETTER_SUBSCRIBED = { status: 'subscribed' } as const;

class ReplayError extends Error {}

export function createNewsletterRoutes(deps: AppDeps, rateLimit: MiddlewareHandler): Hono {
  const validate = siteFormValidators().newsletter;
  return new Hono().post('/', rateLimit, async (c) => {
    const checked = await checkSiteForm(c, validate, deps);
    if (!checked.ok) return checked.response;
    const { payload, captcha } = checked;
    const subscribedAt = new Date();
    let subscribed: boolean;
    try {
      subscribed = await deps.database.db.transaction(async (tx) => {
        if (!(await consumeCaptchaSolution(tx, captcha.key, captcha.expiresAt))) throw new ReplayError();
        // The unique index on lower(email) turns a repeated address into "nothing inserted".
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({
            email: payload.email,
            consentText: NEWSLETTER_CONSENT_TEXT,
            clientIp: clientIp(c, deps.env.TRUST_PROXY),
            createdAt: subscribedAt,
          })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscriptions.id });
        if (inserted.length === 0) return false;
        const notification = newsletterNotification(payload.email, NEWSLETTER_CONSENT_TEXT, subscribedAt);
        await queueEmails(tx, [{ kind: NEWSLETTER_NOTIFICATION_KIND, to: deps.env.AGENCY_EMAIL, ...notification }], deps.cipher);
        return true;
      });
    } catch (error) {
      if (error instanceof ReplayError) return captchaFailed(c);
      throw error;
    }
    if (subscribed) deps.outbox.queued();
    deps.log.info(subscribed ? 'newsletter signup stored, agency notification queued' : 'newsletter signup of a known address');
    return c.json(NEWSLETTER_SUBSCRIBED, 201);
  });
}
