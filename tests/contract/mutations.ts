/**
 * Payloads mutated from a valid fixture, each with the pointer where a field error is expected: every required
 * property removed, every leaf given a value of the wrong type, an unknown property added to every object, and every
 * field that a condition hides for this fixture given a value.
 */
import { escapePointerToken, getAtPointer, pointerTokens } from '../../json/json-pointer';
import { propertyPointers, schemaAtPointer, type SchemaNode } from '../../engine/schema-at-pointer';
import { isShown, showWhenOption } from '../../engine/show-when';
import { uiAtPointer, type UiNode } from '../../engine/ui-schema-nodes';

export interface Mutation {
  name: string;
  payload: unknown;
  expectErrorAt: string;
}

function edit(payload: unknown, pointer: string, change: (parent: Record<string, unknown>, key: string) => void) {
  const copy = structuredClone(payload) as Record<string, unknown>;
  const tokens = pointerTokens(pointer);
  const key = tokens.pop();
  let parent: unknown = copy;
  for (const token of tokens) parent = (parent as Record<string, unknown>)[token];
  if (key !== undefined && parent !== null && typeof parent === 'object') change(parent as Record<string, unknown>, key);
  return copy;
}

/** The pointers of every object in `value` (list items included), starting at `pointer`. */
function objectPointers(value: unknown, pointer = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPointers(item, `${pointer}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return [
    pointer,
    ...Object.entries(value).flatMap(([key, child]) => objectPointers(child, `${pointer}/${escapePointerToken(key)}`)),
  ];
}

/** `uiSchema`: the checked folder's, whose conditional fields carry the `showWhen` derived from the schema. */
export function mutations(schema: SchemaNode, uiSchema: UiNode, fixture: unknown): Mutation[] {
  const result: Mutation[] = [];
  const present = ['', ...propertyPointers(schema)].filter((pointer) => getAtPointer(fixture, pointer) !== undefined);
  for (const pointer of present) {
    const node = schemaAtPointer(schema, pointer);
    const value = getAtPointer(fixture, pointer);
    if (pointer !== '') {
      const parent = schemaAtPointer(schema, pointer.slice(0, pointer.lastIndexOf('/')));
      const name = pointerTokens(pointer).at(-1) ?? '';
      if (Array.isArray(parent?.required) && parent.required.includes(name)) {
        result.push({ name: `without ${pointer}`, payload: edit(fixture, pointer, (p, k) => delete p[k]), expectErrorAt: pointer });
      }
      const wrong = typeof value === 'string' ? 12345 : typeof value === 'object' ? 'not-an-object' : { wrong: true };
      result.push({ name: `${pointer} of the wrong type`, payload: edit(fixture, pointer, (p, k) => (p[k] = wrong)), expectErrorAt: pointer });
    }
    if (node?.type === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const extra = `${pointer}/unexpectedField`;
      result.push({
        name: `unknown property in ${pointer || 'the root'}`,
        payload: pointer === '' ? { ...(fixture as object), unexpectedField: 'x' } : edit(fixture, pointer, (p, k) => (p[k] = { ...(p[k] as object), unexpectedField: 'x' })),
        expectErrorAt: extra,
      });
    }
  }
  for (const pointer of objectPointers(fixture)) {
    const properties = schemaAtPointer(schema, pointer)?.properties;
    if (properties === null || typeof properties !== 'object') continue;
    for (const name of Object.keys(properties)) {
      const field = `${pointer}/${escapePointerToken(name)}`;
      const ui = uiAtPointer(uiSchema, field);
      if (!showWhenOption(ui) || isShown(ui, field, fixture) || getAtPointer(fixture, field) !== undefined) continue;
      result.push({
        name: `${field}, hidden by its condition, given a value`,
        payload: pointer === '' ? { ...(fixture as object), [name]: 'x' } : edit(fixture, pointer, (p, k) => (p[k] = { ...(p[k] as object), [name]: 'x' })),
        expectErrorAt: field,
      });
    }
  }
  return result;
}
