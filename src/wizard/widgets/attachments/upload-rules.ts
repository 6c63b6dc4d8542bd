/**
 * The upload rules (docs/spec-readings.md#upload-rules), checked per added file in this order: duplicate name, file
 * count, size, type. A refused file is not added and yields exactly one message; the API re-checks everything on the
 * decoded bytes. A JPEG or PNG image over the size limit is not refused: it is accepted to be shrunk in the browser
 * until it fits (shrink-image.ts), as a JPEG; if it cannot be, the size message is shown then.
 */

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/**
 * The file chooser's filter. The image types are named by MIME type too: phones then offer their camera and photo
 * library beside the files.
 */
export const ACCEPT_ATTRIBUTE = '.jpeg,.jpg,.png,.zip,.pdf,image/jpeg,image/png';
/** The camera button's filter: a photo taken for the upload. */
export const PHOTO_ACCEPT_ATTRIBUTE = 'image/jpeg,image/png';

export type AllowedMimeType = 'image/jpeg' | 'image/png' | 'application/zip' | 'application/pdf';

export interface FileLike {
  name: string;
  size: number;
  /** The browser's MIME type; may be empty or generic for ZIP files. */
  type: string;
}

export interface Attachment {
  name: string;
  size: number;
  type: AllowedMimeType;
  lastModified: number;
  /** Base64 of the file's bytes, without a `data:` prefix. */
  content: string;
}

export const uploadMessages = {
  duplicate: (name: string) => `File "${name}" is already uploaded.`,
  tooMany: () => `You can only upload up to ${MAX_FILES} files.`,
  tooLarge: (name: string) => `File "${name}" exceeds the maximum size of 2MB.`,
  unsupported: (name: string) => `File "${name}" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.`,
};

const BY_EXTENSION: Record<string, AllowedMimeType> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
  pdf: 'application/pdf',
};

/** Spellings browsers and operating systems use for the allowed types. */
const BY_MIME: Record<string, AllowedMimeType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'application/zip': 'application/zip',
  'application/x-zip': 'application/zip',
  'application/x-zip-compressed': 'application/zip',
  'multipart/x-zip': 'application/zip',
  'application/pdf': 'application/pdf',
  'application/x-pdf': 'application/pdf',
};

/** MIME types that say nothing about the content, so the extension decides. */
const UNINFORMATIVE_MIME = new Set(['', 'application/octet-stream']);

/**
 * The normalised MIME type of an allowed file, or null. Both the extension and the browser's MIME type must be
 * allowed; the MIME type wins when it is specific, since that is what the server compares with the magic bytes.
 */
export function normalisedType(file: FileLike): AllowedMimeType | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const fromExtension = BY_EXTENSION[extension];
  if (!fromExtension) return null;
  const mime = file.type.trim().toLowerCase();
  if (UNINFORMATIVE_MIME.has(mime)) return fromExtension;
  return BY_MIME[mime] ?? null;
}

export interface CheckedFiles<F extends FileLike> {
  /** `shrink`: an image over the size limit, to be shrunk before it is added. */
  accepted: { file: F; type: AllowedMimeType; shrink: boolean }[];
  /** One message per refused file, duplicates of the same message folded. */
  messages: string[];
}

export function checkNewFiles<F extends FileLike>(
  existing: readonly { name: string }[],
  candidates: readonly F[],
): CheckedFiles<F> {
  const names = new Set(existing.map((file) => file.name));
  const accepted: CheckedFiles<F>['accepted'] = [];
  const messages: string[] = [];
  const refuse = (message: string) => {
    if (!messages.includes(message)) messages.push(message);
  };
  for (const file of candidates) {
    if (names.has(file.name)) {
      refuse(uploadMessages.duplicate(file.name));
      continue;
    }
    if (names.size + 1 > MAX_FILES) {
      refuse(uploadMessages.tooMany());
      continue;
    }
    const type = normalisedType(file);
    const shrink = file.size > MAX_FILE_BYTES && (type === 'image/jpeg' || type === 'image/png');
    if (file.size > MAX_FILE_BYTES && !shrink) {
      refuse(uploadMessages.tooLarge(file.name));
      continue;
    }
    if (!type) {
      refuse(uploadMessages.unsupported(file.name));
      continue;
    }
    names.add(file.name);
    accepted.push({ file, type, shrink });
  }
  return { accepted, messages };
}

/** Base64 of raw bytes, in chunks so large files do not overflow the argument list of fromCharCode. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

/** The name of a shrunk image, which is always a JPEG: `scan.png` becomes `scan.jpg`; a JPEG keeps its name. */
export function shrunkImageName(name: string): string {
  return /\.jpe?g$/i.test(name) ? name : `${name.replace(/\.[^.]*$/, '')}.jpg`;
}

/** Reads the attachments held in the form data, dropping anything that is not one. */
export function parseAttachments(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Attachment => {
    if (item === null || typeof item !== 'object') return false;
    const record = item as Record<string, unknown>;
    return (
      typeof record.name === 'string' &&
      typeof record.size === 'number' &&
      typeof record.type === 'string' &&
      typeof record.lastModified === 'number' &&
      typeof record.content === 'string'
    );
  });
}
