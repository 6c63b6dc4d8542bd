/**
 * JSON Schema validators compiled at build time (Ajv standalone code), so the browser ships no Ajv compiler and
 * never generates code at run time (`new Function`): the Content-Security-Policy can forbid 'unsafe-eval'. Both come
 * from the ONE Ajv configuration (schemas/ajv.ts), as the API's do; scripts/build-time-modules.ts serves them as
 * `<file>schema.json?validator` (the payload validator, the function the API compiles at start-up from the same
 * bundled schema) and `<file>schema.json?rjsf-validators` (what rjsf's `createPrecompiledValidator` needs to
 * resolve the schema: conditions and options, keyed as rjsf looks them up).
 *
 * Ajv's standalone code is CommonJS (rjsf's keys are schema hashes, which ESM cannot export) and `require`s a few
 * runtime helpers; the module wraps it and turns each `require` into an import that works with the bundler's and with
 * Node's CommonJS interop alike (the pre-renderer and the tests run the same modules in Node).
 */
import { readFileSync } from 'node:fs';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv } from '../schemas/ajv';
import { bundleSchema, type JsonSchema } from '../schemas/bundle';
import { rjsfValidatorKey } from '../schemas/rjsf-validator-key';
import { rjsfValidatorOptions } from '../schemas/rjsf-validator-options';

/** Source for the browser's bundle, shortened by Ajv's optimizer (which validators compiled in memory skip). */
const STANDALONE = { code: { source: true, lines: false, esm: false, optimize: true } } as const;

export function readBundledSchema(file: string): JsonSchema {
  return bundleSchema(JSON.parse(readFileSync(file, 'utf8')) as JsonSchema);
}

/** The payload validator's standalone code. */
export function payloadValidatorCode(schema: JsonSchema): string {
  const ajv = createAjv(STANDALONE);
  return standaloneCode(ajv, ajv.compile(schema));
}

/**
 * The standalone code of every validator rjsf may ask for while resolving the schema: its conditions and options,
 * but not the whole schema. rjsf asks the whole schema's validator only to validate the form, which the wizard never
 * lets it do (noValidate); the browser hands it the payload validator, the same schema's, under that key
 * (src/wizard/wizard-validation.ts), rather than ship the schema compiled twice.
 */
export function rjsfValidatorsCode(schema: JsonSchema): string {
  const options = rjsfValidatorOptions();
  const ajv = createAjvInstance(
    options.additionalMetaSchemas,
    options.customFormats,
    { ...options.ajvOptionsOverrides, code: STANDALONE.code },
    options.ajvFormatOptions,
    options.AjvClass,
    options.extenderFn,
  );
  // A JSON Schema is open-ended JSON; rjsf types it as its own schema type.
  const rootKey = rjsfValidatorKey(schema as RJSFSchema);
  for (const [key, subschema] of Object.entries(schemaParser(schema as RJSFSchema))) {
    if (key !== rootKey) ajv.addSchema(subschema);
  }
  return standaloneCode(ajv);
}

/** Wraps CommonJS standalone code as an ES module whose default export is its `module.exports`. */
export function toEsModule(commonJs: string): string {
  const imports: string[] = [];
  const specifiers = new Map<string, string>();
  const body = commonJs.replace(/require\("([^"]+)"\)/g, (_match, specifier: string) => {
    let name = specifiers.get(specifier);
    if (!name) {
      name = `__required${specifiers.size}`;
      specifiers.set(specifier, name);
      imports.push(`import * as ${name}Namespace from ${JSON.stringify(specifier)};`);
      imports.push(`const ${name} = commonJsExports(${name}Namespace);`);
    }
    return name;
  });
  return [
    // Node gives a CommonJS module's exports as the namespace's default; bundlers give them as the namespace.
    'const commonJsExports = (namespace) =>',
    "  namespace.default !== null && typeof namespace.default === 'object' && namespace.default.__esModule ? namespace.default : namespace;",
    ...imports,
    'const module = { exports: {} };',
    '(function (module, exports) {',
    body,
    '})(module, module.exports);',
    'export default module.exports.default ?? module.exports;',
  ].join('\n');
}
