/**
 * The logs of real requests never contain what the visitor typed: submissions carrying distinctive marker values go
 * through the accepted path, validation and captcha refusals, a database failure whose PostgreSQL error quotes the
 * whole row, and a VIN lookup; every log line is captured and searched for the markers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { testBackends, type OpenedBackend } from '../api/support/backends';
import { isRecord } from '../../json/json-value';
import { submitWithCaptcha } from '../api/support/submit';
import { buildTestApp } from '../api/support/test-app';
import { driverChangeWithMarkers, MARKERS } from './storage-suite';

const NAME = 'Zebulon Quarterfield';
const EMAIL = 'zq.marker@example.com';
const VIN = '1HGCM82633A004352';
const ALL_MARKERS = [NAME, 'Quarterfield', EMAIL, 'zq.marker', MARKERS.license, MARKERS.birthDate, VIN];

function markedPayload() {
  return { ...driverChangeWithMarkers(), fullName: NAME, email: EMAIL };
}

describe.each(testBackends)('logs on $name', (backend) => {
  let opened: OpenedBackend;
  const lines: string[] = [];
  const log = createLogger('debug', { write: (line: string) => void lines.push(line) });

  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(async () => {
    await opened.dispose();
  });

  it('carry method, route, status, duration and request id, and none of the values submitted', async () => {
    const app = buildTestApp(opened.database, { ...opened.envSource, LOG_LEVEL: 'debug' }, { log });

    expect((await submitWithCaptcha(app, '/api/forms/driver-change', markedPayload())).status).toBe(201);
    expect((await submitWithCaptcha(app, '/api/policy-change/driver', { ...markedPayload(), email: `${EMAIL}@` })).status).toBe(400);
    const refused = await app.request('/api/forms/driver-change', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-id-12345' },
      body: JSON.stringify({ ...markedPayload(), captchaToken: 'bm90IGEgdG9rZW4=' }),
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-request-id')).toBe('proxy-id-12345');
    expect((await app.request(`/api/vehicles/vin/${VIN}`)).status).toBeLessThan(500);
    expect((await submitWithCaptcha(app, '/api/contact', { name: NAME, email: EMAIL, phone: '4085550100', message: `Call ${NAME}` })).status).toBe(201);

    // A database failure whose error detail quotes the row ("Failing row contains (...)") and whose query parameters
    // are the payload.
    await opened.database.db.execute(
      sql.raw(`alter table submissions add constraint refuse_marker check (payload->>'fullName' <> '${NAME}') not valid`),
    );
    try {
      expect((await submitWithCaptcha(app, '/api/forms/driver-change', markedPayload())).status).toBe(500);
    } finally {
      await opened.database.db.execute(sql`alter table submissions drop constraint refuse_marker`);
    }

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(5);
    for (const line of lines) for (const marker of ALL_MARKERS) expect(line).not.toContain(marker);

    const requests = entries.filter((entry) => entry.msg === 'request' || entry.msg === 'request failed');
    expect(requests.map((entry) => [entry.method, entry.route, entry.status])).toEqual(
      expect.arrayContaining([
        ['POST', '/api/forms/:id', 201],
        ['POST', '/api/policy-change/driver', 400],
        ['POST', '/api/forms/:id', 403],
        ['GET', '/api/vehicles/vin/:vin', expect.any(Number)],
        ['POST', '/api/forms/:id', 500],
      ]),
    );
    for (const entry of requests) {
      expect(entry.requestId).toEqual(expect.any(String));
      expect(entry.durationMs).toEqual(expect.any(Number));
      expect(entry.level).toEqual(expect.any(String));
      expect(entry.time).toEqual(expect.any(String));
    }
    const failure = entries.find((entry) => entry.msg === 'unhandled error');
    expect(isRecord(failure?.err)).toBe(true);
    const err = failure?.err as Record<string, unknown>;
    expect(JSON.stringify(err)).toContain('refuse_marker');
    expect(err.stack).toEqual(expect.any(String));
    expect(failure?.requestId).toEqual(expect.any(String));
  });
});
