/**
 * Extra properties are refused, never stored: for every wizard and the two site forms, a property the schema does
 * not know, at the top level and inside every nested object of the valid payload (prototype names included), gets
 * a 400 with a field error at that property, with a valid captcha, and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD_MESSAGE } from '../../schemas/field-errors';
import { wizardFolders } from '../contract/wizard-folders';
import { editAt, fromValue, nodePaths, raw, writeJson, type JsonNode } from './support/json-text';
import { preview, readAnswer, useFuzzApp } from './support/fuzz-harness';

const harness = useFuzzApp();

/** Written as JSON text, so `__proto__` is sent as a key and not dropped as JSON.stringify would. */
const EXTRA_KEYS = ['unexpectedField', '__proto__', 'constructor', 'prototype'];

function withExtra(payload: Record<string, unknown>, objectPath: readonly number[], key: string): string {
  const tree = editAt(fromValue(payload), objectPath, (node: JsonNode) =>
    node.kind === 'object' ? { kind: 'object', entries: [...node.entries, [key, raw('{"polluted":"yes"}')]] } : node,
  );
  return writeJson(tree, '');
}

const targets = [
  ...wizardFolders().map(({ id, ui, validFixture }) => ({ name: id, path: ui.endpoint, valid: validFixture })),
  { name: 'contact', path: '/api/contact', valid: { name: 'Jo Doe', email: 'jo@example.com', phone: '4085550142', message: 'Hello.' } },
  { name: 'newsletter', path: '/api/newsletter', valid: { email: 'jo@example.com' } },
];

describe.each(targets)('extra properties in $name', ({ path, valid }) => {
  const objects = nodePaths(fromValue(valid)).filter(({ node }) => node.kind === 'object');

  it(`are refused at the top level and in each of the ${objects.length - 1} nested objects, with nothing stored`, async () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const { path: objectPath, pointer } of objects) {
      for (const key of EXTRA_KEYS) {
        const payload = { ...valid, captchaToken: await harness.captcha.current() };
        const before = await harness.counts();
        const answer = await readAnswer(await harness.send(path, new TextEncoder().encode(withExtra(payload, objectPath, key)), 'application/json'));
        const where = `${key} in ${pointer || 'the root'}`;
        expect(answer.problems, where).toEqual([]);
        expect(answer.status, `${where}: ${preview(answer.body)}`).toBe(400);
        expect(answer.body, where).toMatchObject({
          error: 'validation_failed',
          errors: expect.arrayContaining([{ path: `${pointer}/${key}`, message: UNKNOWN_FIELD_MESSAGE }]),
        });
        expect(await harness.counts(), where).toEqual(before);
        expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
      }
    }
  });
});
