/**
 * The published form of a schema: what `GET /api/forms/:id/schema` serves and what the OpenAPI document embeds. It
 * compiles as it is in a stock Ajv 8 in strict mode with ajv-formats (`addFormats(ajv)`) and nothing else, and gives
 * the same verdict as the project's own configuration (schemas/ajv.ts) on the day it was made:
 *
 * - the project's date keywords become the plain bounds they stand for today: `maximumCurrentYear` a `maximum`,
 *   `notAfterToday` a `formatMaximum` and `notBeforeToday` a `formatMinimum` (ajv-formats' keywords), written as
 *   the current year and dates, so the published schema changes with the date;
 * - a bound read from another field (`{ "$data": "1/tripStartDate" }`) needs Ajv's `$data` option, so it is left
 *   out: the server still checks it (the OpenAPI document lists such checks);
 * - `errorMessage` (ajv-errors) and the `x-encrypt` annotation are left out: a strict Ajv refuses any keyword it
 *   does not know. The server's 400 answers carry the messages (docs/decisions/0170).
 *
 * The server keeps validating with the schema as written, messages and all; this is derived from it, never edited.
 */
import type { JsonSchema } from './bundle';
import { isRecord } from '../json/json-value';

/** The last time zone to reach a new day is UTC-12: "today" for `notBeforeToday` is the date there. */
export const LATEST_TIME_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

/** The values the project's date keywords compare with at `now`, as schemas/ajv.ts computes them. */
export interface DateBounds {
  /** `maximumCurrentYear`: the server's current year. */
  currentYear: number;
  /** `notAfterToday`: today's date in UTC, YYYY-MM-DD. */
  latestPastDate: string;
  /** `notBeforeToday`: today's date at UTC-12, YYYY-MM-DD. */
  earliestFutureDate: string;
}

export function dateBounds(now: Date = new Date()): DateBounds {
  return {
    currentYear: now.getFullYear(),
    latestPastDate: now.toISOString().slice(0, 10),
    earliestFutureDate: new Date(now.getTime() - LATEST_TIME_ZONE_OFFSET_MS).toISOString().slice(0, 10),
  };
}

/** Keywords only the project's Ajv configuration knows, and annotations a strict Ajv would refuse. */
const LEFT_OUT = new Set(['errorMessage', 'x-encrypt', 'maximumCurrentYear', 'notAfterToday', 'notBeforeToday']);

/** A bound read from another field of the payload: `{ "$data": "<relative JSON Pointer>" }`. */
const isDataReference = (value: unknown): boolean => isRecord(value) && '$data' in value;

const earlier = (a: string, b: unknown) => (typeof b === 'string' && b < a ? b : a);
const later = (a: string, b: unknown) => (typeof b === 'string' && b > a ? b : a);

function portableNode(node: JsonSchema, bounds: DateBounds): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (LEFT_OUT.has(key)) continue;
    if ((key === 'formatMinimum' || key === 'formatMaximum') && isDataReference(value)) continue;
    out[key] = portableValue(key, value, bounds);
  }
  if (node.maximumCurrentYear === true) {
    out.maximum = typeof out.maximum === 'number' ? Math.min(out.maximum, bounds.currentYear) : bounds.currentYear;
  }
  if (node.notAfterToday === true) out.formatMaximum = earlier(bounds.latestPastDate, out.formatMaximum);
  if (node.notBeforeToday === true) out.formatMinimum = later(bounds.earliestFutureDate, out.formatMinimum);
  return out;
}

/** Keywords whose value is a map of names to schemas, not a schema: their keys are names, never keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

function portableValue(key: string, value: unknown, bounds: DateBounds): unknown {
  // `const`, `enum`, `default` and `examples` hold data, copied as they are, whatever keys it has.
  if (DATA_KEYWORDS.has(key)) return value;
  if (Array.isArray(value)) return value.map((item) => (isRecord(item) ? portableNode(item, bounds) : item));
  if (!isRecord(value)) return value;
  if (SCHEMA_MAPS.has(key)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [name, isRecord(child) ? portableNode(child, bounds) : child]),
    );
  }
  return portableNode(value, bounds);
}

/** The published form of a bundled schema (schemas/bundle.ts) at `now`. */
export function portableSchema(schema: JsonSchema, now: Date = new Date()): JsonSchema {
  return portableNode(schema, dateBounds(now));
}
