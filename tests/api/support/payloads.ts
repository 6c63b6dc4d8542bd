/** Payloads built from the wizards' own fixtures, and files with real signatures for the upload rules. */
import { wizardFolders } from '../../contract/wizard-folders';

export type Payload = Record<string, unknown>;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const folders = wizardFolders();

export const WIZARD_IDS = folders.map((folder) => folder.id);

/** A fresh copy of a wizard's valid fixture, free to be changed by the test. */
export function readFixture(wizardId: string): Payload {
  const folder = folders.find((candidate) => candidate.id === wizardId);
  if (!folder) throw new Error(`no wizard folder forms/${wizardId}`);
  return structuredClone(folder.validFixture);
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

export function attachment(name: string, type: string, bytes: Buffer, size = bytes.length) {
  return { name, type, size, lastModified: 1763800000000, content: bytes.toString('base64') };
}

/** The address change fixture with its attachment list replaced. */
export function addressChangeWith(attachments: unknown[]): Payload {
  const payload = readFixture('address-change');
  const additionalData = payload.additionalData;
  if (!isObject(additionalData)) throw new Error('fixture without additionalData');
  return { ...payload, additionalData: { ...additionalData, attachments } };
}
