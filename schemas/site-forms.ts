/**
 * The two small site forms outside the wizards (footer newsletter, contact page). Their schemas are bundled and
 * compiled with the ONE Ajv configuration here, so the browser and the API validate with the very same validators
 * and report the same messages.
 */
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import { bundleSchema, type JsonSchema } from './bundle';
import contactSchemaJson from './contact.schema.json' with { type: 'json' };
import newsletterSchemaJson from './newsletter.schema.json' with { type: 'json' };

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
 * Spec 9's marketing consent, in one place: shown under the footer's e-mail field and stored with every
 * subscription, so the agency can prove what each subscriber agreed to.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'By subscribing, you agree to receive marketing e-mails from us. You can unsubscribe at any time. ' +
  'We do not share your data with third parties.';

export const newsletterSchema: JsonSchema = bundleSchema(newsletterSchemaJson);
export const contactSchema: JsonSchema = bundleSchema(contactSchemaJson);

let validators: { newsletter: ValidateFunction<NewsletterPayload>; contact: ValidateFunction<ContactPayload> } | undefined;

/** Compiled on first use: the footer is on every page, and compiling costs a few milliseconds. */
function compiled() {
  if (!validators) {
    const ajv = createAjv();
    validators = {
      newsletter: ajv.compile<NewsletterPayload>(newsletterSchema),
      contact: ajv.compile<ContactPayload>(contactSchema),
    };
  }
  return validators;
}

export function newsletterValidator(): ValidateFunction<NewsletterPayload> {
  return compiled().newsletter;
}

export function contactValidator(): ValidateFunction<ContactPayload> {
  return compiled().contact;
}
