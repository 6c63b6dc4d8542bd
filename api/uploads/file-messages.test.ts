import { describe, expect, it } from 'vitest';
import { clarifyFileMessages } from './file-messages';

const errors = (name: unknown) => [
  { path: '/files/0/size', message: `File ${String(JSON.stringify(name))} exceeds the maximum size of 2MB.` },
  { path: '/files/0/content', message: `File ${String(JSON.stringify(name))} could not be read.` },
  { path: '/files/0/name', message: 'Invalid file name.' },
];

describe('clarifyFileMessages', () => {
  it('keeps the quoted name when it is a file name', () => {
    const payload = { files: [{ name: 'scan.pdf' }] };
    expect(clarifyFileMessages(errors('scan.pdf'), payload)).toEqual(errors('scan.pdf'));
  });

  it.each([[undefined], [42], [{ a: 1 }], ['a/b'], ['x'.repeat(256)]])('says "This file" when the name is %j', (name) => {
    const payload = { files: [name === undefined ? {} : { name }] };
    expect(clarifyFileMessages(errors(name), payload)).toEqual([
      { path: '/files/0/size', message: 'This file exceeds the maximum size of 2MB.' },
      { path: '/files/0/content', message: 'This file could not be read.' },
      { path: '/files/0/name', message: 'Invalid file name.' },
    ]);
  });

  it('leaves other fields and other messages alone', () => {
    const other = [{ path: '/email', message: 'Please enter a valid email address.' }, { path: '/files/0/size', message: 'Invalid input.' }];
    expect(clarifyFileMessages(other, { files: [{}] })).toEqual(other);
  });
});
