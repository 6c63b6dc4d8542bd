/**
 * Makes a wizard's schema self-contained: the shared definitions of common.schema.json are copied into its
 * `definitions` and its references to them become local. rjsf only resolves local references, and the API and
 * the browser then compile the very same document.
 */
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
  const bundled = rewriteRefs(formSchema) as JsonSchema;
  const own = (bundled.definitions ?? {}) as JsonSchema;
  for (const name of Object.keys(own)) {
    if (name in commonSchema.definitions) {
      throw new Error(`Definition "${name}" of ${String(formSchema.$id)} shadows a shared definition`);
    }
  }
  bundled.definitions = { ...structuredClone(commonSchema.definitions), ...own };
  return bundled;
}
