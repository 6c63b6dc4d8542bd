import { describe, expect, it } from 'vitest';
import { HTTP_HEADERS, HTTP_RESPONSES, IDEMPOTENCY_KEY_PARAMETER, RATE_LIMIT_RESPONSE_HEADERS, SUBMISSION_RESPONSES } from './http-fragments';

/** Every `$ref` inside a value. */
function refsOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

describe('the HTTP fragments of the OpenAPI document', () => {
  it('refer only to headers and responses they define', () => {
    const defined = new Set([
      ...Object.keys(HTTP_HEADERS).map((name) => `#/components/headers/${name}`),
      ...Object.keys(HTTP_RESPONSES).map((name) => `#/components/responses/${name}`),
    ]);
    const refs = refsOf([HTTP_RESPONSES, RATE_LIMIT_RESPONSE_HEADERS, SUBMISSION_RESPONSES, IDEMPOTENCY_KEY_PARAMETER]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !defined.has(ref))).toEqual([]);
  });
});
