/**
 * Every wizard in forms/, on each of its three endpoints (dry-run validation, the generic submission route and its
 * alias), gets payloads mutated from its valid fixture. Whatever arrives, the API answers below 500 with a JSON
 * body that says what is wrong, stores a row exactly when it answers 201, leaves Object.prototype alone, and still
 * accepts the valid fixture afterwards. Run on each database back end (wizard-payloads-*.test.ts): their drivers
 * send the same strings to PostgreSQL differently (PGlite in-process, postgres-js over the wire protocol).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../api/support/backends';
import { wizardFolders } from '../contract/wizard-folders';
import { fromValue, type JsonNode } from './support/json-text';
import { preview, readAnswer, runFuzzCase, useFuzzApp } from './support/fuzz-harness';
import { requestCase, schemaCase } from './support/mutations';
import { fuzzParameters, FUZZ_TEST_TIMEOUT_MS } from './support/settings';

/** The fixture with a captcha placeholder, so that a mutation can also land on the token. */
function fixtureTree(fixture: Record<string, unknown>): JsonNode {
  const tree = fromValue(fixture);
  if (tree.kind !== 'object') throw new Error('a wizard fixture is a JSON object');
  return { kind: 'object', entries: [...tree.entries, ['captchaToken', { kind: 'captcha' }]] };
}

export function defineWizardPayloadFuzz(backend: Backend): void {
  const harness = useFuzzApp(backend);

  describe.each(wizardFolders())(`hostile payloads for wizard $id (${backend.name})`, ({ id, ui, validFixture }) => {
    const base = fixtureTree(validFixture);

    it('POST /api/forms/:id/validate answers every mutated body clearly and stores nothing', async () => {
      await fc.assert(
        fc.asyncProperty(requestCase, (fuzzCase) => runFuzzCase(harness, `/api/forms/${id}/validate`, 'nothing', base, fuzzCase)),
        fuzzParameters(120),
      );
    }, FUZZ_TEST_TIMEOUT_MS);

    it('POST /api/forms/:id stores a row exactly when it answers 201, whatever the body', async () => {
      await fc.assert(
        fc.asyncProperty(requestCase, (fuzzCase) => runFuzzCase(harness, `/api/forms/${id}`, 'submission', base, fuzzCase)),
        fuzzParameters(120),
      );
    }, FUZZ_TEST_TIMEOUT_MS);

    it(`POST ${ui.endpoint} (alias) does the same with well-formed JSON mutated deep inside`, async () => {
      await fc.assert(
        fc.asyncProperty(schemaCase, (fuzzCase) => runFuzzCase(harness, ui.endpoint, 'submission', base, fuzzCase)),
        fuzzParameters(120),
      );
    }, FUZZ_TEST_TIMEOUT_MS);

    it('is still healthy and still accepts the valid fixture', async () => {
      expect(await harness.healthy()).toBe(true);
      const before = await harness.counts();
      const body = new TextEncoder().encode(JSON.stringify({ ...validFixture, captchaToken: await harness.captcha.current() }));
      const answer = await readAnswer(await harness.send(ui.endpoint, body, 'application/json'));
      harness.captcha.used();
      expect(answer.status, preview(answer.body)).toBe(201);
      expect((await harness.counts()).submissions).toBe(before.submissions + 1);
    });
  });
}
