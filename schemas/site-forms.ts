/**
 * The two small site forms outside the wizards (footer newsletter, contact page): their payloads and the consent
 * text. Their schemas are newsletter.schema.json and contact.schema.json, validated with the ONE Ajv configuration:
 * compiled at start-up by the API (api/submissions) and at build time for the browser (`?validator`), so both
 * sides give the same verdicts and messages.
 */

export interface NewsletterPayload {
  email: string;
  captchaToken?: string;
}

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
  captchaToken?: string;
}

/**
 * The marketing consent (docs/spec-readings.md#marketing-consent), in one place: shown under the footer's e-mail field
 * and stored with every subscription, so the agency can prove what each subscriber agreed to.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'By subscribing, you agree to receive marketing e-mails from us. You can unsubscribe at any time. ' +
  'We do not share your data with third parties.';
