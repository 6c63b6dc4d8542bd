/** The type guard every walk over JSON data or a JSON Schema uses to tell an object from an array or a scalar. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
