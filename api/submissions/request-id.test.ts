import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, createRequestId, REQUEST_ID_PATTERN } from './request-id';

describe('createRequestId', () => {
  it('is the prefix and three groups of four Crockford base32 characters', () => {
    const id = createRequestId('ADR');
    expect(id).toMatch(/^ADR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(id).toMatch(REQUEST_ID_PATTERN);
  });

  it('never uses I, L, O or U', () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    const characters = Array.from({ length: 500 }, () => createRequestId('ADR').slice(4)).join('');
    expect(characters).not.toMatch(/[ILOU]/);
  });

  it('does not repeat and is not sequential', () => {
    const ids = Array.from({ length: 2000 }, () => createRequestId('QA'));
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort();
    expect(sorted).not.toEqual(ids);
  });

  it('uses every character of the alphabet, so all 60 bits vary', () => {
    const seen = new Set(Array.from({ length: 500 }, () => createRequestId('QA').slice(3).replace(/-/g, '')).join(''));
    expect(seen.size).toBe(32);
  });
});
