/**
 * Conditional fields are stated once, in the schema, where the API enforces them; the form's `showWhen` options are
 * derived from it. The pattern, in the object that holds both fields (at its root or in one of its `allOf` entries):
 *
 *   "if":   { "required": ["kind"], "properties": { "kind": { "enum": ["boat", "rv"] } } },
 *   "then": { "required": ["year"], "properties": { "year": {} } },                       (optional)
 *   "else": { "properties": { "year": { "$ref": ".../definitions/notAllowed" } } }
 *
 * reads: `year` exists only while `kind` is boat or rv (required then, refused otherwise). Every property that the
 * `else` branch forbids (`false`, or `notAllowed`: `{ "not": {} }`) is shown while the `if` holds, and is hidden,
 * removed from the data and refused by the API when it does not. The `if` tests one sibling field with `const` or
 * `enum` and lists it under `required`, so an unanswered field hides what depends on it.
 */
import { escapePointerToken } from '../json/json-pointer';
import { resolvedNode, type SchemaNode } from './schema-at-pointer';
import { isConditionValue, type ConditionValue, type ShowWhen } from './show-when';
import { type UiNode } from './ui-schema-nodes';
import { isRecord } from '../json/json-value';

export interface SchemaCondition {
  /** Where the field sits in a uiSchema: property names, `items` for the items of a list. */
  uiPath: string[];
  /** JSON Pointer into the bundled schema of the `else` entry that forbids the field (for messages). */
  schemaPointer: string;
  /** The field whose value decides, as a pointer into the data's item schema, for checking its values. */
  testedField: { schemaPointer: string; node: SchemaNode };
  showWhen: ShowWhen;
}

export interface ConditionProblem {
  schemaPointer: string;
  problem: string;
  fix: string;
}

/** `false`, or a schema whose `not` is the empty schema: no value passes it. */
export function isForbidden(node: unknown): boolean {
  if (node === false) return true;
  return isRecord(node) && isRecord(node.not) && Object.keys(node.not).length === 0;
}

/** The sibling an `if` tests and the values that satisfy it, or a description of what is wrong with it. */
function parseIf(test: unknown): { field: string; values: ConditionValue[] } | string {
  if (!isRecord(test) || !isRecord(test.properties)) return 'its "if" has no "properties"';
  const tested = Object.keys(test.properties);
  const [field] = tested;
  if (tested.length !== 1 || field === undefined) return `its "if" tests ${tested.length} fields instead of one`;
  if (!Array.isArray(test.required) || !test.required.includes(field)) {
    return `its "if" does not list "${field}" under "required"`;
  }
  const node = test.properties[field];
  if (!isRecord(node)) return `its "if" tests "${field}" with a boolean schema`;
  if (isConditionValue(node.const)) return { field, values: [node.const] };
  if (Array.isArray(node.enum) && node.enum.length > 0 && node.enum.every(isConditionValue)) {
    return { field, values: node.enum };
  }
  return `its "if" tests "${field}" without "const" or "enum"`;
}

