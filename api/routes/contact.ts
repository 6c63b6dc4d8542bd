/**
 * POST /api/contact: a message from the contact page. The message and the agency's notification e-mail (an outbox
 * row, sent later by the mail worker) are written in one transaction with the captcha's consumption, so a stored
 * message always has its notification queued, and neither exists without the other.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { consumeCaptchaSolution } from '../captcha/captcha-store';
import { contactMessages } from '../db/schema';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { CONTACT_NOTIFICATION_KIND, contactNotification } from '../mail/contact-notification';
import { queueEmails } from '../mail/outbox-store';
import { captchaFailed, checkSiteForm, siteFormValidators } from './site-form';

export const CONTACT_RECEIVED = { status: 'received' } as const;

class ReplayError extends Error {}

export function createContactRoutes(deps: AppDeps, rateLimit: MiddlewareHandler): Hono {
  const validate = siteFormValidators().contact;
  return new Hono().post('/', rateLimit, async (c) => {
    const checked = await checkSiteForm(c, validate, deps);
    if (!checked.ok) return checked.response;
    const { captcha } = checked;
    const { name, email, phone, message } = checked.payload;
    const createdAt = new Date();
    const notification = contactNotification({ name, email, phone, message }, createdAt);
    try {
      await deps.database.db.transaction(async (tx) => {
        if (!(await consumeCaptchaSolution(tx, captcha.key, captcha.expiresAt))) throw new ReplayError();
        await tx
          .insert(contactMessages)
          .values({ name, email, phone, message, clientIp: clientIp(c, deps.env.TRUST_PROXY), createdAt });
        await queueEmails(tx, [{ kind: CONTACT_NOTIFICATION_KIND, to: deps.env.AGENCY_EMAIL, replyTo: email, ...notification }], deps.cipher);
      });
    } catch (error) {
      if (error instanceof ReplayError) return captchaFailed(c);
      throw error;
    }
    deps.outbox.queued();
    deps.log.info('contact message stored, agency notification queued');
    return c.json(CONTACT_RECEIVED, 201);
  });
}
