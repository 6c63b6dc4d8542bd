/**
 * A stored payload as one flat record: nested objects and lists become dotted paths (`vehicles.0.vehicleVIN`,
 * `additionalData.currentAddress.city`), so every wizard's submission fits one row of a spreadsheet. Fields come
 * in the order of the wizard's schema, which is the order of its form; jsonb keeps keys in an order of its own.
 */
import { schemaAtPointer, type SchemaNode } from '../../engine/schema-at-pointer';
import { escapePointerToken } from '../../json/json-pointer';

export type FlatValue = string | number | boolean;

/**
 * `skip`: JSON Pointers left out with everything below them (the attachment objects, which the export lists by
 * file name in a column of their own).
 */
export function flattenPayload(
  payload: unknown,
  skip: ReadonlySet<string> = new Set(),
  schema?: SchemaNode,
): Record<string, FlatValue> {
  const flat: Record<string, FlatValue> = {};
  const visit = (value: unknown, path: string[], pointer: string) => {
    if (skip.has(pointer)) return;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      flat[path.join('.')] = value;
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, String(index)], `${pointer}/${index}`));
      return;
    }
    if (typeof value === 'object' && value !== null) {
      const properties = schema ? schemaAtPointer(schema, pointer)?.properties : undefined;
      const order = typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
      const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
      const entries = Object.entries(value).sort(([a], [b]) => rank(a) - rank(b));
      for (const [key, item] of entries) visit(item, [...path, key], `${pointer}/${escapePointerToken(key)}`);
    }
  };
  visit(payload, [], '');
  return flat;
}
