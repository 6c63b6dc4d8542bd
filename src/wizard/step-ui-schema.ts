/**
 * Every step's form holds the whole form data, so rjsf keeps one form state across steps, but draws only the step:
 * - its schema keeps just the top-level properties the step edits (`buildStepSchema`): rjsf reworks the whole schema
 *   against the whole data on every key press, and a step of a long form should not pay for the others;
 * - its uiSchema swaps what the step does not edit for a field that renders nothing: objects that merely contain a
 *   step's fields are walked into, fields the step edits keep their ui.json uiSchema untouched.
 */
import { isWithin, pointerTokens } from '../../engine/json-pointer';
import { schemaAtPointer, type SchemaNode } from '../../engine/schema-at-pointer';
import { escapePointerToken } from '../../schemas/field-errors';
import { isRecord, type UiNode } from '../../engine/ui-schema-nodes';

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

/**
 * The root schema with only the top-level properties that hold the step's fields, and only their `required`
 * entries. The root's other keywords (its conditions) stay. The data of the other properties passes through rjsf
 * untouched: it keeps data the schema does not draw.
 */
export function buildStepSchema<S extends SchemaNode>(root: S, fields: readonly string[]): S {
  const names = new Set(fields.map((field) => pointerTokens(field)[0]).filter((name) => name !== undefined));
  const properties = isRecord(root.properties) ? root.properties : {};
  return {
    ...root,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => names.has(name))),
    ...(Array.isArray(root.required) ? { required: root.required.filter((name) => names.has(String(name))) } : {}),
  };
}

/** Whether `view` is `root` with some of its top-level properties and their `required` entries left out. */
export function isStepSchemaOf(view: SchemaNode, root: SchemaNode, same: (a: unknown, b: unknown) => boolean): boolean {
  const { properties: viewProperties, required: viewRequired, ...viewRest } = view;
  const { properties: rootProperties, required: rootRequired, ...rootRest } = root;
  if (!same(viewRest, rootRest) || !isRecord(viewProperties) || !isRecord(rootProperties)) return false;
  const kept = Object.keys(viewProperties);
  if (!kept.every((name) => name in rootProperties && same(viewProperties[name], rootProperties[name]))) return false;
  const required = Array.isArray(rootRequired) ? rootRequired.filter((name) => kept.includes(String(name))) : undefined;
  return same(viewRequired, required);
}
