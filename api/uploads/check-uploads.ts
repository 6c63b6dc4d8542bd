/**
 * The server's re-check of uploaded files (docs/spec-readings.md#upload-rules). The browser enforces the same rules,
 * but a payload can be crafted, so the API decodes every file and checks what it really is: decoded size, and declared
 * type against the file's first bytes (a PNG renamed to .pdf is refused).
 */
import type { FieldError } from '../../schemas/field-errors';
import type { FoundAttachment } from './find-attachments';

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: local file header
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06]; // PK\5\6: end of central directory only

/** Allowed declared types and the signatures their content may start with. */
export const SIGNATURES: Readonly<Record<string, readonly (readonly number[])[]>> = {
  'application/pdf': [PDF],
  'image/png': [PNG],
  'image/jpeg': [JPEG],
  'application/zip': [ZIP, EMPTY_ZIP],
};

export const uploadMessages = {
  duplicate: (name: string) => `File "${name}" is already uploaded.`,
  tooMany: () => `You can only upload up to ${MAX_FILES} files.`,
  tooLarge: (name: string) => `File "${name}" exceeds the maximum size of 2MB.`,
  unsupported: (name: string) => `File "${name}" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.`,
  unreadable: (name: string) => `File "${name}" could not be read.`,
};

export interface DecodedAttachment {
  pointer: string;
  name: string;
  type: string;
  size: number;
  content: Buffer;
}

export interface UploadCheck {
  errors: FieldError[];
  files: DecodedAttachment[];
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function startsWith(content: Buffer, signature: readonly number[]): boolean {
  return content.length >= signature.length && signature.every((byte, i) => content[i] === byte);
}

/** The first rule a single file breaks, or the decoded file. */
function checkFile(found: FoundAttachment): { message: string } | { file: DecodedAttachment } {
  const { name, type, size, content } = found.value;
  const signatures = SIGNATURES[type];
  if (!signatures) return { message: uploadMessages.unsupported(name) };
  if (size > MAX_FILE_BYTES) return { message: uploadMessages.tooLarge(name) };
  // Buffer.from(_, 'base64') silently skips invalid characters, so the text is checked first.
  if (!BASE64.test(content)) return { message: uploadMessages.unreadable(name) };
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MAX_FILE_BYTES) return { message: uploadMessages.tooLarge(name) };
  if (bytes.length !== size || bytes.length === 0) return { message: uploadMessages.unreadable(name) };
  if (!signatures.some((signature) => startsWith(bytes, signature))) return { message: uploadMessages.unsupported(name) };
  return { file: { pointer: found.pointer, name, type, size: bytes.length, content: bytes } };
}

export function checkUploads(found: readonly FoundAttachment[]): UploadCheck {
  const errors: FieldError[] = [];
  const files: DecodedAttachment[] = [];
  const countByList = new Map<string, number>();
  const namesByList = new Map<string, Set<string>>();

  for (const attachment of found) {
    const { list } = attachment;
    if (list !== null) {
      const count = (countByList.get(list) ?? 0) + 1;
      countByList.set(list, count);
      if (count === MAX_FILES + 1) errors.push({ path: list, message: uploadMessages.tooMany() });
      const names = namesByList.get(list) ?? new Set<string>();
      namesByList.set(list, names);
      if (names.has(attachment.value.name)) {
        errors.push({ path: attachment.pointer, message: uploadMessages.duplicate(attachment.value.name) });
        continue;
      }
      names.add(attachment.value.name);
    }
    const result = checkFile(attachment);
    if ('message' in result) errors.push({ path: attachment.pointer, message: result.message });
    else files.push(result.file);
  }
  return { errors, files };
}
