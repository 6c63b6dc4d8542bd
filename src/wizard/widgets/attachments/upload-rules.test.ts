import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  shrunkImageName,
  bytesToBase64,
  checkNewFiles,
  normalisedType,
  parseAttachments,
  type FileLike,
} from './upload-rules';

const file = (name: string, type = 'application/pdf', size = 1000): FileLike => ({ name, type, size });

describe('normalisedType', () => {
  it('accepts the allowed types by MIME type and extension', () => {
    expect(normalisedType(file('a.pdf'))).toBe('application/pdf');
    expect(normalisedType(file('a.JPG', 'image/jpeg'))).toBe('image/jpeg');
    expect(normalisedType(file('a.jpeg', 'image/pjpeg'))).toBe('image/jpeg');
    expect(normalisedType(file('a.png', 'image/png'))).toBe('image/png');
    expect(normalisedType(file('a.zip', 'application/x-zip-compressed'))).toBe('application/zip');
  });

  it('falls back to the extension when the browser gives no specific MIME type', () => {
    expect(normalisedType(file('docs.zip', ''))).toBe('application/zip');
    expect(normalisedType(file('docs.zip', 'application/octet-stream'))).toBe('application/zip');
  });

  it('refuses other extensions and other MIME types', () => {
    expect(normalisedType(file('a.gif', 'image/gif'))).toBeNull();
    expect(normalisedType(file('a.pdf.exe', 'application/pdf'))).toBeNull();
    expect(normalisedType(file('noextension', 'application/pdf'))).toBeNull();
    expect(normalisedType(file('a.pdf', 'text/plain'))).toBeNull();
  });
});

describe('checkNewFiles', () => {
  it('accepts valid files with their normalised type', () => {
    const result = checkNewFiles([], [file('a.pdf'), file('b.jpg', 'image/jpeg')]);
    expect(result.messages).toEqual([]);
    expect(result.accepted.map(({ file: f, type }) => [f.name, type])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['b.jpg', 'image/jpeg'],
    ]);
  });

  it('refuses a duplicate name, also within the same batch', () => {
    expect(checkNewFiles([{ name: 'a.pdf' }], [file('a.pdf')]).messages).toEqual([
      'File "a.pdf" is already uploaded.',
    ]);
    const batch = checkNewFiles([], [file('a.pdf'), file('a.pdf')]);
    expect(batch.accepted).toHaveLength(1);
    expect(batch.messages).toEqual(['File "a.pdf" is already uploaded.']);
  });

  it('refuses the files beyond ten, with one message', () => {
    const existing = Array.from({ length: 9 }, (_, i) => ({ name: `f${i}.pdf` }));
    const result = checkNewFiles(existing, [file('x.pdf'), file('y.pdf'), file('z.pdf')]);
    expect(result.accepted.map(({ file: f }) => f.name)).toEqual(['x.pdf']);
    expect(result.messages).toEqual(['You can only upload up to 10 files.']);
  });

  it('refuses a file over 2MB but accepts exactly 2MB', () => {
    const result = checkNewFiles([], [file('big.pdf', 'application/pdf', MAX_FILE_BYTES + 1), file('ok.pdf', 'application/pdf', MAX_FILE_BYTES)]);
    expect(result.messages).toEqual(['File "big.pdf" exceeds the maximum size of 2MB.']);
    expect(result.accepted.map(({ file: f }) => f.name)).toEqual(['ok.pdf']);
  });

  it('accepts a JPEG or PNG image over 2MB to be shrunk, and marks nothing else for shrinking', () => {
    const result = checkNewFiles([], [
      file('photo.jpg', 'image/jpeg', MAX_FILE_BYTES * 3),
      file('scan.png', 'image/png', MAX_FILE_BYTES + 1),
      file('small.jpg', 'image/jpeg', MAX_FILE_BYTES),
      file('big.zip', 'application/zip', MAX_FILE_BYTES + 1),
    ]);
    expect(result.accepted.map(({ file: f, shrink }) => [f.name, shrink])).toEqual([
      ['photo.jpg', true],
      ['scan.png', true],
      ['small.jpg', false],
    ]);
    expect(result.messages).toEqual(['File "big.zip" exceeds the maximum size of 2MB.']);
  });

  it('refuses an unsupported type', () => {
    expect(checkNewFiles([], [file('notes.txt', 'text/plain')]).messages).toEqual([
      'File "notes.txt" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.',
    ]);
  });

  it('checks duplicate, then count, then size, then type', () => {
    const full = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.pdf` }));
    expect(checkNewFiles(full, [file('f0.pdf')]).messages).toEqual(['File "f0.pdf" is already uploaded.']);
    expect(checkNewFiles(full, [file('huge.txt', 'text/plain', MAX_FILE_BYTES * 2)]).messages).toEqual([
      'You can only upload up to 10 files.',
    ]);
    expect(checkNewFiles([], [file('huge.txt', 'text/plain', MAX_FILE_BYTES * 2)]).messages).toEqual([
      'File "huge.txt" exceeds the maximum size of 2MB.',
    ]);
  });
});

describe('bytesToBase64', () => {
  it('matches Node for small and large inputs', () => {
    const small = new TextEncoder().encode('%PDF-1.4 hello');
    expect(bytesToBase64(small)).toBe(Buffer.from(small).toString('base64'));
    const large = new Uint8Array(100_000).map((_, i) => (i * 31) % 256);
    expect(bytesToBase64(large)).toBe(Buffer.from(large).toString('base64'));
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });
});

describe('shrunkImageName', () => {
  it('names a shrunk image as the JPEG it becomes', () => {
    expect(shrunkImageName('photo.jpg')).toBe('photo.jpg');
    expect(shrunkImageName('IMG_0001.JPEG')).toBe('IMG_0001.JPEG');
    expect(shrunkImageName('scan.png')).toBe('scan.jpg');
    expect(shrunkImageName('my.scan.PNG')).toBe('my.scan.jpg');
  });
});


describe('parseAttachments', () => {
  it('keeps only well-formed attachments', () => {
    const good = { name: 'a.pdf', size: 1, type: 'application/pdf', lastModified: 0, content: 'QQ==' };
    expect(parseAttachments([good, { name: 'x' }, null])).toEqual([good]);
    expect(parseAttachments(undefined)).toEqual([]);
  });
});
