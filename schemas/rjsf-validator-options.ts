/**
 * How rjsf's validator is configured: the ONE Ajv configuration, relaxed only where rjsf's way of resolving a schema
 * needs it. rjsf runs with `noValidate` (the payload validator judges the data); its validator only resolves the
 * schema, and the build precompiles it with these options (scripts/precompiled-validators.ts).
 */
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { ajvOptions, configureAjvForVerdicts } from './ajv';

export function rjsfValidatorOptions(): CustomValidatorOptionsType {
  return {
    // rjsf matches `oneOf` options by validating against a probe schema that requires a made-up property, which
    // strict mode refuses at compile time. Likewise rjsf compiles an `if` on its own to pick a branch, where
    // strictTypes no longer sees the object type of the schema around it and refuses `required` (the whole schema,
    // as the payload validator compiles it, passes).
    // rjsf asks only "valid or not": the first error is enough, and no messages are built (configureAjvForVerdicts).
    ajvOptionsOverrides: { ...ajvOptions, allErrors: false, strictRequired: false, strictTypes: false },
    // configureAjv adds exactly the formats the API knows; rjsf's own full set would accept more than the API.
    ajvFormatOptions: false,
    extenderFn: configureAjvForVerdicts,
  };
}
