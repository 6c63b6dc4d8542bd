import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../tests/api/support/captcha';
import { readFixture } from '../tests/api/support/payloads';
import { isRecord } from '../json/json-value';
import { openDatabase } from './db/database';
import { submissions } from './db/schema';
import { loadEnv } from './env';
import type { Logger } from './logger';
import { startServer, type RunningServer } from './start-server';

const root = mkdtempSync(join(tmpdir(), 'api-server-'));
const dataDir = join(root, 'data');
const staticDir = join(root, 'dist');
const env = loadEnv({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  STATIC_DIR: staticDir,
  CAPTCHA_COST: '20',
  CAPTCHA_HMAC_SECRET: 'start-server-test-secret-0123456789abcdef',
});

const lines: string[] = [];
const log: Logger = {
  debug: () => {},
  info: (message) => lines.push(message),
  warn: (message) => lines.push(message),
  error: (message) => lines.push(message),
};

let server: RunningServer;

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Home</title><div id="root">home</div>');
  mkdirSync(join(staticDir, 'quote'), { recursive: true });
  writeFileSync(join(staticDir, 'quote.html'), '<!doctype html><title>Quote</title><div id="root">quote hub</div>');
  writeFileSync(join(staticDir, 'quote', 'auto.html'), '<!doctype html><title>Auto</title><div id="root">auto</div>');
  writeFileSync(join(staticDir, 'assets', 'app-3f2a.js'), 'console.log("app");');
  server = await startServer(env, log);
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('startServer', () => {
  it('logs one listening line with the start-up time', () => {
    const port = new URL(server.url).port;
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^listening on http://127\\.0\\.0\\.1:${port} .* in \\d+ ms$`)));
  });

  it('serves each pre-rendered page at its path', async () => {
    for (const [path, content] of [
      ['/', 'home'],
      ['/quote', 'quote hub'],
      ['/quote/auto', 'auto'],
      ['/quote/auto?utm_source=mail', 'auto'],
    ]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain(`<div id="root">${content}</div>`);
    }
    const asset = await fetch(`${server.url}/assets/app-3f2a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app");');
  });

  it('redirects other spellings of a page to its one address, and unknown paths home', async () => {
    const location = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      return [response.status, response.headers.get('location')];
    };
    expect(await location('/quote/auto/')).toEqual([301, '/quote/auto']);
    expect(await location('/quote/auto.html?x=1')).toEqual([301, '/quote/auto?x=1']);
    expect(await location('/index.html')).toEqual([301, '/']);
    expect(await location('/no/such/page')).toEqual([302, '/']);
    expect(await location('/coverage/auto-coverage')).toEqual([302, '/']);
    expect(await location('/missing.html')).toEqual([302, '/']);
    expect(await location('/../../etc/passwd')).toEqual([302, '/']);
  });

  it('sends the security headers and the request id on the socket: the API set on API answers, the page set on pages', async () => {
    const api = await fetch(`${server.url}/api/missing`, { headers: { 'X-Request-Id': 'proxy-given-id-42' } });
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('x-request-id')).toBe('proxy-given-id-42');
    expect(api.headers.get('referrer-policy')).toBeNull();
    expect(api.headers.get('content-type')).toBe('application/json');

    const page = await fetch(`${server.url}/quote/auto`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Once each: a repeated header would arrive joined with ", ".
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-request-id')).toBeNull();
  });

  it('keeps a missing asset and an unknown API path as 404s', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/missing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'not_found', message: 'There is nothing at this address.' });
  });

  it('serves the vehicle data, prepared in the background after listening', async () => {
    const response = await fetch(`${server.url}/api/vehicles/vin/1HGCM82633A004352`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ vin: '1HGCM82633A004352', year: 2003, make: 'HONDA', model: 'Accord' });
    const listening = lines.findIndex((line) => line.startsWith('listening on'));
    const ready = lines.findIndex((line) => line.startsWith('vehicle data: vPIC snapshot ready'));
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(ready).toBeGreaterThan(listening);
  });

  it('keeps submissions in DATA_DIR across a restart', async () => {
    const captchaToken = await solveCaptcha(() => fetch(`${server.url}/api/captcha/challenge`));
    const response = await fetch(`${server.url}/api/forms/address-change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...readFixture('address-change'), captchaToken }),
    });
    expect(response.status).toBe(201);
    const body: unknown = await response.json();
    const requestId = isRecord(body) ? body.requestId : undefined;
    await server.close();

    server = await startServer(env, log);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    await server.close();

    const database = await openDatabase(env);
    const rows = await database.db.select().from(submissions).where(eq(submissions.requestId, String(requestId)));
    await database.close();
    expect(rows).toHaveLength(1);
    server = await startServer(env, log);
  });
});
