/**
 * Every wizard in forms/, on each of its three endpoints (dry-run validation, the generic submission route and its
 * alias), gets payloads mutated from its valid fixture. Whatever arrives, the API answers below 500 with a JSON
 * body that says what is wrong, stores a row exactly when it answers 201, leaves Object.prototype alone, and still
 * accepts the valid fixture afterwards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wizardFolders } from '../contract/wizard-folders';
import { fromValue, type JsonNode } from './support/json-text';
import { preview, prototypeProblems, readAnswer, storeProblems, useFuzzApp, type StoreRule } from './support/fuzz-harness';
import { applyEdits, requestCase, schemaCase, writeBody, type RequestCase } from './support/mutations';
import { fuzzParameters, FUZZ_TEST_TIMEOUT_MS } from './support/settings';

const harness = useFuzzApp();

/** The fixture with a captcha placeholder, so that a mutation can also land on the token. */
function fixtureTree(fixture: Record<string, unknown>): JsonNode {
  const tree = fromValue(fixture);
  if (tree.kind !== 'object') throw new Error('a wizard fixture is a JSON object');
  return { kind: 'object', entries: [...tree.entries, ['captchaToken', { kind: 'captcha' }]] };
}

async function runCase(path: string, rule: StoreRule, base: JsonNode, fuzzCase: RequestCase): Promise<void> {
  const { tree, notes } = applyEdits(base, fuzzCase.edits);
  const body = writeBody(tree, fuzzCase.body, await harness.captcha.current());
  const before = await harness.counts();
  const answer = await readAnswer(await harness.send(path, body, fuzzCase.contentType));
  const after = await harness.counts();
  if (answer.status === 201) harness.captcha.used();
  const problems = [...answer.problems, ...storeProblems(rule, answer.status, before, after), ...prototypeProblems()];
  if (rule === 'nothing' && answer.status === 200) {
    const verdict = answer.body as { valid?: unknown; errors?: unknown };
    if (verdict.valid !== true && verdict.valid !== false) problems.push('a dry run answered 200 without a verdict');
  }
  if (problems.length > 0) {
    throw new Error(`${notes.join('; ')} -> ${answer.status} ${preview(answer.body)}\n${problems.join('\n')}`);
  }
}

describe.each(wizardFolders())('hostile payloads for wizard $id', ({ id, ui, validFixture }) => {
  const base = fixtureTree(validFixture);

  it('POST /api/forms/:id/validate answers every mutated body clearly and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(requestCase, (fuzzCase) => runCase(`/api/forms/${id}/validate`, 'nothing', base, fuzzCase)),
      fuzzParameters(120),
    );
  }, FUZZ_TEST_TIMEOUT_MS);

  it('POST /api/forms/:id stores a row exactly when it answers 201, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(requestCase, (fuzzCase) => runCase(`/api/forms/${id}`, 'submission', base, fuzzCase)),
      fuzzParameters(120),
    );
  }, FUZZ_TEST_TIMEOUT_MS);

  it(`POST ${ui.endpoint} (alias) does the same with well-formed JSON mutated deep inside`, async () => {
    await fc.assert(
      fc.asyncProperty(schemaCase, (fuzzCase) => runCase(ui.endpoint, 'submission', base, fuzzCase)),
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
