/**
 * Loads one wizard from its folder and prepares everything the renderer needs: the bundled schema (rjsf only
 * resolves local refs, so the bundled document is what is rendered and validated), the checked ui.json, the step
 * machine, both validators and the initial data with the schema defaults filled in.
 */
import { createSchemaUtils, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { FormData, WizardMachine } from '../../engine/wizard-machine';
import { parseSteps, wizardUiSchema, type WizardStep, type WizardUi } from '../../engine/wizard-ui';
import { createAjv } from '../../schemas/ajv';
import { bundleSchema } from '../../schemas/bundle';
import type { FieldError } from '../../schemas/field-errors';
import { deriveData } from './derive-data';
import { isRecord } from './ui-schema-nodes';
import { createPayloadValidator, createRjsfValidator, defaultFormStateBehavior } from './wizard-validation';
import { machineModules, schemaModules, uiModules, wizardModulePath } from './wizard-registry';

export interface LoadedWizard {
  id: string;
  /** The bundled, self-contained schema. */
  schema: RJSFSchema;
  ui: WizardUi;
  steps: WizardStep[];
  machine: WizardMachine;
  validate: (data: FormData) => FieldError[];
  rjsfValidator: ValidatorType;
  initialData: FormData;
}

const checkUi = createAjv().compile<WizardUi>(wizardUiSchema);

export function parseWizardUi(id: string, value: unknown): WizardUi {
  if (!checkUi(value)) {
    throw new Error(`forms/${id}/ui.json is malformed: ${JSON.stringify(checkUi.errors)}`);
  }
  return value;
}

async function importModule<T>(modules: Record<string, () => Promise<T>>, path: string): Promise<T> {
  const load = modules[path];
  if (!load) throw new Error(`Unknown wizard module ${path}`);
  return load();
}

export function prepareWizard(
  id: string,
  rawSchema: Record<string, unknown>,
  rawUi: unknown,
  machine: WizardMachine,
): LoadedWizard {
  // A JSON Schema is open-ended JSON; bundleSchema has checked its definitions, rjsf takes it as its schema type.
  const schema = bundleSchema(rawSchema) as RJSFSchema;
  const ui = parseWizardUi(id, rawUi);
  const rjsfValidator = createRjsfValidator();
  const defaults = createSchemaUtils(rjsfValidator, schema, defaultFormStateBehavior).getDefaultFormState(schema, {});
  return {
    id,
    schema,
    ui,
    steps: parseSteps(ui.steps),
    machine,
    validate: createPayloadValidator(schema),
    rjsfValidator,
    // Totals start computed and fields hidden by their condition start absent, as after any change.
    initialData: deriveData(ui.uiSchema, isRecord(defaults) ? defaults : {}),
  };
}

const cache = new Map<string, Promise<LoadedWizard>>();

/** The same promise for the same id, so React's `use()` can suspend on it across renders. */
export function loadWizard(id: string): Promise<LoadedWizard> {
  let pending = cache.get(id);
  if (!pending) {
    pending = Promise.all([
      importModule(schemaModules, wizardModulePath(id, 'schema.json')),
      importModule(uiModules, wizardModulePath(id, 'ui.json')),
      importModule(machineModules, wizardModulePath(id, 'machine.ts')),
    ]).then(([schema, ui, machine]) => prepareWizard(id, schema, ui, machine));
    // A failed load (e.g. a network hiccup fetching the chunk) may be retried by a later render.
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
