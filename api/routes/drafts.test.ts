import { describe, expect, it } from 'vitest';
import { createAjv } from '../../schemas/ajv';
import type { DescribeContext } from '../openapi/route-description';
import { testRegistry } from '../../tests/api/support/test-app';
import { describeDraftRoutes } from './drafts';

const registry = testRegistry();
const context: DescribeContext = {
  registry,
  now: new Date(),
  rateLimited: () => ({ responses: {}, note: '' }),
  bodyLimitNote: () => '',
};

describe('the OpenAPI description of the draft routes', () => {
  it('describes saving and opening a draft, and no listing', () => {
    const { paths } = describeDraftRoutes(context);
    expect(Object.keys(paths)).toEqual(['/api/drafts', '/api/drafts/{token}']);
    expect(Object.keys(paths['/api/drafts'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/drafts/{token}'] ?? {})).toEqual(['get']);
  });

  it('gives a request schema without references that accepts a draft of every wizard and refuses a bad one', () => {
    const { DraftRequest } = describeDraftRoutes(context).schemas as { DraftRequest: object };
    expect(JSON.stringify(DraftRequest)).not.toContain('$ref');
    const validate = createAjv().compile(DraftRequest);
    for (const wizard of registry.list()) {
      expect(validate({ wizardId: wizard.id, email: 'dana@example.com', step: 0, data: {}, schemaVersion: 'ab' })).toBe(true);
    }
    expect(validate({ wizardId: 'nope', email: 'dana', step: -1, data: [], schemaVersion: 'xyz' })).toBe(false);
  });
});
