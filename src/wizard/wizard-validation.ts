/**
 * The two validators of a wizard, both compiled at build time from the ONE Ajv configuration (schemas/ajv.ts, the
 * `precompiled-validators` build plugin), so no Ajv compiler ships and no code is generated in the browser:
 * - the payload validator the step machine runs on every change (Ajv errors -> JSON Pointer field errors), the same
 *   function the API compiles from the same schema;
 * - rjsf's required `validator`, which rjsf only uses to resolve the schema (rjsf runs with `noValidate`): it asks it
 *   whether the data matches a condition's `if` before it marks the fields the `then` requires, so it cannot go
 *   (wizard-validation.test.ts).
 */
import type { Experimental_DefaultFormStateBehavior, RJSFSchema, ValidatorType } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { CompiledValidateFunction, ValidatorFunctions } from '@rjsf/validator-ajv8';
import { toFieldErrors, type FieldError } from '../../schemas/field-errors';
import { rjsfValidatorKey } from '../../schemas/rjsf-validator-key';
import type { FormData } from '../../engine/wizard-machine';

/** What the build compiles from a wizard's schema.json (its `?validator` and `?rjsf-validators` imports). */
export interface PrecompiledValidators {
  payload: CompiledValidateFunction;
  rjsf: ValidatorFunctions;
}

export function createPayloadValidator(validate: CompiledValidateFunction): (data: FormData) => FieldError[] {
  return (data) => (validate(data) ? [] : toFieldErrors(validate.errors));
}

/**
 * rjsf's precompiled validator for the wizard's schema (every step's form renders that very schema object). The
 * build leaves the whole schema's validator out of rjsf's set (scripts/precompiled-validators.ts): the payload
 * validator, compiled from the same schema, stands in for it.
 */
export function createRjsfValidator(validators: PrecompiledValidators, schema: RJSFSchema): ValidatorType {
  return new AJV8PrecompiledValidator<FormData, RJSFSchema>({ ...validators.rjsf, [rjsfValidatorKey(schema)]: validators.payload }, schema);
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
