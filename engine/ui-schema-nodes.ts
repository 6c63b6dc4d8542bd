/** Small readers for the loosely typed uiSchema tree of ui.json. */
import { pointerTokens } from '../json/json-pointer';
import { isRecord } from '../json/json-value';

export type UiNode = Record<string, unknown>;


/** The uiSchema node of a payload pointer (array items live under `items`, as in rjsf). */
export function uiAtPointer(uiSchema: UiNode, pointer: string): UiNode {
  let node: UiNode = uiSchema;
  for (const token of pointerTokens(pointer)) {
    const next = /^\d+$/.test(token) ? node.items : node[token];
    node = isRecord(next) ? next : {};
  }
  return node;
}

export function uiOptions(node: UiNode): UiNode {
  const options = node['ui:options'];
  return isRecord(options) ? options : {};
}

/** rjsf accepts both `ui:label: false` and `ui:options.label: false`. */
export function hidesLabel(node: UiNode): boolean {
  return node['ui:label'] === false || uiOptions(node).label === false;
}
