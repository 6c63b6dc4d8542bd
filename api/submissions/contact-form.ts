/**
 * The contact page's message as a submission form: its record is a row of `contact_messages` and the agency's
 * notification e-mail, answering to the visitor.
 */
import { compileShared } from '../../schemas/ajv';
import { contactSchema } from '../../schemas/site-form-schemas';
import type { ContactPayload } from '../../schemas/site-forms';
import { contactMessages } from '../db/schema';
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
      await tx.insert(contactMessages).values({ name, email, phone, message, clientIp, createdAt: receivedAt });
      const notification = contactNotification({ name, email, phone, message }, receivedAt);
      await queueEmails(tx, [{ kind: CONTACT_NOTIFICATION_KIND, to: env.AGENCY_EMAIL, replyTo: email, ...notification }], cipher);
      return { answer: { status: 'received' }, emailsQueued: 1, logLine: 'contact message stored, agency notification queued' };
    },
  };
}
