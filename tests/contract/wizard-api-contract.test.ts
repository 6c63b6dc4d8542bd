/**
 * The API's part of the per-wizard contract: for every folder in forms/, the API lists the wizard, serves its
 * schema, documents it in OpenAPI, accepts each of its fixtures (dry run and stored, on both endpoints) and rejects
 * every mutation of them with a field error at the mutated pointer, storing nothing.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithin } from '../../json/json-pointer';
import { portableSchema } from '../../schemas/portable-schema';
import type { Database } from '../../api/db/database';
import { openNewPglite } from '../api/support/backends';
import { submissions } from '../../api/db/schema';
import { solveCaptcha } from '../api/support/captcha';
import { buildTestApp } from '../api/support/test-app';
import { mutations } from './mutations';
import { wizardFolders } from './wizard-folders';

let database: Database;
let app: ReturnType<typeof buildTestApp>;

beforeAll(async () => {
  database = await openNewPglite();
  app = buildTestApp(database);
});

afterAll(async () => {
  await database?.close();
});

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const storedCount = async () => (await database.db.select({ n: count() }).from(submissions))[0]?.n ?? -1;

describe.each(wizardFolders())('API contract of wizard $id', (folder) => {
  it('lists the wizard and serves the published form of its bundled schema, revalidated by ETag', async () => {
    const list = await (await app.request('/api/forms')).json();
    expect(list).toContainEqual({ id: folder.id, title: folder.ui.title, endpoint: folder.ui.endpoint });
    const schema = await app.request(`/api/forms/${folder.id}/schema`);
    expect(schema.status).toBe(200);
    expect(await schema.json()).toEqual(portableSchema(folder.bundled));
    expect(schema.headers.get('cache-control')).toBe('no-cache');
    const etag = schema.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await app.request(`/api/forms/${folder.id}/schema`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const stale = await app.request(`/api/forms/${folder.id}/schema`, { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('documents both endpoints in the OpenAPI document', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([`/api/forms/${folder.id}`, `/api/forms/${folder.id}/validate`, folder.ui.endpoint]),
    );
  });

  it('accepts each fixture in a dry run', async () => {
    for (const fixture of folder.fixtures) {
      const response = await post(`/api/forms/${folder.id}/validate`, fixture.data);
      expect(response.status, fixture.file).toBe(200);
      expect(await response.json(), fixture.file).toEqual({ valid: true });
    }
  });

  it('rejects every mutation of the fixtures at the mutated pointer and stores nothing', async () => {
    const before = await storedCount();
    const token = await solveCaptcha(async () => app.request('/api/captcha/challenge'));
    const cases = folder.fixtures.flatMap((fixture) => mutations(folder.bundled, folder.ui.uiSchema, fixture.data));
    for (const mutation of cases) {
      const dryRun = (await (await post(`/api/forms/${folder.id}/validate`, mutation.payload)).json()) as {
        valid: boolean;
        errors: { path: string; message: string }[];
      };
      expect(dryRun.valid, mutation.name).toBe(false);
      const matches = dryRun.errors.some(
        (error) => isWithin(error.path, mutation.expectErrorAt) || isWithin(mutation.expectErrorAt, error.path),
      );
      expect(matches, `${mutation.name}: ${JSON.stringify(dryRun.errors)}`).toBe(true);
      const submitted = await post(folder.ui.endpoint, { ...(mutation.payload as object), captchaToken: token });
      expect(submitted.status, mutation.name).toBe(400);
      expect(((await submitted.json()) as { error: string }).error).toBe('validation_failed');
    }
    expect(await storedCount()).toBe(before);
  });

  it('stores each fixture through the generic route and the alias', async () => {
    for (const fixture of folder.fixtures) {
      for (const path of [`/api/forms/${folder.id}`, folder.ui.endpoint]) {
        const captchaToken = await solveCaptcha(async () => app.request('/api/captcha/challenge'));
        const response = await post(path, { ...(fixture.data as object), captchaToken });
        expect(response.status, `${fixture.file} to ${path}`).toBe(201);
        const body = (await response.json()) as { requestId: string };
        expect(body.requestId.startsWith(`${folder.ui.requestIdPrefix}-`)).toBe(true);
      }
    }
  });
});
