/**
 * Bounds on the shape of a parsed JSON body, checked before schema validation. Every payload the API accepts is a
 * shallow object with short lists (the longest list any schema allows has 20 items), but a body within the size limit
 * can hold millions of list items or thousands of levels of nesting. Ajv reports every error (allErrors) and
 * ajv-errors groups them by scanning the errors found so far, so its work grows with the square of a list's length
 * (100,000 items in an attachment list kept a core busy for minutes); and a message template that quotes a value
 * (`File ${1/name} ...`) serialises it recursively, which overflowed the stack on deep nesting. A body outside these
 * bounds cannot be a valid payload, so it is refused as a whole, before any of that work.
 */

/** Containers inside containers; the deepest schema needs 4. */
export const MAX_JSON_DEPTH = 20;
/** Items of one array; five times the longest list a schema allows. */
export const MAX_JSON_ARRAY_ITEMS = 100;
/** Values in the whole document (objects, arrays and their members); a valid payload has a few hundred. */
export const MAX_JSON_VALUES = 5_000;

export const JSON_SHAPE_MESSAGES = {
  depth: 'The request is nested too deeply to be a valid form.',
  items: 'The request holds a list too long to be a valid form.',
  values: 'The request holds too many values to be a valid form.',
} as const;

export type JsonShapeCheck = { ok: true } | { ok: false; reason: keyof typeof JSON_SHAPE_MESSAGES };

/** Walks the parsed value without recursion, stopping at the first bound it passes. */
export function checkJsonShape(value: unknown): JsonShapeCheck {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    values += 1;
    if (values > MAX_JSON_VALUES) return { ok: false, reason: 'values' };
    const { value: current, depth } = next;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > MAX_JSON_DEPTH) return { ok: false, reason: 'depth' };
    const children = Array.isArray(current) ? current : Object.values(current);
    if (Array.isArray(current) && current.length > MAX_JSON_ARRAY_ITEMS) return { ok: false, reason: 'items' };
    if (values + children.length > MAX_JSON_VALUES) return { ok: false, reason: 'values' };
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return { ok: true };
}
