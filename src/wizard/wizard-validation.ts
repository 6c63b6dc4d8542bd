/**
 * The two validators of a wizard, both built from the ONE Ajv configuration (schemas/ajv.ts):
 * - the payload validator the step machine runs on every change (Ajv errors -> JSON Pointer field errors);
 * - rjsf's required `validator`, which rjsf only uses to resolve the schema (rjsf runs with `noValidate`).
 */
import type { Experimental_DefaultFormStateBehavior, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { ajvOptions, configureAjv, createAjv } from '../../schemas/ajv';
import { toFieldErrors, type FieldError } from '../../schemas/field-errors';
import type { FormData } from '../../engine/wizard-machine';

export function createPayloadValidator(schema: RJSFSchema): (data: FormData) => FieldError[] {
  const validate = createAjv().compile(schema);
  return (data) => (validate(data) ? [] : toFieldErrors(validate.errors));
}

export function createRjsfValidator(): ValidatorType {
  return customizeValidator({
    // rjsf matches `oneOf` options by validating against a probe schema that requires a made-up property, which
    // strict mode refuses at compile time. This validator only resolves the schema (rjsf runs with noValidate);
    // the payload validator above keeps the full strictness.
    // Likewise rjsf compiles an `if` on its own to pick a branch, where strictTypes no longer sees the object type of
    // the schema around it and refuses `required` (the whole schema, as the payload validator compiles it, passes).
    ajvOptionsOverrides: { ...ajvOptions, strictRequired: false, strictTypes: false },
    // configureAjv adds exactly the formats the API knows; rjsf's own full set would accept more than the API.
    ajvFormatOptions: false,
    extenderFn: configureAjv,
  });
}

/**
 * How rjsf fills defaults, used both for the initial data and by the form so the two agree.
 * - A choice written as a `oneOf` of constants (e.g. a type picker with a placeholder) must start empty, not on its
 *   first option; a plain `const` (e.g. a fixed change type) is still filled in.
 * - Lists are never padded up to `minItems` with empty items: a required upload list would otherwise get an empty
 *   "file" whose missing properties hide the real message ("Please upload at least one document"). A list that
 *   should start with one item says so with a schema `default`.
 */
export const defaultFormStateBehavior: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'skipOneOf',
  arrayMinItems: { populate: 'never' },
};
