/**
 * Loads one wizard from its folder and prepares everything the renderer needs: the schema as the form draws it
 * (bundled and dereferenced at build time: rjsf resolves no reference on the visitor's key presses), the checked ui.json, the page
 * copy, the step machine, both validators and the initial data with the schema defaults filled in.
 */
import { createSchemaUtils, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { FormData, WizardMachine } from '../../engine/wizard-machine';
import type { WizardPage } from '../../engine/wizard-page';
import { parseSteps, type WizardStep, type WizardUi } from '../../engine/wizard-ui';
import type { FieldError } from '../../schemas/field-errors';
import { deriveData } from './data/derive-data';
import {
  createPayloadValidator,
  createRjsfValidator,
  defaultFormStateBehavior,
  type PrecompiledValidators,
} from './wizard-validation';
import {
  machineModules,
  pageModules,
  payloadValidatorModules,
  rjsfValidatorModules,
  schemaModules,
  uiModules,
  wizardModulePath,
} from './wizard-modules';
import { isRecord } from '../../json/json-value';
import { yieldToBrowser } from '../browser/yield-to-browser';

export interface LoadedWizard {
  id: string;
  /** The bundled, self-contained schema. */
  schema: RJSFSchema;
  ui: WizardUi;
  /** The copy of the page hosting the wizard (banner, intro, FAQ). */
  page: WizardPage;
  steps: WizardStep[];
  machine: WizardMachine;
  validate: (data: FormData) => FieldError[];
  rjsfValidator: ValidatorType;
  initialData: FormData;
}

/**
 * Every folder is checked when the site is built (scripts/build-time-modules.ts) and when the API starts, so the
 * browser only guards against a ui.json that is not even an object.
 */
export function parseWizardUi(id: string, value: unknown): WizardUi {
  if (!isRecord(value) || !Array.isArray(value.steps)) throw new Error(`forms/${id}/ui.json is malformed`);
  return value as unknown as WizardUi;
}

async function importModule<T>(modules: Record<string, () => Promise<T>>, path: string): Promise<T> {
  const load = modules[path];
  if (!load) throw new Error(`Unknown wizard module ${path}`);
  return load();
}

/**
 * Each step of the preparation is a task of its own: filling in the schema's defaults alone takes a cheap phone's main
 * thread for a while.
 */
export async function prepareWizard(
  id: string,
  /** The schema as the form draws it: `schema.json?form-schema`. */
  schema: RJSFSchema,
  rawUi: unknown,
  page: WizardPage,
  machine: WizardMachine,
  validators: PrecompiledValidators,
): Promise<LoadedWizard> {
  const ui = parseWizardUi(id, rawUi);
  const rjsfValidator = createRjsfValidator(validators, schema);
  await yieldToBrowser();
  const defaults = createSchemaUtils(rjsfValidator, schema, defaultFormStateBehavior).getDefaultFormState(schema, {});
  await yieldToBrowser();
  return {
    id,
    schema,
    ui,
    page,
    steps: parseSteps(ui.steps),
    machine,
    validate: createPayloadValidator(validators.payload),
    rjsfValidator,
    // Totals start computed and fields hidden by their condition start absent, as after any change.
    initialData: deriveData(ui.uiSchema, isRecord(defaults) ? defaults : {}),
  };
}

const cache = new Map<string, Promise<LoadedWizard>>();

/**
 * The same promise for the same id, so React's `use()` can suspend on it across renders. Once settled, the promise
 * carries its outcome the way React reads it (`status`, `value`), so a render after the wizard has loaded (the
 * island's hydration) reads it at once instead of suspending.
 */
export function loadWizard(id: string): Promise<LoadedWizard> {
  let pending = cache.get(id);
  if (!pending) {
    pending = Promise.all([
      importModule(schemaModules, wizardModulePath(id, 'schema.json')),
      importModule(uiModules, wizardModulePath(id, 'ui.json')),
      importModule(pageModules, wizardModulePath(id, 'page.json')),
      importModule(machineModules, wizardModulePath(id, 'machine.ts')),
      importModule(payloadValidatorModules, wizardModulePath(id, 'schema.json')),
      importModule(rjsfValidatorModules, wizardModulePath(id, 'schema.json')),
    ]).then(([schema, ui, page, machine, payload, rjsf]) => prepareWizard(id, schema, ui, page, machine, { payload, rjsf }));
    const tracked = Object.assign(pending, { status: 'pending' });
    pending.then((value) => Object.assign(tracked, { status: 'fulfilled', value }), () => undefined);
    // A failed load (e.g. a network hiccup fetching the chunk) may be retried by a later render.
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
