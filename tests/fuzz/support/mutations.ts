/**
 * Hostile request bodies derived from a valid payload. A case is plain data (small, printable, shrinkable by
 * fast-check): edits of the JSON tree at chosen places, then an optional edit of the body's text or bytes, and a
 * Content-Type. Megabyte values are described by their size and built only when the body is written.
 */
import fc from 'fast-check';
import { editAt, fromValue, nodePaths, raw, writeJson, type JsonNode } from './json-text';

/** A value put into the payload. */
export type ValueSpec =
  | { v: 'json'; value: unknown }
  /** A JSON fragment written as is: number tokens JSON.stringify cannot write, invalid tokens, prototype keys. */
  | { v: 'raw'; text: string }
  /** `"` + unit × count + `"`; `unit` is already JSON text (it may be an escape such as `\ud800`). */
  | { v: 'huge-string'; unit: string; count: number }
  | { v: 'huge-array'; element: string; count: number }
  /** `open` × depth + `middle` + `close` × depth, as text: deep nesting without building it in memory. */
  | { v: 'deep'; open: string; middle: string; close: string; depth: number };

export type TreeEdit =
  /** `target` picks a node (modulo the node count); the root included. */
  | { edit: 'replace'; target: number; value: ValueSpec }
  | { edit: 'remove'; target: number }
  /** `target` picks an object or an array; an object gets `key`, an array one more item. */
  | { edit: 'insert'; target: number; key: string; value: ValueSpec }
  /** The same key written twice in one object, the second time with `value` (JSON.parse keeps the last). */
  | { edit: 'repeat-key'; target: number; value: ValueSpec }
  /**
   * `target` picks a string value and `text` is inserted into it: the rest of the payload stays valid, so the
   * request reaches the checks after the schema (storage included) with odd characters inside a real field.
   */
  | { edit: 'splice-string'; target: number; text: string; perMille: number }
  /** `target` picks an attachment's `content` (when the payload has one) and breaks its base64. */
  | { edit: 'break-base64'; target: number; variant: Base64Break };

export type BodyEdit =
  | { body: 'as-is' }
  | { body: 'truncate'; perMille: number }
  | { body: 'append'; text: string }
  | { body: 'prepend'; text: string }
  /** Bytes inserted into the UTF-8 body: invalid UTF-8 sequences. */
  | { body: 'insert-bytes'; perMille: number; bytes: number[] }
  | { body: 'replace'; text: string };

export interface RequestCase {
  edits: TreeEdit[];
  body: BodyEdit;
  /** null: no Content-Type header at all. */
  contentType: string | null;
}

export const BASE64_BREAKS = [
  'drop-last-char',
  'extra-padding',
  'bad-character',
  'line-break',
  'leading-space',
  'url-safe-alphabet',
  'data-url',
  'single-char',
  'only-padding',
  'other-bytes',
  'not-base64-at-all',
  'too-long',
] as const;
export type Base64Break = (typeof BASE64_BREAKS)[number];

/** Strings that have broken parsers, validators, databases and templates before. */
export const EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'ab\ud83d',
  '\udc00\ud800',
  '\ufeff',
  '\u202eevil',
  '\u200b',
  'e\u0301',
  '\uffff',
  '\ufffe',
  '\u{10ffff}',
  '\u{1f642}',
  '\u{1f469}\u200d\u{1f469}\u200d\u{1f467}',
  '\r\n\t',
  '\u2028\u2029',
  '<script>alert(1)</script>',
  "'; drop table submissions; --",
  '${1/name}',
  '{{7*7}}',
  '%s%n%x',
  '../../etc/passwd',
  '１２３４５',
  '٣٤٥',
  'null',
  'NaN',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  'a@b',
  '@',
  `${'a'.repeat(65)}@example.com`,
  `x@${'a'.repeat(300)}.com`,
  '__proto__',
  'constructor',
];

/** Number tokens, valid JSON or not: 1e309 parses to Infinity, NaN and hex are not JSON. */
export const NUMBER_TOKENS: readonly string[] = [
  '1e309',
  '-1e309',
  '-0',
  '0.0',
  '1e-400',
  '5e-324',
  '123456789012345678901234567890',
  '9007199254740993',
  '-9223372036854775809',
  '2097153',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '01',
  '1.',
  '.5',
  '+1',
  'undefined',
];

