/**
 * The two validators of a wizard, both compiled at build time from the ONE Ajv configuration (schemas/ajv.ts, the
 * `precompiled-validators` build plugin), so no Ajv compiler ships and no code is generated in the browser:
 * - the payload validator the step machine runs on every change (Ajv errors -> JSON Pointer field errors), the same
 *   function the API compiles from the same schema;
 * - rjsf's required `validator`, which rjsf only uses to resolve the schema (rjsf runs with `noValidate`).
 */
import { deepEquals, type Experimental_DefaultFormStateBehavior, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { CompiledValidateFunction, ValidatorFunctions } from '@rjsf/validator-ajv8';
import { toFieldErrors, type FieldError } from '../../schemas/field-errors';
import { isStepSchemaOf } from './step-ui-schema';
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
 * rjsf's precompiled validator, made cheap to ask and aware of step forms: it checks on every question that rjsf's
 * root schema is the one it was compiled for (a deep comparison, since rjsf works on its own copy; a step's form
 * draws a view of it with fewer properties, which asks about the same schemas) and hashes the asked schema to find its
 * validator. Both answers are remembered per schema object, so a key press asks neither again.
 */
class RememberingPrecompiledValidator extends AJV8PrecompiledValidator<FormData, RJSFSchema> {
  // Made on first use: the parent's constructor already asks for a validator, before fields are initialised.
  private knownRoots?: WeakSet<object>;
  private validatorsBySchema?: WeakMap<object, CompiledValidateFunction>;

  override ensureSameRootSchema(schema: RJSFSchema, formData?: FormData): boolean {
    this.knownRoots ??= new WeakSet();
    if (this.knownRoots.has(schema)) return true;
    // Equal as a whole (or a step's view of it: step-ui-schema.ts), it is so for any data; otherwise the answer
    // depends on the data and is not remembered.
    if (deepEquals(schema, this.rootSchema) || isStepSchemaOf(schema, this.rootSchema, deepEquals)) {
      this.knownRoots.add(schema);
      return true;
    }
    return super.ensureSameRootSchema(schema, formData);
  }

  override getValidator(schema: RJSFSchema): CompiledValidateFunction {
    this.validatorsBySchema ??= new WeakMap();
    let validator = this.validatorsBySchema.get(schema);
    if (!validator) {
      validator = super.getValidator(schema);
      this.validatorsBySchema.set(schema, validator);
    }
    return validator;
  }
}

export function createRjsfValidator(validators: ValidatorFunctions, schema: RJSFSchema): ValidatorType {
  return new RememberingPrecompiledValidator(validators, schema);
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
