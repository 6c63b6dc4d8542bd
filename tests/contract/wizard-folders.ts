/** Every wizard folder in forms/, read the way the suites need it. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledValidateFunction, ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { WizardUi } from '../../engine/wizard-ui';
import type { PrecompiledValidators } from '../../src/wizard/wizard-validation';

export const FORMS_DIR = join(import.meta.dirname, '..', '..', 'forms');

export interface WizardFolder {
  id: string;
  dir: string;
  files: string[];
  schema: Record<string, unknown>;
  /** Parsed as JSON; its shape is checked against wizardUiSchema by the contract suite. */
  ui: WizardUi;
  validFixture: Record<string, unknown>;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function wizardFolders(): WizardFolder[] {
  return readdirSync(FORMS_DIR)
    .filter((name) => statSync(join(FORMS_DIR, name)).isDirectory())
    .sort()
    .map((id) => {
      const dir = join(FORMS_DIR, id);
      return {
        id,
        dir,
        files: listFiles(dir),
        schema: readJson(join(dir, 'schema.json')) as Record<string, unknown>,
        ui: readJson(join(dir, 'ui.json')) as WizardUi,
        validFixture: readJson(join(dir, 'fixtures', 'valid.json')) as Record<string, unknown>,
      };
    });
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      const relative = prefix ? `${prefix}/${name}` : name;
      return statSync(path).isDirectory() ? listFiles(path, relative) : [relative];
    });
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