/** Every conditional field of a bundled schema, with what is wrong with the conditions that cannot be read. */
export function schemaConditions(root: SchemaNode): { conditions: SchemaCondition[]; problems: ConditionProblem[] } {
  const conditions: SchemaCondition[] = [];
  const problems: ConditionProblem[] = [];

  const visit = (raw: unknown, schemaPointer: string, uiPath: string[]) => {
    const node = resolvedNode(root, raw);
    if (!node) return;
    const properties = isRecord(node.properties) ? node.properties : undefined;
    if (properties) {
      const blocks: { block: SchemaNode; at: string }[] = [{ block: node, at: schemaPointer }];
      if (Array.isArray(node.allOf)) {
        node.allOf.forEach((entry, index) => {
          if (isRecord(entry)) blocks.push({ block: entry, at: `${schemaPointer}/allOf/${index}` });
        });
      }
      for (const { block, at } of blocks) collect(block, at, node, properties, schemaPointer, uiPath);
      for (const [name, child] of Object.entries(properties)) {
        visit(child, `${schemaPointer}/properties/${escapePointerToken(name)}`, [...uiPath, name]);
      }
    }
    if (isRecord(node.items)) visit(node.items, `${schemaPointer}/items`, [...uiPath, 'items']);
  };

  const collect = (
    block: SchemaNode,
    at: string,
    owner: SchemaNode,
    properties: Record<string, unknown>,
    ownerPointer: string,
    uiPath: string[],
  ) => {
    if (!isRecord(block.else) || !isRecord(block.else.properties)) return;
    const hidden = Object.entries(block.else.properties).filter(([, value]) => isForbidden(resolvedNode(root, value) ?? value));
    if (hidden.length === 0) return;
    const parsed = parseIf(block.if);
    if (typeof parsed === 'string') {
      problems.push({
        schemaPointer: `${at}/if`,
        problem: `The condition that hides ${hidden.map(([name]) => `"${name}"`).join(', ')} cannot be read: ${parsed}.`,
        fix: 'Test one sibling field: "if": { "required": ["<field>"], "properties": { "<field>": { "enum": [...] } } } (or "const").',
      });
      return;
    }
    const testedNode = properties[parsed.field];
    if (!isRecord(testedNode)) {
      problems.push({
        schemaPointer: `${at}/if/properties/${escapePointerToken(parsed.field)}`,
        problem: `The condition tests "${parsed.field}", which is not a property of the same object.`,
        fix: 'A condition tests a sibling of the fields it hides: name a property declared beside them.',
      });
      return;
    }
    const required = Array.isArray(owner.required) ? owner.required : [];
    for (const [name] of hidden) {
      const elsePointer = `${at}/else/properties/${escapePointerToken(name)}`;
      if (!(name in properties)) {
        problems.push({
          schemaPointer: elsePointer,
          problem: `"${name}" is forbidden by a condition but is not a property of the object.`,
          fix: `Declare "${name}" under the object's "properties", or remove it from the "else" branch.`,
        });
        continue;
      }
      if (required.includes(name)) {
        problems.push({
          schemaPointer: `${ownerPointer}/required`,
          problem: `"${name}" is always required but a condition hides it.`,
          fix: `Require "${name}" in the condition's "then" branch instead of in the object's "required".`,
        });
        continue;
      }
      const uiFieldPath = [...uiPath, name];
      if (conditions.some((condition) => condition.uiPath.join('/') === uiFieldPath.join('/'))) {
        problems.push({
          schemaPointer: elsePointer,
          problem: `"${name}" is hidden by two conditions; a field depends on one condition only.`,
          fix: 'Forbid the field in the "else" branch of one condition only.',
        });
        continue;
      }
      conditions.push({
        uiPath: uiFieldPath,
        schemaPointer: elsePointer,
        testedField: {
          schemaPointer: `${ownerPointer}/properties/${escapePointerToken(parsed.field)}`,
          node: resolvedNode(root, testedNode) ?? testedNode,
        },
        showWhen: { field: `1/${escapePointerToken(parsed.field)}`, in: parsed.values },
      });
    }
  };

  visit(root, '', []);
  return { conditions, problems };
}

/** A copy of `uiSchema` with each conditional field's `ui:options.showWhen` set from the schema. */
export function withSchemaConditions(uiSchema: UiNode, conditions: readonly SchemaCondition[]): UiNode {
  const out = structuredClone(uiSchema);
  for (const { uiPath, showWhen } of conditions) {
    let node: UiNode = out;
    for (const key of uiPath) {
      const next = node[key];
      node = isRecord(next) ? next : (node[key] = {});
    }
    const options = isRecord(node['ui:options']) ? node['ui:options'] : (node['ui:options'] = {});
    options.showWhen = { field: showWhen.field, in: [...showWhen.in] };
  }
  return out;
}
