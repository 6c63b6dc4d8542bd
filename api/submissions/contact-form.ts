/**
 * The contact page's message as a submission form: its record is a row of `contact_messages`, its row in the staff
 * inbox (with a request id of the wizards' shape, for the staff alone) and the agency's notification e-mail, answering
 * to the visitor.
 */
import { compileShared } from '../../schemas/ajv';
import { contactSchema } from '../../schemas/site-form-schemas';
import type { ContactPayload } from '../../schemas/site-forms';
import { contactMessages } from '../db/schema';
import { addToInbox } from '../inbox/inbox-entry';
import { CONTACT_KIND, CONTACT_REQUEST_ID_PREFIX } from '../inbox/request-kinds';
import { staffRequestLink } from '../staff/staff-paths';
import { createRequestId } from './request-id';
import { queueWebhookEvent } from '../webhooks/webhook-events';
import { NEW_STATUS } from '../../config/request-pipelines';
import type { AppDeps } from '../deps';
import { CONTACT_NOTIFICATION_KIND, contactNotification } from '../mail/contact-notification';
import { queueEmails } from '../mail/outbox-store';
import { createAttachmentFinder } from '../uploads/find-attachments';
import type { SubmissionForm } from './submission-service';

export function contactForm({ env, cipher }: Pick<AppDeps, 'env' | 'cipher'>): SubmissionForm<ContactPayload> {
  return {
    endpoint: '/api/contact',
    validate: compileShared<ContactPayload>(contactSchema),
    findAttachments: createAttachmentFinder(contactSchema),
    async store(tx, { payload, clientIp, receivedAt }) {
      const { name, email, phone, message } = payload;
      const [row] = await tx
        .insert(contactMessages)
        .values({ name, email, phone, message, clientIp, createdAt: receivedAt })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('the contact message insert returned no row');
      const requestId = createRequestId(CONTACT_REQUEST_ID_PREFIX);
      const inboxId = await addToInbox(tx, { kind: CONTACT_KIND, requestId, receivedAt, name, email, phone, contactMessageId: row.id });
      const event = await queueWebhookEvent(tx, cipher, {
        type: 'request.received',
        request: { id: inboxId, requestId, kind: CONTACT_KIND, wizardId: null, schemaVersion: null, receivedAt, status: NEW_STATUS },
        payload: { name, email, phone, message },
        inboxRequestId: inboxId,
      });
      const notification = contactNotification({ name, email, phone, message }, receivedAt, staffRequestLink(env.PUBLIC_URL, inboxId));
      await queueEmails(tx, [{ kind: CONTACT_NOTIFICATION_KIND, to: env.AGENCY_EMAIL, replyTo: email, ...notification }], cipher, {
        contactMessageId: row.id,
      });
      return { answer: { status: 'received' }, emailsQueued: 1, eventQueued: event !== null, logLine: 'contact message stored, agency notification queued' };
    },
  };
}
