import { describe, expect, it } from 'vitest';
import { createZipCodeRoutes } from './zip-codes';

const routes = createZipCodeRoutes();

describe('GET /api/zip-codes/:zip', () => {
  it('answers the city and state of a ZIP code, cached by the browser only', async () => {
    const response = await routes.request('/95122');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ zipCode: '95122', city: 'San Jose', state: 'CA' });
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
  });

  it('answers 404 for a code not in the table and 400 for text that is not a ZIP code', async () => {
    const unknown = await routes.request('/00000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'zip_code_not_found' });
    for (const text of ['9512', 'abcde', '95122-12']) {
      const response = await routes.request(`/${text}`);
      expect(response.status, text).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_zip_code' });
    }
  });
});
