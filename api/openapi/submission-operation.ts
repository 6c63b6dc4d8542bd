/**
 * The operation of every POST that stores something: a wizard's submission (api/routes/forms.ts, and its alias in
 * api/routes/aliases.ts), the contact message and the newsletter signup (api/routes/site-forms.ts). All of them go
 * through the one submission service, so they share its checks, their order and their answers; the shared responses
 * they name are the document's (openapi-document.ts).
 */
import type { Fixture } from '../../engine/wizard-check';
import type { RateLimitFamily } from '../http/rate-limit';
import type { Wizard } from '../wizards/registry';
import { RATE_LIMIT_RESPONSE_HEADERS, SUBMISSION_RESPONSES } from './http-fragments';
import { jsonContent, ref, responseRef, type Json } from './openapi-parts';
import type { DescribeContext, RateLimitedAnswers } from './route-description';

/** The captcha token examples carry: the shape of a real one, not a solution. */
export const EXAMPLE_CAPTCHA_TOKEN = 'eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6e319LCJzb2x1dGlvbiI6e319';

/** `some-wizard` -> `SomeWizard`, for operation ids such as `submitSomeWizard`. */
export function operationName(wizard: Pick<Wizard, 'id'>): string {
  return wizard.id.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

/** A wizard's fixtures as request examples; a submission's carry a captcha token, a validation's need none. */
export function fixtureExamples(fixtures: readonly Fixture[], withToken: boolean): Json {
  return Object.fromEntries(
    fixtures.map((fixture) => {
      const name = fixture.file.replace(/^fixtures\//, '').replace(/\.json$/, '');
      const value = withToken ? { ...(fixture.data as Json), captchaToken: EXAMPLE_CAPTCHA_TOKEN } : fixture.data;
      return [name, { summary: `A complete payload (${fixture.file})`, value }];
    }),
  );
}

/** The checks of a submission, in the order the server runs them; the first that fails answers. */
const SUBMISSION_ORDER = [
  'the body size (413) and media type (415)',
  'the rate limit (429)',
  'the JSON itself and its shape (400 invalid_json, payload_too_complex)',
  'the payload schema, then the storable-text check (400 validation_failed)',
  'the captcha token (403 captcha_failed)',
  "the files' contents re-checked (400 validation_failed)",
  'the store, where a captcha solution already used is refused (403 captcha_failed)',
];

const orderText = (steps: readonly string[]) => steps.map((step, index) => `${index + 1}. ${step}`).join('\n');

export interface SubmissionSpec {
  path: string;
  family: RateLimitFamily;
  tags: string[];
  operationId: string;
  summary: string;
  description: string;
  /** The payload's entry of `components/schemas`. */
  schema: string;
  /** The entry of `components/schemas` of the 201 answer. */
  created: string;
  examples: Json;
  /** Header parameters beyond the body, e.g. the draft a wizard submission completes. */
  parameters?: Json[];
}

/**
 * `captchaToken` is required here, while the payload schema (shared with the validate operations) leaves it
 * optional.
 */
export function submissionOperation(context: DescribeContext, spec: SubmissionSpec): Json {
  const limited = context.rateLimited(spec.family);
  return {
    tags: spec.tags,
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description}${context.bodyLimitNote(spec.path)}${limited.note}\n\nThe checks, in this order; the first that fails answers and nothing is stored:\n\n${orderText(SUBMISSION_ORDER)}`,
    parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }, ...(spec.parameters ?? [])],
    requestBody: {
      required: true,
      content: jsonContent({ allOf: [ref(spec.schema)], required: ['captchaToken'] }, { examples: spec.examples }),
    },
    responses: {
      201: {
        description: 'Stored, or a retry with the same Idempotency-Key and payload: the first answer again.',
        content: jsonContent(ref(spec.created)),
        ...(limited.note ? { headers: RATE_LIMIT_RESPONSE_HEADERS } : {}),
      },
      ...storingRefusals(limited),
    },
  };
}

/** The refusals of every POST that stores something behind a captcha: a submission's, and a draft's. */
export function storingRefusals(limited: RateLimitedAnswers): Json {
  return {
    400: responseRef('SubmissionRefused'),
    403: responseRef('CaptchaFailed'),
    413: responseRef('PayloadTooLarge'),
    415: responseRef('UnsupportedMediaType'),
    ...SUBMISSION_RESPONSES,
    ...limited.responses,
  };
}
