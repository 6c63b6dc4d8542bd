/**
 * Where the API gets its validators: precompiled when the server runs as built, compiled here otherwise.
 *
 * Compiling every schema the server needs (every wizard, the two site forms, the environment, the wizards' ui.json
 * contract, attachments and captcha tokens), and creating the Ajv instances for them, took most of a start.
 * `npm run build:api` therefore runs the start-up's compile calls once, records each schema with its options, and
 * bundles Ajv's standalone code for them (scripts/build-api.ts). A validator is looked up by its schema
 * and options spelled out in full, so a schema changed or a wizard folder added after the build is simply compiled
 * at start-up, as before; under tsx (tests, development) nothing is precompiled and everything is compiled here.
 */
import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import type { Options, ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import { PRECOMPILED_VALIDATORS } from './precompiled-validators';

export interface ValidatorCompiler {
  compile<T = unknown>(schema: object): ValidateFunction<T>;
}

export interface RecordedSchema {
  schema: object;
  options: Options;
}

/** The identity of a validator: a digest of its options and schema, as JSON. */
export function validatorKey(schema: object, options: Options): string {
  return createHash('sha256').update(JSON.stringify([options, schema])).digest('base64url');
}

/** Every validator this process compiled or found precompiled, by key: what the build precompiles. */
const compiled = new Map<string, RecordedSchema>();

export function compiledSchemas(): RecordedSchema[] {
  return [...compiled.values()];
}

/**
 * A compiler with one set of options. Its Ajv instance is created on the first schema that was not precompiled,
 * and shared by the later ones (schemas referring to each other by $id must be in one instance).
 */
export function validatorCompiler(options: Options = {}): ValidatorCompiler {
  let ajv: Ajv | undefined;
  return {
    compile<T>(schema: object): ValidateFunction<T> {
      const key = validatorKey(schema, options);
      compiled.set(key, { schema, options });
      const precompiled = PRECOMPILED_VALIDATORS.get(key);
      if (precompiled) return precompiled as ValidateFunction<T>;
      ajv ??= createAjv(options);
      return ajv.compile<T>(schema);
    },
  };
}
