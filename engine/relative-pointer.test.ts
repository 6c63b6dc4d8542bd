import { describe, expect, it } from 'vitest';
import { resolvePointer } from './relative-pointer';

describe('resolvePointer', () => {
  it('names a sibling of a top-level or nested field', () => {
    expect(resolvePointer('/details/make', '1/year')).toBe('/details/year');
    expect(resolvePointer('/name', '1/email')).toBe('/email');
  });

  it('stays inside the array item of the field', () => {
    expect(resolvePointer('/vehicles/2/make', '1/year')).toBe('/vehicles/2/year');
    expect(resolvePointer('/vehicles/2/make', '2/0/year')).toBe('/vehicles/0/year');
  });

  it('climbs further and names the field itself with 0', () => {
    expect(resolvePointer('/a/b/c', '2/d')).toBe('/a/d');
    expect(resolvePointer('/a/b/c', '0')).toBe('/a/b/c');
    expect(resolvePointer('/a/b/c', '3')).toBe('');
  });

  it('keeps escaped tokens escaped', () => {
    expect(resolvePointer('/a~1b/c', '1/d')).toBe('/a~1b/d');
  });

  it('passes absolute pointers through', () => {
    expect(resolvePointer('/vehicles/0/make', '/owner/year')).toBe('/owner/year');
  });

  it('refuses malformed references and climbing above the root', () => {
    expect(resolvePointer('/a/b', '3/c')).toBeNull();
    expect(resolvePointer('/a/b', '0#')).toBeNull();
    expect(resolvePointer('/a/b', 'year')).toBeNull();
    expect(resolvePointer('/a/b', '01/c')).toBeNull();
    expect(resolvePointer('/a/b', '-1/c')).toBeNull();
  });
});
