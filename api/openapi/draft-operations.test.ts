import { describe, expect, it } from 'vitest';
import { createAjv } from '../../schemas/ajv';
import { draftComponentSchemas, draftPaths } from './draft-operations';
import { testRegistry } from '../../tests/api/support/test-app';

const registry = testRegistry();

describe('draft operations for the OpenAPI document', () => {
  it('describes saving and opening a draft, and no listing', () => {
    const paths = draftPaths({ rateLimited: { responses: {}, note: '' }, bodyLimitNote: '' });
    expect(Object.keys(paths)).toEqual(['/api/drafts', '/api/drafts/{token}']);
    expect(Object.keys(paths['/api/drafts'] as object)).toEqual(['post']);
    expect(Object.keys(paths['/api/drafts/{token}'] as object)).toEqual(['get']);
  });

  it('gives a request schema without references that accepts a draft of every wizard and refuses a bad one', () => {
    const { DraftRequest } = draftComponentSchemas(registry, new Date()) as { DraftRequest: object };
    expect(JSON.stringify(DraftRequest)).not.toContain('$ref');
    const validate = createAjv().compile(DraftRequest);
    for (const wizard of registry.list()) {
      expect(validate({ wizardId: wizard.id, email: 'dana@example.com', step: 0, data: {}, schemaVersion: 'ab' })).toBe(true);
    }
    expect(validate({ wizardId: 'nope', email: 'dana', step: -1, data: [], schemaVersion: 'xyz' })).toBe(false);
  });
});
