/**
 * POST /api/newsletter and POST /api/contact: the site's own two forms, through the same submission service as the
 * wizards (their checks and answers are those of routes/submission-handlers.ts). Both count against one rate-limit
 * family, "site-forms".
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { DescribeContext, RouteDescription } from '../openapi/route-description';
import { EXAMPLE_CAPTCHA_TOKEN, submissionOperation } from '../openapi/submission-operation';
import type { SubmissionHandler } from './submission-handlers';

export const NEWSLETTER_PATH = '/api/newsletter';
export const CONTACT_PATH = '/api/contact';

export function createSiteFormRoutes(
  handlers: { newsletter: SubmissionHandler; contact: SubmissionHandler },
  rateLimit: MiddlewareHandler,
): Hono {
  return new Hono().post(NEWSLETTER_PATH, rateLimit, handlers.newsletter).post(CONTACT_PATH, rateLimit, handlers.contact);
}

export function describeSiteFormRoutes(context: DescribeContext): RouteDescription {
  return {
    paths: {
      [NEWSLETTER_PATH]: {
        post: submissionOperation(context, {
          path: NEWSLETTER_PATH,
          family: 'site-forms',
          tags: ['Site'],
          operationId: 'subscribeNewsletter',
          summary: 'Subscribe an e-mail address to the newsletter',
          description:
            'Stores the address with the consent text shown to the visitor. An address already subscribed (in any letter case) gets the same 201 answer and no second row.',
          schema: 'Newsletter',
          created: 'NewsletterSubscribed',
          examples: { subscription: { value: { email: 'jane.doe@example.com', captchaToken: EXAMPLE_CAPTCHA_TOKEN } } },
        }),
      },
      [CONTACT_PATH]: {
        post: submissionOperation(context, {
          path: CONTACT_PATH,
          family: 'site-forms',
          tags: ['Site'],
          operationId: 'sendContactMessage',
          summary: 'Send a message to the agency',
          description: 'Stores the message and queues the notification e-mail to the agency in the same transaction.',
          schema: 'ContactMessage',
          created: 'ContactReceived',
          examples: {
            message: {
              value: {
                name: 'Jane Doe',
                email: 'jane.doe@example.com',
                phone: '4085550100',
                message: 'Could you call me about my renewal?',
                captchaToken: EXAMPLE_CAPTCHA_TOKEN,
              },
            },
          },
        }),
      },
    },
    schemas: {
      NewsletterSubscribed: {
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', const: 'subscribed' } },
      },
      ContactReceived: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'received' } } },
    },
  };
}
