/**
 * Vite plugin: modules derived at build time from a JSON file of the project, imported as `<file>.json?<kind>`.
 * The browser then ships the result instead of the work (and, for validators, instead of the compiler):
 *
 * - `<...>schema.json?form-schema`: the schema the form draws, bundled and dereferenced;
 * - `<...>schema.json?validator` and `<...>schema.json?rjsf-validators`: precompiled validators
 *   (scripts/precompiled-validators.ts);
 * - `forms/<id>/ui.json?wizard-summary`: `{ route, title, group, menu }` of a wizard, all the router and the menu need
 *   up front, so the full ui.json loads only with its wizard's page;
 * - `forms/<id>/ui.json?wizard-ui`: the ui.json the form draws, its conditional fields' `showWhen` derived from the
 *   schema (engine/conditions.ts);
 * - `forms/<id>/page.json?wizard-card`: `{ route, group, card }`, what a hub page draws for the wizard;
 * - `forms/<id>/ui.json` as its machine.ts imports it: the steps with each fragment's `@name` as its fields.
 *
 * The wizard derivations come from the folders as engine/wizard-folder.ts reads and checks them: a folder that breaks
 * a rule fails the build with the messages that stop the API at start-up.
 *
 * Served, imports resolve to a virtual id (`\0...`) that does not end in `.json`; built, they keep the id as written.
 * Either way `load` marks the code as JavaScript, so Vite's JSON plugin leaves it alone.
 */
import { basename, dirname } from 'node:path';
import type { Plugin } from 'vite';
import type { CheckedWizard } from '../engine/wizard-check';
import type { WizardUi } from '../engine/wizard-ui';
import { expandFieldReferences } from '../schemas/fragments';
import { loadWizardFolders } from '../engine/wizard-folder';
import { dereferenceSchema } from '../schemas/bundle';
import { payloadValidatorCode, readBundledSchema, rjsfValidatorsCode, toEsModule } from './precompiled-validators';

/** The checked folders, read once per build (and again after a file of forms/ changes in watch mode). */
let checkedFolders: Map<string, CheckedWizard> | undefined;

function checkedWizard(file: string): CheckedWizard {
  checkedFolders ??= new Map(loadWizardFolders().map((wizard) => [wizard.id, wizard]));
  const id = basename(dirname(file));
  const wizard = checkedFolders.get(id);
  if (!wizard) throw new Error(`${file} is not in a wizard folder of forms/`);
  return wizard;
}

const exportJson = (value: unknown) => `export default ${JSON.stringify(value)};`;

const derivations: Record<string, (file: string) => string> = {
  // The schema as the form draws it: bundled (shorthands compiled, shared definitions in) and dereferenced, so the
  // browser does neither and ships neither the shared definitions nor the fragments.
  'form-schema': (file) => exportJson(dereferenceSchema(readBundledSchema(file))),
  validator: (file) => toEsModule(payloadValidatorCode(readBundledSchema(file))),
  // From the schema as the form draws it (`form-schema`), so rjsf finds a validator for every schema it asks about.
  'rjsf-validators': (file) => toEsModule(rjsfValidatorsCode(dereferenceSchema(readBundledSchema(file)))),
  'wizard-summary': (file) => {
    const { ui, page } = checkedWizard(file);
    return exportJson({ route: ui.route, title: ui.title, group: page.placement.group, menu: page.placement.menu });
  },
  'wizard-ui': (file) => exportJson(checkedWizard(file).ui),
  'wizard-card': (file) => {
    const { ui, page } = checkedWizard(file);
    return exportJson({ route: ui.route, group: page.placement.group, card: page.placement.card });
  },
};

const KINDS = Object.keys(derivations).join('|');
/**
 * Validators run in full as their wizard comes to life (the first step's errors are known from the start). Compiled
 * lazily, their first call would compile them on the main thread, one long task on a phone; this comment asks V8 to
 * compile every function of the chunk as it loads, off the main thread where the browser streams the script.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const VALIDATOR_MODULE = /\?(validator|rjsf-validators)$/;
/** A folder's ui.json imported as it is (by its machine.ts). */
const FOLDER_UI = /\/forms\/[^/]+\/ui\.json$/;
const IMPORTED = new RegExp(`^(.+\\.json)\\?(${KINDS})$`);
const VIRTUAL = new RegExp(`^\\0build-time:(.+\\.json):(${KINDS})$`);

export function buildTimeModules(): Plugin {
  let serving = false;
  return {
    name: 'build-time-modules',
    // Before Vite's resolver. Served (the development server, Vitest), an import resolves to the virtual id: a module
    // whose id looks like JSON would get no import analysis, and the generated code's imports would reach the browser
    // unresolved. The build resolves them either way, and keeps the id as imported (`forms/<id>/ui.json?wizard-ui`),
    // the name its manifest gives the module and the page list and the budgets look up.
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      checkedFolders = undefined;
    },
    watchChange(id) {
      if (id.includes('/forms/')) checkedFolders = undefined;
    },
    async resolveId(source, importer) {
      if (!serving) return null;
      const match = IMPORTED.exec(source);
      if (!match?.[1]) return null;
      const file = await this.resolve(match[1], importer, { skipSelf: true });
      return file ? `\0build-time:${file.id}:${match[2]}` : null;
    },
    // A folder's machine.ts imports its ui.json as written: the steps it gets name a fragment's fields, not `@name`,
    // so the browser carries no fragment to expand them.
    transform(code, id) {
      if (!FOLDER_UI.test(id)) return null;
      const ui = JSON.parse(code) as WizardUi;
      return { code: JSON.stringify({ ...ui, steps: ui.steps.map((step) => (step.fields ? { ...step, fields: expandFieldReferences(step.fields) } : step)) }), map: null };
    },
    load(id) {
      const match = VIRTUAL.exec(id) ?? (id.startsWith('\0') ? null : IMPORTED.exec(id));
      const [, file, kind] = match ?? [];
      const derive = kind ? derivations[kind] : undefined;
      if (!file || !derive) return null;
      this.addWatchFile(file);
      return { code: derive(file), moduleType: 'js' };
    },
    // After minifying, which drops comments. The source map, if any, gains one empty line to match.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.moduleIds.some((id) => VALIDATOR_MODULE.test(id))) continue;
        output.code = EAGER_COMPILE_HINT + output.code;
        if (output.map) output.map.mappings = `;${output.map.mappings}`;
      }
    },
  };
}
