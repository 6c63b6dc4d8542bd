/**
 * The two e-mails of an accepted wizard submission: the visitor's confirmation (to the payload's `email`) and the
 * agency's notification with the files attached (to AGENCY_EMAIL, answering to the visitor). Every wizard names its
 * contact fields `email` and `fullName`; a wizard without an `email` would queue the notification only.
 */
import type { JsonSchema } from '../../schemas/bundle';
import type { WizardUi } from '../../engine/wizard-ui';
import { CUSTOMER_CONFIRMATION_KIND, customerConfirmation } from './customer-confirmation';
import type { QueuedEmail } from './outbox-store';
import {
  SUBMISSION_NOTIFICATION_KIND,
  submissionNotification,
  type AttachedFile,
  type NotificationDetail,
} from './submission-notification';

export interface WizardEmailsInput {
  wizard: { schema: JsonSchema; ui: WizardUi };
  requestId: string;
  payload: Record<string, unknown>;
  files: readonly AttachedFile[];
  receivedAt: Date;
  agencyEmail: string;
  inboxLink: string;
  detail: NotificationDetail;
  sensitiveFields: ReadonlySet<string>;
}

export function wizardEmails(input: WizardEmailsInput): QueuedEmail[] {
  const { wizard, requestId, payload, files, agencyEmail, detail } = input;
  const email = typeof payload.email === 'string' && payload.email !== '' ? payload.email : undefined;
  const fullName = typeof payload.fullName === 'string' && payload.fullName !== '' ? payload.fullName : undefined;
  const emails: QueuedEmail[] = [];
  if (email) {
    emails.push({ kind: CUSTOMER_CONFIRMATION_KIND, to: email, ...customerConfirmation({ ui: wizard.ui, requestId, fullName }) });
  }
  emails.push({
    kind: SUBMISSION_NOTIFICATION_KIND,
    to: agencyEmail,
    replyTo: email,
    withAttachments: detail === 'full' && files.length > 0,
    ...submissionNotification({ ...input, schema: wizard.schema, ui: wizard.ui }),
  });
  return emails;
}
