/**
 * Vite plugin: modules derived at build time from a JSON file of the project, imported as `<file>.json?<kind>`.
 * The browser then ships the result instead of the work (and, for validators, instead of the compiler):
 *
 * - `<...>schema.json?validator` and `<...>schema.json?rjsf-validators`: precompiled validators
 *   (scripts/precompiled-validators.ts);
 * - `forms/<id>/ui.json?wizard-summary`: `{ route, title }` of a wizard, all the router needs up front, so the full
 *   ui.json loads only with its wizard's page. The whole ui.json is checked against the engine's schema here, so a
 *   malformed one fails the build (as it stops the API at start-up) and the browser need not check it again.
 *
 * Imports resolve to a virtual id (`\0...`) that does not end in `.json`, so Vite's JSON plugin leaves the generated
 * code alone; Vitest's module runner may load the import as written, which `load` accepts too.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { wizardUiSchema, type WizardUi } from '../engine/wizard-ui';
import { createAjv } from '../schemas/ajv';
import { dereferenceSchema } from '../schemas/bundle';
import { payloadValidatorCode, readBundledSchema, rjsfValidatorsCode, toEsModule } from './precompiled-validators';

const checkWizardUi = createAjv().compile<WizardUi>(wizardUiSchema);

const derivations: Record<string, (file: string) => string> = {
  validator: (file) => toEsModule(payloadValidatorCode(readBundledSchema(file))),
  // From the schema as the form draws it (load-wizard.ts), so rjsf finds a validator for every schema it asks about.
  'rjsf-validators': (file) => toEsModule(rjsfValidatorsCode(dereferenceSchema(readBundledSchema(file)))),
  'wizard-summary': (file) => {
    const ui: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!checkWizardUi(ui)) throw new Error(`${file} is malformed: ${JSON.stringify(checkWizardUi.errors)}`);
    return `export default ${JSON.stringify({ route: ui.route, title: ui.title })};`;
  },
};

const KINDS = Object.keys(derivations).join('|');
const IMPORTED = new RegExp(`^(.+\\.json)\\?(${KINDS})$`);
const VIRTUAL = new RegExp(`^\\0build-time:(.+\\.json):(${KINDS})$`);

export function buildTimeModules(): Plugin {
  return {
    name: 'build-time-modules',
    async resolveId(source, importer) {
      const match = IMPORTED.exec(source);
      if (!match?.[1]) return null;
      const file = await this.resolve(match[1], importer, { skipSelf: true });
      return file ? `\0build-time:${file.id}:${match[2]}` : null;
    },
    load(id) {
      const match = VIRTUAL.exec(id) ?? (id.startsWith('\0') ? null : IMPORTED.exec(id));
      const [, file, kind] = match ?? [];
      const derive = kind ? derivations[kind] : undefined;
      if (!file || !derive) return null;
      this.addWatchFile(file);
      return { code: derive(file), moduleType: 'js' };
    },
  };
}
