/**
 * What the rules suites share: the app on a fresh PGlite database for the file, and helpers that post payloads,
 * submit them with a solved captcha, and count what got stored. Call it once at the top of a test file.
 */
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { submissions } from '../../../api/db/schema';
import { pgliteBackend, type OpenedBackend } from './backends';
import type { Payload } from './payloads';
import { submitWithCaptcha } from './submit';
import { buildTestApp } from './test-app';

export function useRulesHarness() {
  let opened: OpenedBackend | undefined;
  let app: Hono | undefined;

  beforeAll(async () => {
    opened = await pgliteBackend.open();
    app = buildTestApp(opened.database, opened.envSource);
  });

  afterAll(async () => {
    await opened?.dispose();
  });

  const started = () => {
    if (!app || !opened) throw new Error('the rules harness is used before its beforeAll ran');
    return { app, database: opened.database };
  };

  const post = (path: string, body: unknown) =>
    started().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const storedCount = async () =>
    (await started().database.db.select({ n: count() }).from(submissions))[0]?.n ?? -1;

  /** Submits through an endpoint with a freshly solved captcha. */
  const submit = (endpoint: string, payload: Payload) => submitWithCaptcha(started().app, endpoint, payload);

  return { post, storedCount, submit };
}
