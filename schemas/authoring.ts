/**
 * The shorthands a wizard folder's schema.json may use, compiled to standard JSON Schema when the schema is bundled
 * (schemas/bundle.ts), so the API, the browser and API clients all see the same plain document:
 *
 * - `"x-include": ["policyholder-contact"]` on an object: the fragment's fields and required list come first, the
 *   object's own after them (an own property of the same name replaces the fragment's).
 * - `"x-when": [{ "field": "insuranceType", "in": ["boat", "rv"], "require": ["year"], "allow": ["notes"] }]` on
 *   an object: the listed sibling fields exist only while `field` holds one of the values (`"is": true` for one
 *   value): `require`d or merely `allow`ed then, refused otherwise. Compiled to the if/then/else pattern that
 *   engine/conditions.ts reads to show and hide them (docs/decisions/0271).
 * - A field without its own message for a keyword gets the default one for its type and format (DEFAULT_MESSAGES).
 *
 * A malformed shorthand throws, and the folder check reports the message as the schema failing to compile.
 */
import commonSchema from './common.schema.json' with { type: 'json' };
import { fragmentNamed, FRAGMENTS } from './fragments';
import { isRecord } from '../json/json-value';

type Node = Record<string, unknown>;
type ConditionValue = string | number | boolean;

const NOT_ALLOWED = { $ref: `${commonSchema.$id}#/definitions/notAllowed` };

function includeFragments(node: Node, where: string): void {
  const names = node['x-include'];
  if (names === undefined) return;
  delete node['x-include'];
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    throw new Error(`x-include at ${where} must list fragment names`);
  }
  const properties: Node = {};
  const required: string[] = [];
  for (const name of names) {
    const fragment = fragmentNamed(name);
    if (!fragment) throw new Error(`x-include at ${where} names no fragment "${name}" (there are: ${Object.keys(FRAGMENTS).join(', ')})`);
    Object.assign(properties, structuredClone(fragment.properties));
    required.push(...fragment.required);
  }
  const own = isRecord(node.properties) ? node.properties : {};
  const ownRequired = Array.isArray(node.required) ? (node.required as string[]) : [];
  node.properties = { ...properties, ...own };
  node.required = [...new Set([...required, ...ownRequired])];
}

interface WhenEntry {
  field: string;
  values: ConditionValue[];
  require: string[];
  allow: string[];
}

const isScalar = (value: unknown): value is ConditionValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string' && name !== '');

function parseWhen(entry: unknown, where: string, properties: Node): WhenEntry {
  const keys = isRecord(entry) ? Object.keys(entry) : [];
  const unknown = keys.filter((key) => !['field', 'in', 'is', 'require', 'allow', '$comment'].includes(key));
  if (!isRecord(entry) || unknown.length > 0) {
    throw new Error(`${where} must be an object of field, in or is, require and allow${unknown.length ? `, not ${unknown.join(', ')}` : ''}`);
  }
  const { field, in: within, is, require = [], allow = [] } = entry;
  if (typeof field !== 'string' || !(field in properties)) throw new Error(`${where}.field must name a property beside it`);
  const values = within !== undefined ? within : is !== undefined ? [is] : undefined;
  if ((within !== undefined) === (is !== undefined) || !Array.isArray(values) || values.length === 0 || !values.every(isScalar)) {
    throw new Error(`${where} needs either "in" (a list of values) or "is" (one value) of ${field}`);
  }
  if (!isNameList(require) || !isNameList(allow) || require.length + allow.length === 0) {
    throw new Error(`${where} must list the fields it shows under "require" or "allow"`);
  }
  for (const name of [...require, ...allow]) {
    if (!(name in properties)) throw new Error(`${where} shows "${name}", which is not a property beside it`);
  }
  return { field, values, require, allow };
}

function compileWhen(node: Node, where: string): void {
  const entries = node['x-when'];
  if (entries === undefined) return;
  delete node['x-when'];
  if (!Array.isArray(entries)) throw new Error(`x-when at ${where} must be a list`);
  const properties = isRecord(node.properties) ? node.properties : {};
  const compiled = entries.map((entry, index) => {
    const { field, values, require, allow } = parseWhen(entry, `x-when/${index} at ${where}`, properties);
    const shown = [...require, ...allow];
    const condition = values.length === 1 ? { const: values[0] } : { enum: values };
    return {
      $comment: `${shown.join(', ')} only while ${field} is ${values.map(String).join(' or ')}.`,
      if: { type: 'object', required: [field], properties: { [field]: condition } },
      then: {
        ...(require.length > 0 ? { required: require } : {}),
        properties: Object.fromEntries(shown.map((name) => [name, {}])),
      },
      else: { properties: Object.fromEntries(shown.map((name) => [name, structuredClone(NOT_ALLOWED)])) },
    };
  });
  node.allOf = [...(Array.isArray(node.allOf) ? node.allOf : []), ...compiled];
}

/** The message of each keyword a field may fail, when the field states none of its own. */
export const DEFAULT_MESSAGES = {
  required: 'This field is required.',
  format: 'Invalid format.',
  email: 'Please enter a valid email address.',
  choice: 'Please choose from the list.',
  notBeforeToday: 'The date cannot be before today.',
  notAfterToday: 'The date cannot be after today.',
} as const;

