/**
 * Finds the attachment objects of a payload by walking the wizard's bundled schema alongside the data.
 *
 * Why the schema and not a search for `attachments` keys: the schema is the contract. A wizard may call its list
 * `documents` or keep a single `photo`, and a free-text object may legitimately contain a key named `attachments`;
 * only the schema says which values are files. Walking the data at the same time turns every schema location into
 * concrete pointers (`/additionalData/attachments/1`). A value counts only if it also has the attachment's shape,
 * so a oneOf/anyOf branch the data did not take cannot turn an unrelated object into a file.
 */
import { escapePointerToken, getAtPointer } from '../../json/json-pointer';
import { compileShared } from '../../schemas/ajv';
import type { JsonSchema } from '../../schemas/bundle';
import { subschemasLeadingTo } from '../../schemas/leading-subschemas';
import { isRecord } from '../../json/json-value';

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

const isAttachment = compileShared<AttachmentInput>({
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



const APPLICATORS = ['allOf', 'anyOf', 'oneOf'] as const;
const CONDITIONAL_BRANCHES = ['then', 'else'] as const;

/** The subschemas the walk below can step into from `schema`, in no particular order. */
function subschemas(schema: JsonSchema, resolve: (ref: string) => unknown): unknown[] {
  const ref = schema.$ref;
  if (typeof ref === 'string') return ref === ATTACHMENT_REF ? [] : [resolve(ref)];
  const children: unknown[] = [];
  for (const keyword of APPLICATORS) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) children.push(...branches);
  }
  for (const keyword of CONDITIONAL_BRANCHES) children.push(schema[keyword]);
  const { items, additionalItems, properties, patternProperties, additionalProperties } = schema;
  children.push(...(Array.isArray(items) ? items : [items]), additionalItems, additionalProperties);
  if (isRecord(properties)) children.push(...Object.values(properties));
  if (isRecord(patternProperties)) children.push(...Object.values(patternProperties));
  return children;
}

export interface AttachmentFinder {
  (data: unknown): FoundAttachment[];
  /** Whether any payload of the schema can hold a file at all (decides the wizard's request size limit). */
  readonly acceptsFiles: boolean;
}

/** Prepares the walk for one bundled schema once (the registry does it at start-up); the finder then runs per payload. */
export function createAttachmentFinder(rootSchema: JsonSchema): AttachmentFinder {
  function resolve(ref: string): unknown {
    if (!ref.startsWith('#')) return undefined;
    return getAtPointer(rootSchema, decodeURIComponent(ref.slice(1)));
  }
  // The subschemas from which an attachment can be reached. Everything else is skipped without looking at the data:
  // most wizards have no file at all, and the walk would otherwise visit every value of every payload.
  const leading = subschemasLeadingTo(
    rootSchema,
    (schema) => subschemas(schema, resolve),
    (schema) => schema.$ref === ATTACHMENT_REF,
  );
  const patterns = new Map<string, RegExp>();
  const patternOf = (source: string) => {
    let pattern = patterns.get(source);
    if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')));
    return pattern;
  };

  const find = (data: unknown): FoundAttachment[] => {
    const found = new Map<string, FoundAttachment>();
    // (schema node, data pointer) pairs already walked: stops self-referencing schemas from looping.
    const seen = new WeakMap<JsonSchema, Set<string>>();

    function visit(schema: unknown, value: unknown, pointer: string, list: string | null): void {
      if (!isRecord(schema) || !leading.has(schema)) return;
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
        const properties = isRecord(schema.properties) ? schema.properties : {};
        const patternSchemas = isRecord(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
        for (const [key, child] of Object.entries(value)) {
          const childPointer = `${pointer}/${escapePointerToken(key)}`;
          let matched = false;
          if (key in properties) {
            matched = true;
            visit(properties[key], child, childPointer, null);
          }
          for (const [pattern, patternSchema] of patternSchemas) {
            if (patternOf(pattern).test(key)) {
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
  };
  return Object.assign(find, { acceptsFiles: leading.has(rootSchema) });
}

/** One-off search; the API uses a finder prepared once per wizard. */
export function findAttachments(rootSchema: JsonSchema, data: unknown): FoundAttachment[] {
  return createAttachmentFinder(rootSchema)(data);
}
