/**
 * Which values of a payload are encrypted at rest, and the payload transforms around them.
 *
 * A wizard marks a property with the annotation `"x-encrypt": true` in its schema.json (driver licence numbers,
 * dates of birth); a new wizard folder needs nothing else. The marked locations are found by walking the bundled
 * schema alongside the (already validated) data, as for attachments, so list items get concrete pointers
 * (`/drivers/2/licenseNumber`).
 *
 * Readers do not need the schema: every stored string shaped like a ciphertext is one, because any other string of
 * that shape is encrypted too when stored (it decrypts back to itself), so a visitor cannot plant a fake one.
 */
import { escapePointerToken } from '../../json/json-pointer';
import { isRecord } from '../../json/json-value';
import { ENCRYPT_KEYWORD } from '../../engine/sensitive-fields';
import { TEXT_CIPHERTEXT, type DataCipher } from './data-cipher';

export { createSensitiveFieldFinder, ENCRYPT_KEYWORD, type SensitiveFieldFinder } from '../../engine/sensitive-fields';

/** Whether the schema marks anything at all (a wizard without sensitive fields skips the walk). */
export function schemaMarksFields(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(schemaMarksFields);
  if (!isRecord(schema)) return false;
  return schema[ENCRYPT_KEYWORD] === true || Object.values(schema).some(schemaMarksFields);
}

/** Maps every string of a JSON value, passing its JSON Pointer; returns a new value. */
function mapStrings(value: unknown, pointer: string, map: (text: string, pointer: string) => string): unknown {
  if (typeof value === 'string') return map(value, pointer);
  if (Array.isArray(value)) return value.map((item, index) => mapStrings(item, `${pointer}/${index}`, map));
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = mapStrings(child, `${pointer}/${escapePointerToken(key)}`, map);
    return out;
  }
  return value;
}

/** The payload as stored: the values at `pointers` encrypted, and any string that already looks like a ciphertext. */
export function encryptPayload(
  payload: Record<string, unknown>,
  pointers: ReadonlySet<string>,
  cipher: DataCipher,
): Record<string, unknown> {
  return mapStrings(payload, '', (text, pointer) =>
    pointers.has(pointer) || TEXT_CIPHERTEXT.test(text) ? cipher.encryptText(text) : text,
  ) as Record<string, unknown>;
}

/** The value with the strings at `pointers` replaced by `text`: a sensitive field shown as hidden. */
export function replaceValues<T>(value: T, pointers: ReadonlySet<string>, text: string): T {
  if (pointers.size === 0) return value;
  return mapStrings(value, '', (original, pointer) => (pointers.has(pointer) ? text : original)) as T;
}

/** The pointers of a stored value's ciphertexts: where its sensitive fields are. */
export function ciphertextPointers(value: unknown): Set<string> {
  const found = new Set<string>();
  mapStrings(value, '', (text, pointer) => {
    if (TEXT_CIPHERTEXT.test(text)) found.add(pointer);
    return text;
  });
  return found;
}

/** Any stored JSON value with its ciphertexts decrypted. Throws DecryptionError for a value that fails to decrypt. */
export function decryptValue<T>(value: T, cipher: DataCipher): T {
  return mapStrings(value, '', (text) => (TEXT_CIPHERTEXT.test(text) ? cipher.decryptText(text) : text)) as T;
}

/**
 * For the key rotation: every ciphertext not made with the current key is re-encrypted with it, and the values at
 * `pointers` still stored in clear (rows written before encryption existed) are encrypted. `changed` says whether
 * the row needs rewriting.
 */
export function reencryptValue<T>(
  value: T,
  cipher: DataCipher,
  pointers: ReadonlySet<string> = new Set(),
): { value: T; changed: boolean } {
  let changed = false;
  const out = mapStrings(value, '', (text, pointer) => {
    const keyId = cipher.textKeyId(text);
    if (keyId === cipher.currentKeyId) return text;
    if (keyId !== undefined) {
      changed = true;
      return cipher.encryptText(cipher.decryptText(text));
    }
    if (pointers.has(pointer)) {
      changed = true;
      return cipher.encryptText(text);
    }
    return text;
  }) as T;
  return { value: out, changed };
}
