import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCipher, generateKeySpec, parseKeyring } from '../privacy/data-cipher';
import { DEFLATE_FROM_CHARS, decryptEmail, outboxRow, packBody, unpackBody } from './outbox-store';

const cipher = createDataCipher(parseKeyring(generateKeySpec('t')));
const row = (text: string) => `<tr><th style="padding:6px 8px;border-bottom:1px solid #e5e7eb">${text}</th></tr>`;
const longHtml = Array.from({ length: 200 }, (_, index) => row(`Field ${index}`)).join('\n');

describe('outbox bodies', () => {
  it('stores a long, repetitive body deflated and gives it back whole', () => {
    const packed = packBody(longHtml);
    expect(packed.length).toBeLessThan(longHtml.length / 5);
    expect(unpackBody(packed)).toBe(longHtml);
  });

  it('leaves a short body, and one that does not shrink, as written', () => {
    const short = 'Thank you for your request.';
    expect(packBody(short)).toBe(short);
    const noise = randomBytes(DEFLATE_FROM_CHARS).toString('base64');
    expect(packBody(noise)).toBe(noise);
    expect(unpackBody(noise)).toBe(noise);
  });

  it('queues bodies encrypted and reads them back, as well as a body sealed before bodies were deflated', () => {
    const queued = outboxRow({ kind: 'test', to: 'agency@example.com', subject: 'New', text: 'Short text', html: longHtml }, cipher);
    expect(queued.html).toMatch(/^enc:v1:t:/);
    expect(queued.html?.length).toBeLessThan(longHtml.length / 3);
    expect(decryptEmail({ text: queued.text, html: queued.html }, cipher)).toEqual({ text: 'Short text', html: longHtml });
    const earlier = { text: cipher.encryptText(longHtml), html: null };
    expect(decryptEmail(earlier, cipher)).toEqual({ text: longHtml, html: null });
  });
});
