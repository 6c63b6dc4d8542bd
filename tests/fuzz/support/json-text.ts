import { childPointer } from '../../../json/json-pointer';
/**
 * A JSON document as a tree that can hold what a JavaScript object cannot: repeated keys, a `__proto__` key,
 * number tokens such as `1e309` or `-0`, and arbitrary text spliced in (10,000 levels of nesting, invalid tokens).
 * `JSON.stringify` drops a `__proto__` set by assignment and would overflow the stack on deep nesting, so request
 * bodies are written from this tree instead.
 */

export type JsonNode =
  /** Written verbatim: a JSON token, a prepared fragment, or text that makes the document invalid. */
  | { kind: 'raw'; text: string }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'object'; entries: [string, JsonNode][] }
  /** The captcha token of the moment, filled in when the body is written (a solution is accepted once). */
  | { kind: 'captcha' };

export const raw = (text: string): JsonNode => ({ kind: 'raw', text });

/** The tree of a JSON value. */
export function fromValue(value: unknown): JsonNode {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(fromValue) };
  if (typeof value === 'object' && value !== null) {
    return { kind: 'object', entries: Object.entries(value).map(([key, child]) => [key, fromValue(child)]) };
  }
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError(`not a JSON value: ${String(value)}`);
  return raw(text);
}

/** The JSON text of a tree; `captchaToken` replaces every captcha placeholder. */
export function writeJson(node: JsonNode, captchaToken: string): string {
  switch (node.kind) {
    case 'raw':
      return node.text;
    case 'captcha':
      return JSON.stringify(captchaToken);
    case 'array':
      return `[${node.items.map((item) => writeJson(item, captchaToken)).join(',')}]`;
    case 'object':
      return `{${node.entries.map(([key, child]) => `${JSON.stringify(key)}:${writeJson(child, captchaToken)}`).join(',')}}`;
  }
}

/** A place in a tree: the child indexes from the root (entry index in an object, item index in an array). */
export type NodePath = readonly number[];

/** Every node of a tree with its path and a readable JSON Pointer, the root first. */
export function nodePaths(root: JsonNode): { path: NodePath; pointer: string; node: JsonNode; key: string | null }[] {
  const found: { path: NodePath; pointer: string; node: JsonNode; key: string | null }[] = [];
  const visit = (node: JsonNode, path: NodePath, pointer: string, key: string | null) => {
    found.push({ path, pointer, node, key });
    if (node.kind === 'array') node.items.forEach((item, i) => visit(item, [...path, i], `${pointer}/${i}`, String(i)));
    if (node.kind === 'object') {
      node.entries.forEach(([childKey, child], i) =>
        visit(child, [...path, i], childPointer(pointer, childKey), childKey),
      );
    }
  };
  visit(root, [], '', null);
  return found;
}

/**
 * A copy of `root` in which the node at `path` is passed to `change`: it returns the node's replacement, or null to
 * remove it from its parent (the root cannot be removed: it becomes empty text). Only the nodes on the path are copied.
 */
export function editAt(root: JsonNode, path: NodePath, change: (node: JsonNode) => JsonNode | null): JsonNode {
  const [index, ...rest] = path;
  if (index === undefined) return change(root) ?? raw('');
  if (root.kind === 'array') {
    const items = [...root.items];
    const child = items[index];
    if (child === undefined) return root;
    const replaced = rest.length === 0 ? change(child) : editAt(child, rest, change);
    if (replaced === null) items.splice(index, 1);
    else items[index] = replaced;
    return { kind: 'array', items };
  }
  if (root.kind === 'object') {
    const entries = [...root.entries];
    const entry = entries[index];
    if (entry === undefined) return root;
    const replaced = rest.length === 0 ? change(entry[1]) : editAt(entry[1], rest, change);
    if (replaced === null) entries.splice(index, 1);
    else entries[index] = [entry[0], replaced];
    return { kind: 'object', entries };
  }
  return root;
}
