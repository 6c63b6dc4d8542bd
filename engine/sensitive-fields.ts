/**
 * Where a payload holds the values a wizard marks as sensitive: a property with the annotation `"x-encrypt": true`
 * in its schema.json (driver licence numbers, dates of birth). The API encrypts them at rest
 * (api/privacy/sensitive-fields.ts); the browser keeps them out of the progress it saves on the device
 * (src/wizard/progress/device-progress.ts). The marked locations are found by walking the bundled schema alongside the data,
 * so list items get concrete pointers (`/drivers/2/licenseNumber`).
 */
import type { JsonSchema } from '../schemas/bundle';
import { escapePointerToken, getAtPointer } from '../json/json-pointer';
import { isRecord } from '../json/json-value';
import { subschemasLeadingTo } from '../schemas/leading-subschemas';

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
