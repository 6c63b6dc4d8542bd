/**
 * Computed fields (`"ui:widget": "computed"`): totals derived from a list, kept in the data by the renderer so the
 * payload always carries correct values.
 *
 *   "ui:options": { "sumOf": { "list": "1/employeeClassifications", "property": "numberOfEmployees" } }
 *   "ui:options": { "countOf": "1/vehicles" }
 *
 * `list` is a relative JSON Pointer from the computed field. A missing list counts as empty and an item without a
 * numeric value at `property` counts 0, so a total is always a number. JSON Schema cannot express a sum, so the
 * browser computes it before validation; the API checks its bounds without recomputing it, and the agency sees the
 * totals the visitor saw.
 */
import { getAtPointer } from '../../../json/json-pointer';
import { resolvePointer } from '../../../engine/relative-pointer';
import { uiOptions, type UiNode } from '../../../engine/ui-schema-nodes';
import { isRecord } from '../../../json/json-value';

export const COMPUTED_WIDGET = 'computed';

export type Computation =
  | { kind: 'sum'; list: string; property: string }
  | { kind: 'count'; list: string };

export function computationOption(node: UiNode): Computation | null {
  if (node['ui:widget'] !== COMPUTED_WIDGET) return null;
  const options = uiOptions(node);
  const { sumOf, countOf } = options;
  if (isRecord(sumOf) && typeof sumOf.list === 'string' && typeof sumOf.property === 'string' && sumOf.property !== '') {
    return { kind: 'sum', list: sumOf.list, property: sumOf.property };
  }
  if (typeof countOf === 'string') return { kind: 'count', list: countOf };
  return null;
}

/** Drops binary floating-point noise (0.1 + 0.2) so a total of cents reads as typed. */
function tidy(sum: number): number {
  return Number.parseFloat(sum.toPrecision(12));
}

/** The value of `computation` for the computed field at `pointer`; null when its list pointer cannot be resolved. */
export function computeValue(computation: Computation, pointer: string, data: unknown): number | null {
  const listPointer = resolvePointer(pointer, computation.list);
  if (listPointer === null) return null;
  const list = getAtPointer(data, listPointer);
  const items = Array.isArray(list) ? list : [];
  if (computation.kind === 'count') return items.length;
  const sum = items.reduce<number>((total, item) => {
    const value = isRecord(item) ? item[computation.property] : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? total + value : total;
  }, 0);
  return tidy(sum);
}
