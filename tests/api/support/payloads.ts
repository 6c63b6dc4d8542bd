/** Payloads built from the wizards' own fixtures, and files with real signatures for the upload rules. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMS_DIR } from '../../../api/wizards/registry';

export type Payload = Record<string, unknown>;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const WIZARD_IDS = readdirSync(FORMS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export function readFixture(wizardId: string): Payload {
  const value: unknown = JSON.parse(readFileSync(join(FORMS_DIR, wizardId, 'fixtures', 'valid.json'), 'utf8'));
  if (!isObject(value)) throw new Error(`forms/${wizardId}/fixtures/valid.json is not an object`);
  return value;
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
