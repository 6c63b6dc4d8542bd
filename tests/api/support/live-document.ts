/**
 * The OpenAPI document as a running server answers it: the app built in-process with the default rate limits (the
 * other suites turn them off, which leaves the 429 answers out of the document), fetched through app.request.
 */
import { openNewPglite } from './backends';
import { describeEnv } from '../../../api/env';
import { buildTestApp, NO_RATE_LIMITS } from './test-app';

export const LIVE_DOCUMENT_SERVER = 'https://www.bayvalleyinsurance.example';

export type OpenApiJson = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

export async function fetchLiveDocument(): Promise<OpenApiJson> {
  const defaults = Object.fromEntries(
    describeEnv()
      .filter(({ name }) => name in NO_RATE_LIMITS)
      .map(({ name, default: value }) => [name, value]),
  );
  const database = await openNewPglite();
  try {
    const app = buildTestApp(database, { ...defaults, PUBLIC_URL: LIVE_DOCUMENT_SERVER });
    const response = await app.request('/api/openapi.json');
    if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
    return (await response.json()) as OpenApiJson;
  } finally {
    await database.close();
  }
}
