/** Imports answered at build time by scripts/build-time-modules.ts. */
declare module '*schema.json?validator' {
  import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

  const validate: CompiledValidateFunction;
  export default validate;
}

declare module '*schema.json?rjsf-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  const validators: ValidatorFunctions;
  export default validators;
}

declare module '*ui.json?wizard-summary' {
  const summary: { route: string; title: string };
  export default summary;
}
