/**
 * Finds the (bundled) schema that describes the value at a JSON Pointer of the payload, following local `$ref`s
 * and keeping the annotations (title, description) written beside a `$ref`. Used for review labels and by the
 * contract suite to check that every step field and uiSchema key names a real field.
 */
import { childPointer, pointerTokens } from '../json/json-pointer';
import { isRecord } from '../json/json-value';

export type SchemaNode = { [key: string]: unknown };


/** Resolves a local `$ref`, merging the sibling keywords over the referenced schema (as rjsf does). */
export function resolveRef(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  const seen = new Set<string>();
  while (typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`Cannot resolve ${ref}`);
    seen.add(ref);
    let target: unknown = root;
    for (const token of pointerTokens(ref.slice(1))) target = isRecord(target) ? target[token] : undefined;
    if (!isRecord(target)) throw new Error(`Cannot resolve ${ref}`);
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return current;
}

/** Resolved forms of the nodes met so far, per root schema: resolving a `$ref` copies what it points to. */
const resolvedNodes = new WeakMap<SchemaNode, WeakMap<SchemaNode, SchemaNode>>();

/** `resolveRef` remembered per node, for walks that carry a node down to its children (a schema never changes). */
export function resolvedNode(root: SchemaNode, node: unknown): SchemaNode | undefined {
  if (!isRecord(node)) return undefined;
  let ofRoot = resolvedNodes.get(root);
  if (!ofRoot) {
    ofRoot = new WeakMap();
    resolvedNodes.set(root, ofRoot);
  }
  let known = ofRoot.get(node);
  if (!known) {
    known = resolveRef(root, node);
    ofRoot.set(node, known);
  }
  return known;
}

/**
 * Answers already found, per root schema. A look-up is a pure function of the schema object and the pointer, and
 * schemas are never changed in place; resolving walks from the root and copies every `$ref` on the way, and the
 * review of one submission (the agency's e-mail) asks for each field several times. Bounded per schema: pointers
 * come from schemas and validated payloads, whose lists are short.
 */
const found = new WeakMap<SchemaNode, Map<string, SchemaNode | undefined>>();
const MAX_REMEMBERED_POINTERS = 5_000;

export function schemaAtPointer(root: SchemaNode, pointer: string): SchemaNode | undefined {
  let known = found.get(root);
  if (!known) {
    known = new Map();
    found.set(root, known);
  }
  if (known.has(pointer)) return known.get(pointer);
  const node = findSchemaAtPointer(root, pointer);
  if (known.size < MAX_REMEMBERED_POINTERS) known.set(pointer, node);
  return node;
}

function findSchemaAtPointer(root: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: SchemaNode = resolveRef(root, root);
  for (const token of pointerTokens(pointer)) {
    const properties = node.properties;
    let next: unknown;
    if (isRecord(properties) && token in properties) next = properties[token];
    else if (/^\d+$/.test(token) && isRecord(node.items)) next = node.items;
    if (!isRecord(next)) return undefined;
    node = resolveRef(root, next);
  }
  return node;
}

/** The pointers of every property of an object schema, depth first (objects and their leaves). */
export function propertyPointers(root: SchemaNode, pointer = ''): string[] {
  const node = schemaAtPointer(root, pointer);
  const properties = node?.properties;
  if (!isRecord(properties)) return [];
  return Object.keys(properties).flatMap((name) => {
    const child = childPointer(pointer, name);
    return [child, ...propertyPointers(root, child)];
  });
}
