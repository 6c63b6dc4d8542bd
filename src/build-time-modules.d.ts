/** Imports answered at build time by scripts/build-time-modules.ts. */
declare module '*schema.json?form-schema' {
  const schema: import('@rjsf/utils').RJSFSchema;
  export default schema;
}

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
  const summary: {
    route: string;
    title: string;
    group: import('../engine/wizard-page').WizardGroup;
    menu: import('../engine/wizard-page').WizardPlacement['menu'];
  };
  export default summary;
}

declare module '*ui.json?wizard-ui' {
  const ui: import('../engine/wizard-ui').WizardUi;
  export default ui;
}

declare module '*page.json?wizard-card' {
  const card: {
    route: string;
    group: import('../engine/wizard-page').WizardGroup;
    card: import('../engine/wizard-page').WizardCard;
  };
  export default card;
}
