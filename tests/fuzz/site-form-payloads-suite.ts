/**
 * The contact and newsletter endpoints get the same treatment as the wizards: bodies mutated from a valid message
 * and a valid signup. No 5xx, a clear JSON refusal, a row only with a 201, no prototype pollution, and the valid
 * payload still goes through at the end. Run on each database back end (site-form-payloads-*.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../api/support/backends';
import { fromValue, type JsonNode } from './support/json-text';
import { preview, readAnswer, runFuzzCase, useFuzzApp, type StoreRule } from './support/fuzz-harness';
import { requestCase } from './support/mutations';
import { fuzzParameters, FUZZ_TEST_TIMEOUT_MS } from './support/settings';

const SITE_FORMS: { path: string; rule: StoreRule; valid: Record<string, unknown> }[] = [
  {
    path: '/api/contact',
    rule: 'contact',
    valid: { name: 'José Núñez', email: 'jose@example.com', phone: '4085550142', message: 'Please call me about bundling home & auto.' },
  },
  { path: '/api/newsletter', rule: 'newsletter', valid: { email: 'reader@example.com' } },
];

export function defineSiteFormPayloadFuzz(backend: Backend): void {
  const harness = useFuzzApp(backend);

  describe.each(SITE_FORMS)(`hostile payloads for $path (${backend.name})`, ({ path, rule, valid }) => {
    const base: JsonNode = { kind: 'object', entries: [...Object.entries(valid).map(([key, value]) => [key, fromValue(value)] as [string, JsonNode]), ['captchaToken', { kind: 'captcha' }]] };

    it('answers every mutated body clearly and stores a row exactly when it answers 201', async () => {
      await fc.assert(
        fc.asyncProperty(requestCase, (fuzzCase) => runFuzzCase(harness, path, rule, base, fuzzCase)),
        fuzzParameters(250),
      );
    }, FUZZ_TEST_TIMEOUT_MS);

    it('is still healthy and still accepts the valid payload', async () => {
      expect(await harness.healthy()).toBe(true);
      const body = new TextEncoder().encode(JSON.stringify({ ...valid, email: 'still-works@example.com', captchaToken: await harness.captcha.current() }));
      const before = await harness.counts();
      const answer = await readAnswer(await harness.send(path, body, 'application/json'));
      harness.captcha.used();
      expect(answer.status, preview(answer.body)).toBe(201);
      const after = await harness.counts();
      expect(after.contact + after.newsletter).toBe(before.contact + before.newsletter + 1);
    });
  });
}
