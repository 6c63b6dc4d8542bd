import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextErrors } from './storable-text';

describe('unstorableTextErrors', () => {
  it('accepts any text PostgreSQL stores: accents, emoji (surrogate pairs), control characters but U+0000', () => {
    expect(unstorableTextErrors({ a: 'José \u{1f642} \u{1f469}\u200d\u{1f469}\u200d\u{1f467}', b: ['\t\u0001\uffff'], c: 1, d: null })).toEqual([]);
  });

  it('reports U+0000 and halves of surrogate pairs, in values and in property names, at their pointers', () => {
    const payload = { a: 'x\u0000', b: [{ c: '\ud800' }], 'd/e': '\udc00x', f: '\udc00\ud800', 'g\u0000': 'ok', h: '\ud83d\ude42' };
    expect(unstorableTextErrors(payload)).toEqual([
      { path: '/a', message: UNSTORABLE_TEXT_MESSAGE },
      { path: '/b/0/c', message: UNSTORABLE_TEXT_MESSAGE },
      { path: '/d~1e', message: UNSTORABLE_TEXT_MESSAGE },
      { path: '/f', message: UNSTORABLE_TEXT_MESSAGE },
      { path: '/g\u0000', message: UNSTORABLE_TEXT_MESSAGE },
    ]);
  });
});
