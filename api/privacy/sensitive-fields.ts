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
import { escapePointerToken, getAtPointer } from '../../schemas/json-pointer';
import type { JsonSchema } from '../../schemas/bundle';
import { subschemasLeadingTo } from '../../schemas/leading-subschemas';
import { TEXT_CIPHERTEXT, type DataCipher } from './data-cipher';
import { isRecord } from '../../schemas/json-value';

export const ENCRYPT_KEYWORD = 'x-encrypt';


export type SensitiveFieldFinder = (data: unknown) => Set<string>;

/** The subschemas a value at a schema's location is also checked against (the walk follows them with the same value). */
const IN_PLACE_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * Prepared once per wizard; returns the pointers of the marked string values present in `data`.
 *
 * The walk only enters the parts of the schema that can lead to a mark (decided once per subschema): a submission's
 * vehicles, addresses and coverage choices hold no marked field, and walking them cost more than the rest of the
 * search.
 */
export function createSensitiveFieldFinder(rootSchema: JsonSchema): SensitiveFieldFinder {
  // Each $ref resolved once: the walk meets the same few refs at every list item of every submission.
  const resolved = new Map<string, unknown>();
  const resolve = (ref: string): unknown => {
    if (!resolved.has(ref)) resolved.set(ref, ref.startsWith('#') ? getAtPointer(rootSchema, decodeURIComponent(ref.slice(1))) : undefined);
    return resolved.get(ref);
  };

  // The subschemas from which a mark can be reached, through everything the walk below follows (a $ref and the
  // keywords beside it: the mark itself sits beside the $ref of a licence number).
  const leading = subschemasLeadingTo(
    rootSchema,
    (schema) => {
      const { items, additionalItems, properties } = schema;
      return [
        typeof schema.$ref === 'string' ? resolve(schema.$ref) : undefined,
        ...IN_PLACE_KEYWORDS.flatMap((keyword) => (Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [])),
        schema.then,
        schema.else,
        ...(Array.isArray(items) ? items : [items]),
        additionalItems,
        ...(isRecord(properties) ? Object.values(properties) : []),
        schema.additionalProperties,
      ];
    },
    (schema) => schema[ENCRYPT_KEYWORD] === true,
  );
  const mayMark = (schema: unknown): schema is Record<string, unknown> => isRecord(schema) && leading.has(schema);

  return (data) => {
    const found = new Set<string>();
    const seen = new WeakMap<object, Set<string>>();

    function visit(schema: unknown, value: unknown, pointer: string): void {
      if (!mayMark(schema)) return;
      const visited = seen.get(schema) ?? new Set<string>();
      if (visited.has(pointer)) return;
      visited.add(pointer);
      seen.set(schema, visited);

      if (schema[ENCRYPT_KEYWORD] === true && typeof value === 'string') found.add(pointer);
      if (typeof schema.$ref === 'string') visit(resolve(schema.$ref), value, pointer);
      for (const keyword of IN_PLACE_KEYWORDS) {
        const branches = schema[keyword];
        if (Array.isArray(branches)) for (const branch of branches) visit(branch, value, pointer);
      }
      visit(schema.then, value, pointer);
      visit(schema.else, value, pointer);

      if (Array.isArray(value)) {
        const { items, additionalItems } = schema;
        value.forEach((item, index) => {
          const itemSchema = Array.isArray(items) ? (index < items.length ? items[index] : additionalItems) : items;
          visit(itemSchema, item, `${pointer}/${index}`);
        });
      } else if (isRecord(value)) {
        const properties = isRecord(schema.properties) ? schema.properties : {};
        if (mayMark(schema.additionalProperties)) {
          for (const [key, child] of Object.entries(value)) {
            const childPointer = `${pointer}/${escapePointerToken(key)}`;
            if (Object.hasOwn(properties, key)) visit(properties[key], child, childPointer);
            else visit(schema.additionalProperties, child, childPointer);
          }
        } else {
          // Only the declared properties can lead to a mark: the others of the value are not even looked at.
          for (const key in properties) {
            if (Object.hasOwn(value, key) && mayMark(properties[key])) {
              visit(properties[key], value[key], `${pointer}/${escapePointerToken(key)}`);
            }
          }
        }
      }
    }

    visit(rootSchema, data, '');
    return found;
  };
}

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
