import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uriResolver from './uri-resolver';

// The cases rjsf meets: a schema's `$id` (relative to the site, or absolute) and `$ref`s against it.
const BASES = ['/forms/auto-quote/schema.json', '/schemas/common.schema.json', 'https://example.com/schemas/root.json', 'https://example.com/a/b/'];
const REFS = ['#/definitions/email', 'common.schema.json#/definitions/phone', '../other.json', '/schemas/x.json#/a', 'https://example.org/s.json', 'sub/child.json#/properties/a%20b'];

describe('the URI resolver the browser build gives rjsf', () => {
  it('resolves every reference as fast-uri does', () => {
    for (const base of BASES) {
      for (const ref of REFS) expect(uriResolver.resolve(base, ref), `${ref} against ${base}`).toBe(fastUri.resolve(base, ref));
    }
  });

  it('compares identifiers as fast-uri does', () => {
    const ids = [...BASES, 'https://EXAMPLE.com/schemas/root.json', '/forms/auto-quote/./schema.json', 'https://example.com/schemas/root.json#'];
    for (const a of ids) {
      for (const b of ids) expect(uriResolver.equal(a, b), `${a} = ${b}`).toBe(fastUri.equal(a, b));
    }
  });
});
