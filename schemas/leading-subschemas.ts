/**
 * Which parts of a schema a walk alongside the data needs to enter. The API's payload searches (attachments,
 * sensitive fields) look for a few marked places in a wizard's schema; deciding once, per subschema, whether any
 * target can be reached from it lets each search skip everything else without looking at the data.
 */
import type { JsonSchema } from './bundle';
import { isRecord } from '../json/json-value';


/**
 * The subschemas of `root` from which a target can be reached: the targets themselves and every subschema with one
 * among the subschemas it leads to, directly or not. `children` names what a walk steps into from a subschema (the
 * search's own rules, e.g. whether keywords beside a `$ref` count); cycles through recursive references are fine.
 */
export function subschemasLeadingTo(
  root: JsonSchema,
  children: (schema: JsonSchema) => unknown[],
  isTarget: (schema: JsonSchema) => boolean,
): WeakSet<JsonSchema> {
  const next = new Map<JsonSchema, JsonSchema[]>();
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const schema = pending.pop();
    if (!isRecord(schema) || next.has(schema)) continue;
    const found = children(schema).filter(isRecord);
    next.set(schema, found);
    pending.push(...found);
  }
  const leading = new WeakSet<JsonSchema>();
  for (const schema of next.keys()) if (isTarget(schema)) leading.add(schema);
  // Until nothing changes: a schema leads to a target when one of its subschemas does (cycles included).
  for (let changed = true; changed; ) {
    changed = false;
    for (const [schema, found] of next) {
      if (!leading.has(schema) && found.some((child) => leading.has(child))) {
        leading.add(schema);
        changed = true;
      }
    }
  }
  return leading;
}
