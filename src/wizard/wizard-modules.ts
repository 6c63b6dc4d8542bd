/**
 * The modules of every wizard folder, loaded lazily: a wizard's page downloads only its own wizard. The schema as
 * the form draws it (bundled and dereferenced at build time), the page copy as JSON, ui.json as the checked folder gives it (its conditional fields derived from the schema), the
 * step machine, and the two validators compiled from the schema at build time (scripts/precompiled-validators.ts).
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { CompiledValidateFunction, ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { WizardMachine } from '../../engine/wizard-machine';
import type { WizardPage } from '../../engine/wizard-page';
import type { WizardUi } from '../../engine/wizard-ui';

export const schemaModules = import.meta.glob<RJSFSchema>('/forms/*/schema.json', { query: '?form-schema', import: 'default' });
export const uiModules = import.meta.glob<WizardUi>('/forms/*/ui.json', { query: '?wizard-ui', import: 'default' });
export const pageModules = import.meta.glob<WizardPage>('/forms/*/page.json', { import: 'default' });
export const machineModules = import.meta.glob<WizardMachine>('/forms/*/machine.ts', { import: 'machine' });
export const payloadValidatorModules = import.meta.glob<CompiledValidateFunction>('/forms/*/schema.json', {
  query: '?validator',
  import: 'default',
});
export const rjsfValidatorModules = import.meta.glob<ValidatorFunctions>('/forms/*/schema.json', {
  query: '?rjsf-validators',
  import: 'default',
});

export function wizardModulePath(id: string, file: 'schema.json' | 'ui.json' | 'page.json' | 'machine.ts'): string {
  return `/forms/${id}/${file}`;
}

/**
 * The modules above for one wizard, named as the build manifest names them: what its page loads besides the page
 * component, so the build can preload them with the page and measure them.
 */
export function wizardModuleSources(id: string): string[] {
  return [
    `forms/${id}/schema.json?form-schema`,
    `forms/${id}/ui.json?wizard-ui`,
    `forms/${id}/page.json`,
    `forms/${id}/machine.ts`,
    `forms/${id}/schema.json?validator`,
    `forms/${id}/schema.json?rjsf-validators`,
  ];
}
