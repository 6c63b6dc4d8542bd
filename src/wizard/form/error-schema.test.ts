import { describe, expect, it } from 'vitest';
import { collectErrorMessages, isTouched, toErrorSchema, visibleErrors } from './error-schema';

const errors = [
  { path: '/name', message: 'This field is required.' },
  { path: '/home/zip', message: 'Invalid format.' },
  { path: '/home/city', message: 'This field is required.' },
  { path: '/files/0/size', message: 'Too big.' },
];

describe('touched errors', () => {
  it('shows an error when its field or an ancestor is touched', () => {
    expect(isTouched('/home/zip', ['/home'])).toBe(true);
    expect(isTouched('/home/zip', ['/home/zip'])).toBe(true);
    expect(isTouched('/home/zipPlus4', ['/home/zip'])).toBe(false);
    expect(visibleErrors(errors, ['/home/city']).map((error) => error.path)).toEqual(['/home/city']);
    expect(visibleErrors(errors, [])).toEqual([]);
  });
});

describe('toErrorSchema', () => {
  it('nests messages under their fields', () => {
    expect(toErrorSchema(errors)).toEqual({
      name: { __errors: ['This field is required.'] },
      home: { zip: { __errors: ['Invalid format.'] }, city: { __errors: ['This field is required.'] } },
      files: { 0: { size: { __errors: ['Too big.'] } } },
    });
  });

  it('collects the messages of a subtree back', () => {
    expect(collectErrorMessages(toErrorSchema(errors).home)).toEqual(['Invalid format.', 'This field is required.']);
  });
});
