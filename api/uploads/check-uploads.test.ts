import { describe, expect, it } from 'vitest';
import { checkUploads, MAX_FILE_BYTES } from './check-uploads';
import type { AttachmentInput, FoundAttachment } from './find-attachments';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);
const EMPTY_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

function file(name: string, type: string, bytes: Buffer, overrides: Partial<AttachmentInput> = {}): AttachmentInput {
  return { name, type, size: bytes.length, lastModified: 1763800000000, content: bytes.toString('base64'), ...overrides };
}

const LIST = '/additionalData/attachments';

function inList(...files: AttachmentInput[]): FoundAttachment[] {
  return files.map((value, index) => ({ pointer: `${LIST}/${index}`, list: LIST, value }));
}

describe('checkUploads', () => {
  it('accepts each allowed type whose bytes match, and decodes it', () => {
    const result = checkUploads(
      inList(
        file('scan.png', 'image/png', PNG),
        file('lease.pdf', 'application/pdf', PDF),
        file('photo.jpeg', 'image/jpeg', JPEG),
        file('docs.zip', 'application/zip', ZIP),
        file('empty.zip', 'application/zip', EMPTY_ZIP),
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.files.map((f) => [f.pointer, f.name, f.size])).toEqual([
      [`${LIST}/0`, 'scan.png', PNG.length],
      [`${LIST}/1`, 'lease.pdf', PDF.length],
      [`${LIST}/2`, 'photo.jpeg', JPEG.length],
      [`${LIST}/3`, 'docs.zip', ZIP.length],
      [`${LIST}/4`, 'empty.zip', EMPTY_ZIP.length],
    ]);
    expect(result.files[1]?.content.equals(PDF)).toBe(true);
  });

  it('refuses a PNG declared as application/pdf', () => {
    expect(checkUploads(inList(file('scan.pdf', 'application/pdf', PNG))).errors).toEqual([
      { path: `${LIST}/0`, message: 'File "scan.pdf" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.' },
    ]);
  });

  it('refuses a PDF declared as image/jpeg and a JPEG declared as application/zip', () => {
    const { errors } = checkUploads(
      inList(file('a.jpeg', 'image/jpeg', PDF), file('b.zip', 'application/zip', JPEG)),
    );
    expect(errors.map((e) => e.message)).toEqual([
      'File "a.jpeg" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.',
      'File "b.zip" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.',
    ]);
  });

  it('refuses a type outside the four allowed ones', () => {
    expect(checkUploads(inList(file('notes.txt', 'text/plain', Buffer.from('hello')))).errors).toEqual([
      { path: `${LIST}/0`, message: 'File "notes.txt" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.' },
    ]);
  });

  it('refuses a file over 2MB, whether declared so or only once decoded', () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF.length)]);
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES - PDF.length)]);
    const { errors, files } = checkUploads(
      inList(
        file('big.pdf', 'application/pdf', big),
        file('lying.pdf', 'application/pdf', big, { size: 1000 }),
        file('exact.pdf', 'application/pdf', exact),
      ),
    );
    expect(errors).toEqual([
      { path: `${LIST}/0`, message: 'File "big.pdf" exceeds the maximum size of 2MB.' },
      { path: `${LIST}/1`, message: 'File "lying.pdf" exceeds the maximum size of 2MB.' },
    ]);
    expect(files.map((f) => f.name)).toEqual(['exact.pdf']);
  });

  it('refuses more than 10 files in one list, once, at the list', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => file(`doc-${i}.pdf`, 'application/pdf', PDF));
    expect(checkUploads(inList(...eleven)).errors).toEqual([
      { path: LIST, message: 'You can only upload up to 10 files.' },
    ]);
    expect(checkUploads(inList(...eleven.slice(0, 10))).errors).toEqual([]);
  });

  it('refuses a duplicate name at the second occurrence', () => {
    expect(
      checkUploads(inList(file('lease.pdf', 'application/pdf', PDF), file('lease.pdf', 'application/pdf', PDF))).errors,
    ).toEqual([{ path: `${LIST}/1`, message: 'File "lease.pdf" is already uploaded.' }]);
  });

  it('allows the same name in two different lists', () => {
    const found: FoundAttachment[] = [
      { pointer: '/a/0', list: '/a', value: file('id.pdf', 'application/pdf', PDF) },
      { pointer: '/b/0', list: '/b', value: file('id.pdf', 'application/pdf', PDF) },
    ];
    expect(checkUploads(found).errors).toEqual([]);
  });

  it('refuses content that is not base64', () => {
    expect(
      checkUploads(inList(file('lease.pdf', 'application/pdf', PDF, { content: 'JVBERi0x%%%not base64' }))).errors,
    ).toEqual([{ path: `${LIST}/0`, message: 'File "lease.pdf" could not be read.' }]);
  });

  it('refuses a declared size different from the decoded size', () => {
    expect(checkUploads(inList(file('lease.pdf', 'application/pdf', PDF, { size: PDF.length + 1 }))).errors).toEqual([
      { path: `${LIST}/0`, message: 'File "lease.pdf" could not be read.' },
    ]);
  });

  it('checks a single attachment that is not in a list', () => {
    const found: FoundAttachment[] = [{ pointer: '/photo', list: null, value: file('car.png', 'image/png', PDF) }];
    expect(checkUploads(found).errors).toEqual([
      { path: '/photo', message: 'File "car.png" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.' },
    ]);
  });
});