/** Objects whose keys have polluted prototypes in naive merges, written as text so `__proto__` stays a key. */
export const PROTOTYPE_FRAGMENTS: readonly string[] = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '{"__proto__":null}',
  '{"__proto__":[]}',
  '{"__proto__":"x","__proto__":{"polluted":"yes"}}',
];

export const SPECIAL_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  '',
  ' ',
  '\u0000',
  '\ud800',
  'unexpectedField',
  '$ref',
  'a/b',
  '~0',
];

/** Invalid UTF-8: bad lead bytes, overlong forms, an encoded surrogate, a stray continuation, truncated sequences. */
export const INVALID_UTF8: readonly (readonly number[])[] = [
  [0xff],
  [0xfe, 0xfe],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xed, 0xa0, 0x80],
  [0x80],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
];

/** Content types a client might send instead of JSON, or JSON with a charset the server does not decode. */
export const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  '',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/octet-stream',
  'application/vnd.api+json',
  '*/*',
];

const HUGE_UNITS = ['a', 'A', '0', ' ', 'a@', 'a.', '-', 'é', '\u{1f642}', '\\u0000', '\\ud800', '\\"', '\\\\', '+/'];

const valueSpec: fc.Arbitrary<ValueSpec> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [[]], { a: {} }).map((value) => ({ v: 'json' as const, value })) },
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS).map((value) => ({ v: 'json' as const, value })) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ v: 'json' as const, value })) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map((value) => ({ v: 'json' as const, value })) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ v: 'json' as const, value })) },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TOKENS).map((text) => ({ v: 'raw' as const, text })) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_FRAGMENTS).map((text) => ({ v: 'raw' as const, text })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ unit: fc.constantFrom(...HUGE_UNITS), size: fc.constantFrom(300, 5_000, 100_000, 1_000_000) })
      .map(({ unit, size }) => ({ v: 'huge-string' as const, unit, count: Math.ceil(size / unit.length) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ element: fc.constantFrom('0', 'null', '""', '{}', '[]', '"x"', '{"name":"a"}'), count: fc.constantFrom(11, 1_000, 100_000) })
      .map(({ element, count }) => ({ v: 'huge-array' as const, element, count })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        shape: fc.constantFrom(
          { open: '[', middle: '0', close: ']' },
          { open: '{"a":', middle: '1', close: '}' },
          { open: '[{"__proto__":', middle: '{}', close: '}]' },
          // Unbalanced: malformed JSON that is expensive to reject.
          { open: '[', middle: '', close: '' },
        ),
        depth: fc.constantFrom(64, 1_000, 10_000),
      })
      .map(({ shape, depth }) => ({ v: 'deep' as const, ...shape, depth })),
  },
);

const treeEdit: fc.Arbitrary<TreeEdit> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ edit: fc.constant('replace' as const), target: fc.nat(), value: valueSpec }) },
  { weight: 3, arbitrary: fc.record({ edit: fc.constant('remove' as const), target: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      edit: fc.constant('insert' as const),
      target: fc.nat(),
      key: fc.oneof(fc.constantFrom(...SPECIAL_KEYS), fc.string({ unit: 'binary', maxLength: 12 })),
      value: valueSpec,
    }),
  },
  { weight: 1, arbitrary: fc.record({ edit: fc.constant('repeat-key' as const), target: fc.nat(), value: valueSpec }) },
  {
    weight: 3,
    arbitrary: fc.record({
      edit: fc.constant('splice-string' as const),
      target: fc.nat(),
      text: fc.oneof(fc.constantFrom(...EDGE_STRINGS), fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 4 })),
      perMille: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ edit: fc.constant('break-base64' as const), target: fc.nat(), variant: fc.constantFrom(...BASE64_BREAKS) }),
  },
);

