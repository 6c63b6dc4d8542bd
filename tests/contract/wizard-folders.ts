/**
 * Every wizard folder in forms/, read and checked as the API reads them at start-up (engine/wizard-folder.ts), in
 * the shape the suites need. `WIZARD_ID=<id>` narrows every suite to one folder (npm run check:wizard -- <id>).
 */
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { CompiledValidateFunction, ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { CheckedWizard, Fixture } from '../../engine/wizard-check';
import { checkWizardFolders, FORMS_DIR, readWizardSource } from '../../engine/wizard-folder';
import type { PrecompiledValidators } from '../../src/wizard/wizard-validation';

export interface WizardFolder extends Omit<CheckedWizard, 'schema'> {
  dir: string;
  /** schema.json as written (shared definitions referenced, not copied). */
  schema: Record<string, unknown>;
  /** The self-contained schema the API serves and compiles. */
  bundled: CheckedWizard['schema'];
  fixtures: readonly Fixture[];
  /** The first fixture: one complete payload, for suites that need one. */
  validFixture: Record<string, unknown>;
}

/** The folders the suites cover: all, or the one named by WIZARD_ID. */
export function selectedWizardIds(): readonly string[] | undefined {
  const only = process.env.WIZARD_ID;
  return only ? [only] : undefined;
}

/** The folders that pass every check; the contract suite reports the problems of the others. */
export function wizardFolders(): WizardFolder[] {
  return checkWizardFolders({ only: selectedWizardIds() }).wizards.map((wizard) => {
    const { source } = readWizardSource(wizard.id);
    const [first] = wizard.fixtures;
    if (!first) throw new Error(`forms/${wizard.id} has no fixture`);
    return {
      ...wizard,
      dir: join(FORMS_DIR, wizard.id),
      schema: source.schema as Record<string, unknown>,
      bundled: wizard.schema,
      validFixture: first.data as Record<string, unknown>,
    };
  });
}

/** The schema as the build hands it to the form (bundled and dereferenced), exactly as the browser imports it. */
export async function formSchema(id: string): Promise<RJSFSchema> {
  const module = (await import(/* @vite-ignore */ `/forms/${id}/schema.json?form-schema`)) as { default: RJSFSchema };
  return module.default;
}

/** The validators the build compiles from a folder's schema.json, exactly as the browser imports them. */
export async function precompiledValidators(id: string): Promise<PrecompiledValidators> {
  // Root-relative specifiers the build plugin answers; Vite cannot analyse them, nor need it.
  const schema = `/forms/${id}/schema.json`;
  const [payload, rjsf] = await Promise.all([
    import(/* @vite-ignore */ `${schema}?validator`) as Promise<{ default: CompiledValidateFunction }>,
    import(/* @vite-ignore */ `${schema}?rjsf-validators`) as Promise<{ default: ValidatorFunctions }>,
  ]);
  return { payload: payload.default, rjsf: rjsf.default };
}
