/**
 * The nastiest bodies over real HTTP, to the server started as operators start it (`tsx api/server.ts`): invalid
 * UTF-8, 10,000 and 100,000 levels of nesting, a string just under the body limit and a body over it (declared and
 * chunked), malformed JSON, `__proto__` keys, text PostgreSQL cannot store, and connections that lie about their
 * length or break off. Afterwards the process is still running, healthy, and accepts a valid request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../api/app';
import { solveCaptcha } from '../api/support/captcha';
import { readFixture } from '../api/support/payloads';
import { openNewPglite } from '../api/support/backends';
import { spawnServer, type ServerProcess } from '../api/support/server-process';
import { preview, readAnswer } from './support/fuzz-harness';
import { FUZZ_APP_ENV } from './support/settings';

const root = mkdtempSync(join(tmpdir(), 'fuzz-server-'));
let server: ServerProcess;
let url: string;

beforeAll(async () => {
  // A database made beforehand, as by an earlier start: the server's first start is api/server.test.ts's subject.
  await (await openNewPglite(join(root, 'data'))).close();
  server = spawnServer({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: join(root, 'data'),
    STATIC_DIR: join(root, 'no-front-end'),
    CAPTCHA_HMAC_SECRET: 'fuzz-test-captcha-secret-0123456789abcdef',
    CAPTCHA_COST: '20',
    LOG_LEVEL: 'info',
    ...FUZZ_APP_ENV,
  });
  url = await server.listening;
}, 60_000);

afterAll(async () => {
  if (server) {
    server.signal('SIGKILL');
    await server.exited;
  }
  rmSync(root, { recursive: true, force: true });
});

const encoder = new TextEncoder();
const fixtureText = (extra: Record<string, unknown> = {}) => JSON.stringify({ ...readFixture('address-change'), ...extra });
const token = () => solveCaptcha(() => fetch(`${url}/api/captcha/challenge`));

function withBytes(text: string, at: number, bytes: number[]): Uint8Array<ArrayBuffer> {
  const encoded = encoder.encode(text);
  const result = new Uint8Array(encoded.length + bytes.length);
  result.set(encoded.subarray(0, at), 0);
  result.set(bytes, at);
  result.set(encoded.subarray(at), at + bytes.length);
  return result;
}

/** The largest body under the limit: the fixture with a free-text field filled up to it. */
function nearLimit(): string {
  const base = fixtureText({ additionalInfo: '' });
  return base.replace('"additionalInfo":""', `"additionalInfo":"${'a'.repeat(MAX_BODY_BYTES - base.length - 64)}"`);
}

/**
 * A chunked body (no declared length) of `totalBytes`, over a raw socket: the server may answer and close before it
 * has all of it, which a fetch client reports as a failed request. Resolves with the server's answer.
 */
function sendChunked(path: string, totalBytes: number): Promise<string> {
  const { hostname, port } = new URL(url);
  const chunk = `"${'a'.repeat(1024 * 1024 - 2)}",`;
  return new Promise((resolve) => {
    let answer = '';
    let sent = 0;
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const writeMore = () => {
        while (sent < totalBytes && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return void socket.once('drain', writeMore);
        }
        if (!socket.destroyed) socket.end('2\r\n0]\r\n0\r\n\r\n');
      };
      writeMore();
    });
    socket.on('data', (data: Buffer) => {
      answer += data.toString();
      if (answer.includes('\r\n\r\n{') && answer.trimEnd().endsWith('}')) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

/** Raw HTTP that no fetch client would send; resolves with whatever the server answered before closing. */
function rawRequest(text: string, endAfterWrite: boolean): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => {
      socket.write(text);
      if (endAfterWrite) socket.end();
      else setTimeout(() => socket.destroy(), 200);
    });
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

describe('the server process under hostile bodies', () => {
  it('answers each of them with a clear 4xx and keeps running', async () => {
    const cases: { name: string; path: string; body: BodyInit; contentType?: string }[] = [
      { name: 'invalid UTF-8 in a field', path: '/api/policy-change/address', body: withBytes(fixtureText(), 40, [0xff, 0xc0, 0x80]) },
      { name: 'an encoded surrogate', path: '/api/contact', body: withBytes('{"name":"Jo","email":"a@b.co","phone":"4085550142","message":"x"}', 60, [0xed, 0xa0, 0x80]) },
      { name: '10,000 levels of arrays', path: '/api/forms/auto-quote/validate', body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
      { name: '100,000 levels of objects', path: '/api/forms/vehicle-change/validate', body: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}` },
      { name: '100,000 unclosed arrays', path: '/api/quotes/home', body: '['.repeat(100_000) },
      { name: 'a string just under the body limit', path: '/api/policy-change/address', body: nearLimit() },
      { name: 'a body over the limit', path: '/api/forms/address-change', body: `"${'a'.repeat(MAX_BODY_BYTES)}"` },
      { name: 'truncated JSON', path: '/api/policy-change/driver', body: fixtureText().slice(0, 100) },
      { name: 'trailing garbage', path: '/api/contact', body: `${fixtureText()}}}` },
      { name: 'NaN and 1e309', path: '/api/forms/home-quote/validate', body: '{"yearBuilt":NaN,"squareFeet":1e309}' },
      {
        name: '__proto__ keys',
        path: '/api/policy-change/address',
        body: fixtureText().replace('{', '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},'),
      },
      { name: 'U+0000 with a valid captcha', path: '/api/policy-change/address', body: fixtureText({ additionalInfo: 'a\u0000b', captchaToken: await token() }) },
      { name: 'a form body', path: '/api/newsletter', body: 'email=a%40example.com', contentType: 'application/x-www-form-urlencoded' },
      { name: 'broken base64 with a valid captcha', path: '/api/policy-change/address', body: fixtureText({ captchaToken: await token() }).replace(/"content":"J/, '"content":"*J') },
    ];
    for (const { name, path, body, contentType = 'application/json' } of cases) {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
      const answer = await readAnswer(response);
      expect(answer.problems, `${name}: ${answer.status} ${preview(answer.body)}`).toEqual([]);
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
    }

    const overLimit = await sendChunked('/api/quotes/auto', MAX_BODY_BYTES + 1024 * 1024);
    expect(overLimit, 'a chunked body over the limit').toMatch(/^HTTP\/1\.1 4\d\d [^]*"message":"[^"]+"/);

    // A declared length the body never reaches, a connection cut mid-body, and a request line that is not HTTP.
    await rawRequest('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":', false);
    await rawRequest(`POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX_BODY_BYTES * 10}\r\n\r\n`, true);
    const garbage = await rawRequest('\u0000\u00ff GARBAGE\r\n\r\n', true);
    expect(garbage === '' || garbage.startsWith('HTTP/1.1 400')).toBe(true);

    expect(server.child.exitCode).toBeNull();
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const valid = await fetch(`${url}/api/policy-change/address`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: fixtureText({ captchaToken: await token() }),
    });
    expect(valid.status, await valid.clone().text()).toBe(201);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  }, 120_000);
});
