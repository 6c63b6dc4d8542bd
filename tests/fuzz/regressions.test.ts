/**
 * The bad-input suite's findings, each pinned by the smallest request that showed it: a list of 100,000 items that
 * kept the validator busy for minutes, nesting that overflowed the stack (500), text PostgreSQL cannot store (500),
 * file messages that read "File undefined ...", and 404s without a message.
 */
import { describe, expect, it } from 'vitest';
import { MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH, checkJsonShape } from '../../api/submissions/json-shape';
import { UNSTORABLE_TEXT_MESSAGE } from '../../api/submissions/storable-text';
import { wizardFolders } from '../contract/wizard-folders';
import { addressChangeWith, attachment, PDF_BYTES, readFixture } from '../api/support/payloads';
import { readAnswer, useFuzzApp } from './support/fuzz-harness';
import { testRegistry } from '../api/support/test-app';

const harness = useFuzzApp();
const encode = (text: string) => new TextEncoder().encode(text);

async function post(path: string, text: string) {
  const before = await harness.counts();
  const answer = await readAnswer(await harness.send(path, encode(text), 'application/json'));
  expect(answer.problems).toEqual([]);
  expect(await harness.counts()).toEqual(before);
  return answer;
}

describe('bodies shaped as no form could be', () => {
  it('refuses an attachment list of 100,000 items at once, on the dry run and on submission', async () => {
    const fixture = JSON.stringify(readFixture('address-change'));
    const text = fixture.replace('"attachments":[', `"attachments":[${'null,'.repeat(100_000)}`);
    // Before the bound, the dry run alone took minutes: the test's timeout is what would catch a return of it.
    for (const path of ['/api/forms/address-change/validate', '/api/policy-change/address']) {
      const answer = await post(path, text);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'payload_too_complex', message: 'The request holds a list too long to be a valid form.' });
    }
  });

  it('answers 400, not 500, when a file name is nested 10,000 levels deep', async () => {
    const payload = addressChangeWith([{ ...attachment('scan.pdf', 'application/pdf', PDF_BYTES), size: -1, name: 0 }]);
    const text = JSON.stringify(payload).replace('"name":0', `"name":${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    const answer = await post('/api/forms/address-change/validate', text);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'payload_too_complex' });
  });

  it('keeps every wizard schema and fixture within the bounds', () => {
    const arrays: { maxItems?: unknown }[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null) {
        if ((node as { type?: unknown }).type === 'array') arrays.push(node);
        Object.values(node).forEach(walk);
      }
    };
    for (const wizard of testRegistry().list()) walk(wizard.schema);
    for (const array of arrays) if (array.maxItems !== undefined) expect(array.maxItems).toBeLessThanOrEqual(MAX_JSON_ARRAY_ITEMS);
    for (const { validFixture } of wizardFolders()) expect(checkJsonShape(validFixture)).toEqual({ ok: true });
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(10);
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['U+0000', 'Please call\u0000 after five.'],
    ['a lone high surrogate', 'Please call \ud800 after five.'],
    ['a lone low surrogate', 'Please call \udc00 after five.'],
  ])('refuses %s in a wizard field with a field error, storing nothing', async (_name, additionalInfo) => {
    const text = JSON.stringify({ ...readFixture('address-change'), additionalInfo, captchaToken: await harness.captcha.current() });
    const answer = await post('/api/policy-change/address', text);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'validation_failed', errors: [{ path: '/additionalInfo', message: UNSTORABLE_TEXT_MESSAGE }] });
    const dryRun = await post('/api/forms/address-change/validate', text);
    expect(dryRun.body).toEqual({ valid: false, errors: [{ path: '/additionalInfo', message: UNSTORABLE_TEXT_MESSAGE }] });
  });

  it('refuses U+0000 in a contact message, storing nothing', async () => {
    const message = { name: 'Jo Doe', email: 'jo@example.com', phone: '4085550142', message: 'Hello\u0000' };
    const answer = await post('/api/contact', JSON.stringify({ ...message, captchaToken: await harness.captcha.current() }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'validation_failed', errors: [{ path: '/message', message: UNSTORABLE_TEXT_MESSAGE }] });
  });

  it('still stores the same text without the character', async () => {
    const text = JSON.stringify({ ...readFixture('address-change'), additionalInfo: 'Please call after five. \u{1f642}', captchaToken: await harness.captcha.current() });
    const answer = await readAnswer(await harness.send('/api/policy-change/address', encode(text), 'application/json'));
    harness.captcha.used();
    expect(answer.status).toBe(201);
  });
});

describe('messages', () => {
  it('says "This file" when the file has no usable name to quote', async () => {
    for (const name of [undefined, 42, 'x'.repeat(100_000)]) {
      const file: Record<string, unknown> = { ...attachment('scan.pdf', 'application/pdf', PDF_BYTES), size: 3_000_000, type: 'text/html', content: '*' };
      if (name === undefined) delete file.name;
      else file.name = name;
      const answer = await post('/api/forms/address-change/validate', JSON.stringify(addressChangeWith([file])));
      const messages = (answer.body as { errors: { path: string; message: string }[] }).errors;
      expect(messages).toEqual(
        expect.arrayContaining([
          { path: '/additionalData/attachments/0/size', message: 'This file exceeds the maximum size of 2MB.' },
          { path: '/additionalData/attachments/0/type', message: 'This file is not supported. Allowed types: .jpeg, .png, .zip, .pdf.' },
          { path: '/additionalData/attachments/0/content', message: 'This file could not be read.' },
        ]),
      );
    }
  });

  it('keeps quoting a valid file name', async () => {
    const file = { ...attachment('scan.pdf', 'application/pdf', PDF_BYTES), size: 3_000_000 };
    const answer = await post('/api/forms/address-change/validate', JSON.stringify(addressChangeWith([file])));
    expect(answer.body).toEqual({
      valid: false,
      errors: [{ path: '/additionalData/attachments/0/size', message: 'File "scan.pdf" exceeds the maximum size of 2MB.' }],
    });
  });

  it('explains a 404', async () => {
    for (const path of ['/api/forms/no-such-form/validate', '/api/no-such-thing']) {
      const answer = await post(path, '{}');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
  });
});
