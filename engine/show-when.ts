/**
 * Conditional fields: `"ui:options": { "showWhen": { "field": "1/interestType", "in": ["mortgagee", "lienholder"] } }`.
 * The field is drawn, kept in the data and listed in the review only while the value of `field` (a relative JSON
 * Pointer from the conditional field, so the same entry works in every item of a list) is one of `in`. Values are
 * compared strictly: a toggle that should count as "false" before it is touched needs `"default": false`.
 *
 * Validation: a hidden field's value is removed from the data (derive-data.ts), so a stale value is never sent. The
 * schema must therefore never require a field that can be hidden; it requires it with an if/then rule on the same
 * condition (e.g. `if interestType in [mortgagee, lienholder] then required [loanNumber]`), which the browser and
 * the API then apply alike.
 */
import { escapePointerToken, getAtPointer, pointerTokens } from '../json/json-pointer';
import { resolvePointer } from './relative-pointer';
import { uiAtPointer, uiOptions, type UiNode } from './ui-schema-nodes';
import { isRecord } from '../json/json-value';

export type ConditionValue = string | number | boolean;

export interface ShowWhen {
  field: string;
  in: readonly ConditionValue[];
}

/** A value a condition may compare with: a JSON scalar other than null. */
export function isConditionValue(value: unknown): value is ConditionValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The showWhen option of a uiSchema node; a malformed one counts as absent (the field is always shown). */
export function showWhenOption(node: UiNode): ShowWhen | null {
  const option = uiOptions(node).showWhen;
  if (!isRecord(option)) return null;
  const { field, in: values } = option;
  if (typeof field !== 'string' || field === '' || !Array.isArray(values) || !values.every(isConditionValue)) return null;
  return { field, in: values };
}

/** Whether the field at `pointer`, with uiSchema `node`, is shown for `data`. */
export function isShown(node: UiNode, pointer: string, data: unknown): boolean {
  const condition = showWhenOption(node);
  if (!condition) return true;
  const target = resolvePointer(pointer, condition.field);
  if (target === null) return true;
  const value = getAtPointer(data, target);
  return isConditionValue(value) && condition.in.includes(value);
}

/** Whether the field at `pointer` and every field that holds it (a list, an object) are shown for `data`. */
export function isFieldShown(uiSchema: UiNode, pointer: string, data: unknown): boolean {
  let at = '';
  for (const token of pointerTokens(pointer)) {
    at = `${at}/${escapePointerToken(token)}`;
    if (!isShown(uiAtPointer(uiSchema, at), at, data)) return false;
  }
  return true;
}
