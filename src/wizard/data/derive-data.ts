/**
 * Applies the data rules of ui.json to the form data before it reaches the step machine, so that what is validated,
 * reviewed and sent is always consistent: fields hidden by `showWhen` are removed (no stale value is ever sent) and
 * computed fields hold their current totals. Runs on every change and on the initial data.
 */
import { escapePointerToken, getAtPointer } from '../../../json/json-pointer';
import type { FormData } from '../../../engine/wizard-machine';
import { computationOption, computeValue } from './computed-values';
import { applyPatch } from './data-patch';
import { isShown, showWhenOption } from '../../../engine/show-when';
import { type UiNode } from '../../../engine/ui-schema-nodes';
import { isRecord } from '../../../json/json-value';

interface RuleSite {
  pointer: string;
  node: UiNode;
}

/** Every uiSchema node carrying a rule, at the concrete pointers of the data (list items expanded). */
function ruleSites(node: UiNode, pointer: string, data: unknown, out: RuleSite[]): RuleSite[] {
  if (pointer !== '' && (showWhenOption(node) || computationOption(node))) out.push({ pointer, node });
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('ui:') || !isRecord(child)) continue;
    if (key === 'items') {
      const list = getAtPointer(data, pointer);
      if (Array.isArray(list)) list.forEach((_item, index) => ruleSites(child, `${pointer}/${index}`, data, out));
    } else {
      ruleSites(child, `${pointer}/${escapePointerToken(key)}`, data, out);
    }
  }
  return out;
}

/** Enough for a total that depends on a shown field that depends on a total; real wizards settle in one pass. */
const MAX_PASSES = 4;

export function deriveData(uiSchema: UiNode, data: FormData): FormData {
  let current = data;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const patch: Record<string, unknown> = {};
    for (const { pointer, node } of ruleSites(uiSchema, '', current, [])) {
      const value = getAtPointer(current, pointer);
      if (!isShown(node, pointer, current)) {
        if (value !== undefined) patch[pointer] = undefined;
        continue;
      }
      const computation = computationOption(node);
      const computed = computation ? computeValue(computation, pointer, current) : null;
      if (computed !== null && computed !== value) patch[pointer] = computed;
    }
    if (Object.keys(patch).length === 0) return current;
    current = applyPatch(current, patch);
  }
  return current;
}
