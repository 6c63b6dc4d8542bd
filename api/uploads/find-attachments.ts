/**
 * Finds the attachment objects of a payload by walking the wizard's bundled schema alongside the data.
 *
 * Why the schema and not a search for `attachments` keys: the schema is the contract. A wizard may call its list
 * `documents` or keep a single `photo`, and a free-text object may legitimately contain a key named `attachments`;
 * only the schema says which values are files. Walking the data at the same time turns every schema location into
 * concrete pointers (`/additionalData/attachments/1`). A value counts only if it also has the attachment's shape,
 * so a oneOf/anyOf branch the data did not take cannot turn an unrelated object into a file.
 */
import { getAtPointer } from '../../engine/json-pointer';
import { createAjv } from '../../schemas/ajv';
import type { JsonSchema } from '../../schemas/bundle';
import { escapePointerToken } from '../../schemas/field-errors';

/** The reference to the shared attachment definition once bundleSchema has made it local. */
export const ATTACHMENT_REF = '#/definitions/attachment';

export interface AttachmentInput {
  name: string;
  size: number;
  type: string;
  lastModified: number;
  content: string;
}

export interface FoundAttachment {
  /** JSON Pointer of the attachment object. */
  pointer: string;
  /** Pointer of the array holding it, or null for a single attachment property. */
  list: string | null;
  value: AttachmentInput;
}

const isAttachment = createAjv().compile<AttachmentInput>({
  type: 'object',
  required: ['name', 'size', 'type', 'lastModified', 'content'],
  properties: {
    name: { type: 'string' },
    size: { type: 'number' },
    type: { type: 'string' },
    lastModified: { type: 'number' },
    content: { type: 'string' },
  },
});

function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const APPLICATORS = ['allOf', 'anyOf', 'oneOf'] as const;
const CONDITIONAL_BRANCHES = ['then', 'else'] as const;

export function findAttachments(rootSchema: JsonSchema, data: unknown): FoundAttachment[] {
  const found = new Map<string, FoundAttachment>();
  // (schema node, data pointer) pairs already walked: stops self-referencing schemas from looping.
  const seen = new WeakMap<JsonSchema, Set<string>>();

  function resolve(ref: string): unknown {
    if (!ref.startsWith('#')) return undefined;
    return getAtPointer(rootSchema, decodeURIComponent(ref.slice(1)));
  }

  function visit(schema: unknown, value: unknown, pointer: string, list: string | null): void {
    if (!isSchemaObject(schema)) return;
    const visited = seen.get(schema) ?? new Set<string>();
    if (visited.has(pointer)) return;
    visited.add(pointer);
    seen.set(schema, visited);

    const ref = schema.$ref;
    if (typeof ref === 'string') {
      if (ref === ATTACHMENT_REF) {
        if (isAttachment(value)) found.set(pointer, { pointer, list, value });
        return;
      }
      // draft-07: keywords beside $ref are ignored, so the target is the whole story.
      visit(resolve(ref), value, pointer, list);
      return;
    }
    for (const keyword of APPLICATORS) {
      const branches = schema[keyword];
      if (Array.isArray(branches)) for (const branch of branches) visit(branch, value, pointer, list);
    }
    for (const keyword of CONDITIONAL_BRANCHES) visit(schema[keyword], value, pointer, list);

    if (Array.isArray(value)) {
      const { items, additionalItems } = schema;
      value.forEach((item, index) => {
        const itemSchema = Array.isArray(items) ? (index < items.length ? items[index] : additionalItems) : items;
        visit(itemSchema, item, `${pointer}/${index}`, pointer);
      });
    } else if (isRecord(value)) {
      const properties = isSchemaObject(schema.properties) ? schema.properties : {};
      const patterns = isSchemaObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
      for (const [key, child] of Object.entries(value)) {
        const childPointer = `${pointer}/${escapePointerToken(key)}`;
        let matched = false;
        if (key in properties) {
          matched = true;
          visit(properties[key], child, childPointer, null);
        }
        for (const [pattern, patternSchema] of patterns) {
          if (new RegExp(pattern, 'u').test(key)) {
            matched = true;
            visit(patternSchema, child, childPointer, null);
          }
        }
        if (!matched) visit(schema.additionalProperties, child, childPointer, null);
      }
    }
  }

  visit(rootSchema, data, '', null);
  // Insertion order follows the data's own key order, so errors read top to bottom like the form.
  return [...found.values()];
}
