/**
 * The agency's notification of a new newsletter subscriber, with the consent text the visitor agreed to. The
 * subscriber gets no e-mail from the site: the address is unverified, and a confirmation worth having is a double
 * opt-in link, which belongs with the sending of the newsletter itself.
 */
import { formatAgencyTime, rowsAndTextEmail, type EmailContent } from './email-layout';

export const NEWSLETTER_NOTIFICATION_KIND = 'newsletter.agency-notification';

export function newsletterNotification(email: string, consentText: string, subscribedAt: Date): EmailContent {
  return rowsAndTextEmail(
    `New newsletter subscriber: ${email}`,
    'New newsletter subscriber',
    [
      { label: 'E-mail', values: [email] },
      { label: 'Subscribed', values: [formatAgencyTime(subscribedAt)] },
    ],
    `Consent the subscriber agreed to: "${consentText}"`,
  );
}
