/**
 * POST /api/contact: a message from the contact page. The message and the agency's notification e-mail (an outbox
 * row, sent later by the mail worker) are written in one transaction with the captcha's consumption, so a stored
 * message always has its notification queued, and neither exists without the other.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { contactValidator } from '../../schemas/site-forms';
import { consumeCaptchaSolution } from '../captcha/captcha-store';
import { contactMessages, outbox } from '../db/schema';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { CONTACT_NOTIFICATION_KIND, contactNotification } from '../mail/contact-notification';
import { captchaFailed, checkSiteForm } from './site-form';

export const CONTACT_RECEIVED = { status: 'received' } as const;

class ReplayError extends Error {}

export function createContactRoutes(deps: AppDeps, rateLimit: MiddlewareHandler): Hono {
  const validate = contactValidator();
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
        await tx.insert(outbox).values({ kind: CONTACT_NOTIFICATION_KIND, to: deps.env.AGENCY_EMAIL, ...notification });
      });
    } catch (error) {
      if (error instanceof ReplayError) return captchaFailed(c);
      throw error;
    }
    deps.log.info('contact message stored, agency notification queued');
    return c.json(CONTACT_RECEIVED, 201);
  });
}
