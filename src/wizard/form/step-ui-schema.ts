/**
 * Every step's form holds the whole schema and form data, so rjsf keeps one form state across steps, but draws only
 * the step: its uiSchema swaps what the step does not edit for a field that renders nothing. Objects that merely
 * contain a step's fields are walked into; fields the step edits keep their ui.json uiSchema untouched.
 */
import { escapePointerToken, isWithin } from '../../../json/json-pointer';
import { schemaAtPointer, type SchemaNode } from '../../../engine/schema-at-pointer';
import { type UiNode } from '../../../engine/ui-schema-nodes';
import { isRecord } from '../../../json/json-value';

/** Name under which the renderer registers its nothing-rendering rjsf field. */
export const HIDDEN_FIELD = 'wizard-hidden';

export function isHiddenUi(node: unknown): boolean {
  return isRecord(node) && node['ui:field'] === HIDDEN_FIELD;
}

function walk(root: SchemaNode, pointer: string, ui: UiNode, fields: readonly string[]): UiNode {
  const out: UiNode = Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith('ui:')));
  const properties = schemaAtPointer(root, pointer)?.properties;
  if (!isRecord(properties)) return out;
  for (const name of Object.keys(properties)) {
    const child = `${pointer}/${escapePointerToken(name)}`;
    const childUi = isRecord(ui[name]) ? ui[name] : {};
    if (fields.some((field) => isWithin(child, field))) {
      out[name] = childUi;
    } else if (fields.some((field) => isWithin(field, child))) {
      out[name] = walk(root, child, childUi, fields);
    } else {
      out[name] = { 'ui:field': HIDDEN_FIELD };
    }
  }
  return out;
}

export function buildStepUiSchema(root: SchemaNode, uiSchema: UiNode, fields: readonly string[]): UiNode {
  return {
    ...walk(root, '', uiSchema, fields),
    // The wizard draws its own Back/Next/Submit buttons.
    'ui:submitButtonOptions': { norender: true },
  };
}
