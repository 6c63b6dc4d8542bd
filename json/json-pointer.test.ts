import { describe, expect, it } from 'vitest';
import { childPointer, escapePointerToken, getAtPointer, isWithin, pointerFromTokens, pointerTokens, unescapePointerToken } from './json-pointer';

describe('JSON Pointer tokens', () => {
  it.each([
    ['plain', 'plain'],
    ['a/b', 'a~1b'],
    ['c~d', 'c~0d'],
    ['~1', '~01'],
    ['/~/', '~1~0~1'],
  ])('escapes %j as %j and back', (token, escaped) => {
    expect(escapePointerToken(token)).toBe(escaped);
    expect(unescapePointerToken(escaped)).toBe(token);
  });

  it('builds and splits pointers with indexes and escaped names', () => {
    const pointer = pointerFromTokens(['vehicles', 0, 'a/b~c']);
    expect(pointer).toBe('/vehicles/0/a~1b~0c');
    expect(pointerTokens(pointer)).toEqual(['vehicles', '0', 'a/b~c']);
    expect(childPointer('', 'x')).toBe('/x');
    expect(pointerTokens('')).toEqual([]);
  });

  it('reads a value and tells a descendant from a sibling with a shared prefix', () => {
    expect(getAtPointer({ 'a/b': [{ c: 1 }] }, '/a~1b/0/c')).toBe(1);
    expect(getAtPointer({ a: 1 }, '/a/b')).toBeUndefined();
    expect(isWithin('/drivers/0/name', '/drivers')).toBe(true);
    expect(isWithin('/driversLicense', '/drivers')).toBe(false);
  });
});
