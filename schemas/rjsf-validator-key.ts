import { hashForSchema, ID_KEY, type RJSFSchema } from '@rjsf/utils';

/**
 * The key under which rjsf's precompiled validator looks up a schema's validator: its `$id`, or its hash. Shared by
 * the build, which compiles the validators, and the browser, which adds one under the whole schema's key.
 */
export function rjsfValidatorKey(schema: RJSFSchema): string {
  const id = schema[ID_KEY];
  return typeof id === 'string' ? id : hashForSchema(schema);
}