const bodyEdit: fc.Arbitrary<BodyEdit> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ body: 'as-is' as const }) },
  { weight: 1, arbitrary: fc.record({ body: fc.constant('truncate' as const), perMille: fc.integer({ min: 0, max: 999 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ body: fc.constant('append' as const), text: fc.constantFrom('x', '}', ']', ',', ' {}', '\u0000', 'null', '\n\n', '\ufeff') }),
  },
  { weight: 1, arbitrary: fc.record({ body: fc.constant('prepend' as const), text: fc.constantFrom('\ufeff', ' \n\t', ')]}\'\n', 'x', '\u0000') }) },
  {
    weight: 2,
    arbitrary: fc.record({
      body: fc.constant('insert-bytes' as const),
      perMille: fc.integer({ min: 0, max: 1000 }),
      bytes: fc.constantFrom(...INVALID_UTF8).map((bytes) => [...bytes]),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      body: fc.constant('replace' as const),
      text: fc.oneof(
        fc.constantFrom('', 'null', '[]', '{}', '"text"', '0', 'true', 'email=a%40example.com&name=x', '--fuzz\r\ncontent-disposition: form-data; name="a"\r\n\r\nb\r\n--fuzz--', '<xml/>', '{"a":1', '{\'a\':1}', '{a:1}', '[1,]', '{"a":1,}'),
        fc.string({ unit: 'binary', maxLength: 60 }),
      ),
    }),
  },
);

const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant('application/json; charset=utf-8') },
  { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

/** A hostile request derived from a valid payload: 1 to 3 tree edits, an optional body edit, a Content-Type. */
export const requestCase: fc.Arbitrary<RequestCase> = fc.record({
  edits: fc.array(treeEdit, { minLength: 1, maxLength: 3 }),
  body: bodyEdit,
  contentType,
});

/** Only the tree is edited: the body stays well-formed JSON, sent as application/json. */
export const schemaCase: fc.Arbitrary<RequestCase> = fc.record({
  edits: fc.array(treeEdit, { minLength: 1, maxLength: 3 }),
  body: fc.constant({ body: 'as-is' as const }),
  contentType: fc.constant('application/json'),
});

function materialize(spec: ValueSpec): JsonNode {
  switch (spec.v) {
    case 'json':
      return fromValue(spec.value);
    case 'raw':
      return raw(spec.text);
    case 'huge-string':
      return raw(`"${spec.unit.repeat(spec.count)}"`);
    case 'huge-array':
      return raw(`[${Array.from({ length: spec.count }, () => spec.element).join(',')}]`);
    case 'deep':
      return raw(`${spec.open.repeat(spec.depth)}${spec.middle}${spec.close.repeat(spec.depth)}`);
  }
}

const VALID_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The broken form of an attachment's base64 content. */
export function breakBase64(content: string, variant: Base64Break): string {
  const middle = Math.floor(content.length / 2);
  switch (variant) {
    case 'drop-last-char':
      return content.slice(0, -1);
    case 'extra-padding':
      return `${content}===`;
    case 'bad-character':
      return `${content.slice(0, middle)}*${content.slice(middle + 1)}`;
    case 'line-break':
      return `${content.slice(0, middle)}\r\n${content.slice(middle)}`;
    case 'leading-space':
      return ` ${content}`;
    case 'url-safe-alphabet':
      return `${content.replace(/\+/g, '-').replace(/\//g, '_')}-_`;
    case 'data-url':
      return `data:application/pdf;base64,${content}`;
    case 'single-char':
      return 'A';
    case 'only-padding':
      return '====';
    case 'other-bytes':
      // Well-formed base64 of a PNG, declared as whatever type the payload says.
      return PNG_HEADER.toString('base64');
    case 'not-base64-at-all':
      return '\u{1f642} not base64 \u0000';
    case 'too-long':
      // Just over the 2 MB a file may have once decoded.
      return Buffer.concat([VALID_PDF, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
  }
}

/** The string a node holds, or '' (an earlier edit may have put anything there, valid JSON or not). */
function stringOf(node: JsonNode): string {
  if (node.kind !== 'raw') return '';
  try {
    const value: unknown = JSON.parse(node.text);
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

function applyEdit(tree: JsonNode, edit: TreeEdit): { tree: JsonNode; note: string } {
  const all = nodePaths(tree);
  const pick = <T>(list: readonly T[]): T | undefined => list[edit.target % Math.max(list.length, 1)];
  switch (edit.edit) {
    case 'replace': {
      const place = pick(all);
      if (!place) return { tree, note: 'nothing to replace' };
      return { tree: editAt(tree, place.path, () => materialize(edit.value)), note: `replace ${place.pointer || '(root)'}` };
    }
    case 'remove': {
      const place = pick(all.filter((candidate) => candidate.path.length > 0));
      if (!place) return { tree, note: 'nothing to remove' };
      return { tree: editAt(tree, place.path, () => null), note: `remove ${place.pointer}` };
    }
    case 'insert': {
      const place = pick(all.filter((candidate) => candidate.node.kind === 'object' || candidate.node.kind === 'array'));
      if (!place) return { tree, note: 'no container' };
      const value = materialize(edit.value);
      return {
        tree: editAt(tree, place.path, (node) => {
          if (node.kind === 'object') return { kind: 'object', entries: [...node.entries, [edit.key, value]] };
          if (node.kind === 'array') return { kind: 'array', items: [...node.items, value] };
          return node;
        }),
        note: `insert into ${place.pointer || '(root)'}`,
      };
    }
    case 'repeat-key': {
      const place = pick(all.filter((candidate) => candidate.node.kind === 'object' && candidate.node.entries.length > 0));
      if (!place) return { tree, note: 'no object' };
      const value = materialize(edit.value);
      return {
        tree: editAt(tree, place.path, (node) => {
          if (node.kind !== 'object' || node.entries[0] === undefined) return node;
          return { kind: 'object', entries: [...node.entries, [node.entries[0][0], value]] };
        }),
        note: `repeat a key of ${place.pointer || '(root)'}`,
      };
    }
    case 'splice-string': {
      const place = pick(all.filter((candidate) => candidate.node.kind === 'raw' && candidate.node.text.startsWith('"')));
      if (!place) return { tree, note: 'no string' };
      return {
        tree: editAt(tree, place.path, (node) => {
          const value = stringOf(node);
          const at = Math.floor((value.length * edit.perMille) / 1000);
          return fromValue(value.slice(0, at) + edit.text + value.slice(at));
        }),
        note: `splice into ${place.pointer}`,
      };
    }
    case 'break-base64': {
      const place = pick(all.filter((candidate) => candidate.key === 'content' && candidate.node.kind === 'raw'));
      if (!place) return { tree, note: 'no attachment' };
      return {
        tree: editAt(tree, place.path, (node) => {
          return fromValue(breakBase64(stringOf(node), edit.variant));
        }),
        note: `break ${place.pointer}`,
      };
    }
  }
}

/** The tree after every edit of the case, with a note per edit saying where it landed. */
export function applyEdits(tree: JsonNode, edits: readonly TreeEdit[]): { tree: JsonNode; notes: string[] } {
  const notes: string[] = [];
  let current = tree;
  for (const edit of edits) {
    const applied = applyEdit(current, edit);
    current = applied.tree;
    notes.push(applied.note);
  }
  return { tree: current, notes };
}

const encoder = new TextEncoder();

/** The request body's bytes: the edited tree as JSON text, then the body edit. */
export function writeBody(tree: JsonNode, edit: BodyEdit, captchaToken: string): Uint8Array<ArrayBuffer> {
  const text = writeJson(tree, captchaToken);
  switch (edit.body) {
    case 'as-is':
      return encoder.encode(text);
    case 'truncate':
      return encoder.encode(text.slice(0, Math.floor((text.length * edit.perMille) / 1000)));
    case 'append':
      return encoder.encode(text + edit.text);
    case 'prepend':
      return encoder.encode(edit.text + text);
    case 'insert-bytes': {
      const bytes = encoder.encode(text);
      const at = Math.floor((bytes.length * edit.perMille) / 1000);
      const result = new Uint8Array(bytes.length + edit.bytes.length);
      result.set(bytes.subarray(0, at), 0);
      result.set(edit.bytes, at);
      result.set(bytes.subarray(at), at + edit.bytes.length);
      return result;
    }
    case 'replace':
      return encoder.encode(edit.text);
  }
}