const formatNumber = (value: number) => value.toLocaleString('en-US');

function lengthMessages(min: unknown, max: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && min <= 1) messages.minLength = DEFAULT_MESSAGES.required;
  else if (hasMin) messages.minLength = hasMax ? `Must be ${min} to ${max} characters.` : `Must be at least ${min} characters.`;
  if (hasMax) messages.maxLength = hasMin && min > 1 ? `Must be ${min} to ${max} characters.` : `Must be at most ${max} characters.`;
  return messages;
}

function rangeMessages(node: Node): Record<string, string> {
  const label = typeof node.title === 'string' ? node.title : 'The value';
  const { minimum, maximum, exclusiveMinimum } = node;
  const messages: Record<string, string> = {};
  const hasMax = typeof maximum === 'number';
  if (exclusiveMinimum === 0 || minimum === 0) {
    const positive = `${label} must be a positive number.`;
    if (exclusiveMinimum === 0) messages.exclusiveMinimum = positive;
    if (minimum === 0) messages.minimum = positive;
  } else if (typeof minimum === 'number') {
    messages.minimum = hasMax ? `${label} must be from ${formatNumber(minimum)} to ${formatNumber(maximum)}.` : `${label} must be at least ${formatNumber(minimum)}.`;
  }
  if (hasMax) messages.maximum = `${label} must be at most ${formatNumber(maximum)}.`;
  return messages;
}

/** The defaults for the keywords of one field (not an object or a list, which state their own). */
function defaultMessages(node: Node): Record<string, string> {
  const type = node.type;
  if (type === 'object' || type === 'array' || 'properties' in node || 'items' in node) return {};
  const messages: Record<string, string> = {};
  const isChoice = Array.isArray(node.enum) || Array.isArray(node.oneOf);
  // A wrong type of any other field reads as the fallback, "Invalid input.", without a message of its own.
  if (isChoice && type !== undefined) messages.type = DEFAULT_MESSAGES.choice;
  else if (type === 'integer' || type === 'number') messages.type = `${typeof node.title === 'string' ? node.title : 'The value'} must be a number.`;
  if (Array.isArray(node.enum)) messages.enum = DEFAULT_MESSAGES.choice;
  if (Array.isArray(node.oneOf)) messages.oneOf = DEFAULT_MESSAGES.choice;
  if (typeof node.format === 'string') messages.format = node.format === 'email' ? DEFAULT_MESSAGES.email : DEFAULT_MESSAGES.format;
  if (typeof node.pattern === 'string') messages.pattern = DEFAULT_MESSAGES.format;
  if (node.notBeforeToday === true) messages.notBeforeToday = DEFAULT_MESSAGES.notBeforeToday;
  if (node.notAfterToday === true) messages.notAfterToday = DEFAULT_MESSAGES.notAfterToday;
  return { ...messages, ...lengthMessages(node.minLength, node.maxLength), ...rangeMessages(node) };
}

function addDefaultMessages(node: Node): void {
  const own = node.errorMessage;
  if (typeof own === 'string') return;
  // A choice among options fails in its branches too (each option's `const`): one message for all of it.
  if (own === undefined && (Array.isArray(node.enum) || Array.isArray(node.oneOf)) && defaultMessages(node).oneOf !== undefined) {
    node.errorMessage = DEFAULT_MESSAGES.choice;
    return;
  }
  const defaults = defaultMessages(node);
  const missing = Object.entries(defaults).filter(([keyword]) => !isRecord(own) || !(keyword in own));
  if (missing.length === 0) return;
  node.errorMessage = { ...Object.fromEntries(missing), ...(isRecord(own) ? own : {}) };
}

const SCHEMA_MAPS = ['properties', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SCHEMA_VALUES = ['items', 'not', 'if', 'then', 'else', 'additionalProperties', 'contains'];
/** Inside these, a schema tests a value rather than describing a field: no message of its own. */
const TESTS = new Set(['not', 'if', 'then', 'else', 'anyOf', 'oneOf', 'contains']);

function expand(node: unknown, where: string, isField: boolean): void {
  if (!isRecord(node)) return;
  includeFragments(node, where);
  compileWhen(node, where);
  for (const key of Object.keys(node)) {
    const value = node[key];
    const childIsField = isField && !TESTS.has(key);
    if (SCHEMA_MAPS.includes(key) && isRecord(value)) {
      for (const [name, child] of Object.entries(value)) expand(child, `${where}/${key}/${name}`, childIsField);
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      value.forEach((child, index) => expand(child, `${where}/${key}/${index}`, childIsField));
    } else if (SCHEMA_VALUES.includes(key)) {
      expand(value, `${where}/${key}`, childIsField);
    }
  }
  if (isField) addDefaultMessages(node);
}

/** A copy of a folder's schema with its shorthands compiled; the input is left as it was. */
export function expandAuthoring<T extends Node>(schema: T): T & Node {
  const copy = structuredClone(schema);
  expand(copy, '#', true);
  return copy;
}
