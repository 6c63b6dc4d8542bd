/**
 * Makes a wizard's schema self-contained: the shared definitions of common.schema.json are copied into its
 * `definitions` and its references to them become local. rjsf only resolves local references, and the API and
 * the browser then compile the very same document. The folder's shorthands (fragments, x-when, default messages:
 * schemas/authoring.ts) are compiled first.
 */
import { expandAuthoring } from './authoring';
import commonSchema from './common.schema.json' with { type: 'json' };

export const COMMON_SCHEMA_ID = commonSchema.$id;

export type JsonSchema = { [key: string]: unknown };

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(`${COMMON_SCHEMA_ID}#`)) {
      out[key] = value.slice(COMMON_SCHEMA_ID.length);
    } else {
      out[key] = rewriteRefs(value);
    }
  }
  return out;
}

export function bundleSchema(formSchema: JsonSchema): JsonSchema {
  const bundled = rewriteRefs(expandAuthoring(formSchema)) as JsonSchema;
  const own = (bundled.definitions ?? {}) as JsonSchema;
  for (const name of Object.keys(own)) {
    if (name in commonSchema.definitions) {
      throw new Error(`Definition "${name}" of ${String(formSchema.$id)} shadows a shared definition`);
    }
  }
  bundled.definitions = { ...structuredClone(commonSchema.definitions), ...own };
  return bundled;
}

const LOCAL_DEFINITION = /^#\/definitions\/([^/]+)$/;

/**
 * The bundled schema with every local `$ref` replaced by the definition it names (its sibling keywords, such as a
 * field's `title`, laid over it, as rjsf reads them). rjsf resolves references again on every change of the form;
 * a schema without any spares it that work. The `definitions` stay, unused. Only for drawing forms: validators
 * compile the bundled schema itself. Throws on a reference cycle, which no form may have.
 */
export function dereferenceSchema(bundled: JsonSchema): JsonSchema {
  const definitions = (bundled.definitions ?? {}) as Record<string, unknown>;
  const resolving = new Set<string>();
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const { $ref: ref, ...siblings } = node as JsonSchema;
    const out: JsonSchema = {};
    if (typeof ref === 'string') {
      const name = LOCAL_DEFINITION.exec(ref)?.[1];
      if (name === undefined || !(name in definitions)) throw new Error(`Cannot dereference ${ref}`);
      if (resolving.has(name)) throw new Error(`The definition ${name} refers to itself`);
      resolving.add(name);
      Object.assign(out, resolve(definitions[name]));
      resolving.delete(name);
    }
    for (const [key, value] of Object.entries(siblings)) out[key] = key === 'definitions' ? value : resolve(value);
    return out;
  };
  return resolve(bundled) as JsonSchema;
}
