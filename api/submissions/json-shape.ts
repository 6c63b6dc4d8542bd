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

/**
 * Walks the parsed value depth first, stopping at the first bound it passes. Recursion is safe: it never goes deeper
 * than MAX_JSON_DEPTH levels, and unlike a queue of pending values it allocates nothing on a body within bounds (this
 * runs on every request that carries JSON).
 */
export function checkJsonShape(value: unknown): JsonShapeCheck {
  const counter = { values: 0 };
  const reason = shapeFault(value, 0, counter);
  return reason === undefined ? { ok: true } : { ok: false, reason };
}

type ShapeFault = keyof typeof JSON_SHAPE_MESSAGES;

function shapeFault(current: unknown, depth: number, counter: { values: number }): ShapeFault | undefined {
  counter.values += 1;
  if (counter.values > MAX_JSON_VALUES) return 'values';
  if (typeof current !== 'object' || current === null) return undefined;
  if (depth + 1 > MAX_JSON_DEPTH) return 'depth';
  if (Array.isArray(current)) {
    if (current.length > MAX_JSON_ARRAY_ITEMS) return 'items';
    if (counter.values + current.length > MAX_JSON_VALUES) return 'values';
    for (const child of current) {
      const fault = shapeFault(child, depth + 1, counter);
      if (fault !== undefined) return fault;
    }
    return undefined;
  }
  for (const key in current) {
    if (!Object.hasOwn(current, key)) continue;
    const fault = shapeFault((current as Record<string, unknown>)[key], depth + 1, counter);
    if (fault !== undefined) return fault;
  }
  return undefined;
}
