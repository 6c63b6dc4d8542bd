/**
 * The footer's newsletter signup as a submission form: its record is a row of `newsletter_subscriptions` with the
 * consent text the visitor saw, and the agency's notification. A repeated address (in any case) keeps its first row,
 * queues nothing and gets the same answer as a new one, so the endpoint never tells whether an address is subscribed.
 */
import { compileShared } from '../../schemas/ajv';
import { newsletterSchema } from '../../schemas/site-form-schemas';
import { NEWSLETTER_CONSENT_TEXT, type NewsletterPayload } from '../../schemas/site-forms';
import { newsletterSubscriptions } from '../db/schema';
import type { AppDeps } from '../deps';
import { NEWSLETTER_NOTIFICATION_KIND, newsletterNotification } from '../mail/newsletter-notification';
import { queueEmails } from '../mail/outbox-store';
import { createAttachmentFinder } from '../uploads/find-attachments';
import type { SubmissionForm } from './submission-service';
import { queueWebhookEvent } from '../webhooks/webhook-events';
import { NEWSLETTER_KIND } from '../inbox/request-kinds';

const SUBSCRIBED = { status: 'subscribed' };

export function newsletterForm({ env, cipher }: Pick<AppDeps, 'env' | 'cipher'>): SubmissionForm<NewsletterPayload> {
  return {
    endpoint: '/api/newsletter',
    validate: compileShared<NewsletterPayload>(newsletterSchema),
    findAttachments: createAttachmentFinder(newsletterSchema),
    async store(tx, { payload, clientIp, receivedAt }) {
      // The unique index on lower(email) turns a repeated address into "nothing inserted".
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({ email: payload.email, consentText: NEWSLETTER_CONSENT_TEXT, clientIp, createdAt: receivedAt })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (inserted.length === 0) return { answer: SUBSCRIBED, emailsQueued: 0, logLine: 'newsletter signup of a known address' };
      const notification = newsletterNotification(payload.email, NEWSLETTER_CONSENT_TEXT, receivedAt);
      await queueEmails(tx, [{ kind: NEWSLETTER_NOTIFICATION_KIND, to: env.AGENCY_EMAIL, ...notification }], cipher);
      const event = await queueWebhookEvent(tx, cipher, {
        type: 'request.received',
        request: { id: inserted[0]?.id ?? '', requestId: null, kind: NEWSLETTER_KIND, wizardId: null, schemaVersion: null, receivedAt, status: SUBSCRIBED.status },
        payload: { email: payload.email, consent: NEWSLETTER_CONSENT_TEXT },
        // The subscription stands for the request: removing the subscriber forgets what was not sent of it.
        inboxRequestId: inserted[0]?.id,
      });
      return { answer: SUBSCRIBED, emailsQueued: 1, eventQueued: event !== null, logLine: 'newsletter signup stored, agency notification queued' };
    },
  };
}
