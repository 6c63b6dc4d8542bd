/**
 * Every wizard the API serves, discovered from the folders of forms/ at start-up. Adding a folder adds a wizard:
 * its routes, its alias endpoint and its OpenAPI entry follow without any API change. A malformed ui.json or a
 * schema that does not compile stops the start-up, naming the folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { wizardUiSchema, type WizardUi } from '../../engine/wizard-ui';
import { createAjv } from '../../schemas/ajv';
import { bundleSchema, type JsonSchema } from '../../schemas/bundle';
import { createSensitiveFieldFinder, schemaMarksFields, type SensitiveFieldFinder } from '../privacy/sensitive-fields';
import { createAttachmentFinder, type AttachmentFinder } from '../uploads/find-attachments';

export const FORMS_DIR = fileURLToPath(new URL('../../forms', import.meta.url));

/** Paths the API routes itself; a wizard alias must not shadow them. */
const RESERVED_PREFIXES = ['/api/forms', '/api/health', '/api/captcha', '/api/openapi.json'];
const WIZARD_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface Wizard {
  id: string;
  ui: WizardUi;
  /** Self-contained schema (shared definitions included), as served and as compiled. */
  schema: JsonSchema;
  validate: ValidateFunction;
  /** The payload's file attachments, found by walking `schema` (prepared once, here). */
  findAttachments: AttachmentFinder;
  /** Pointers of the payload's values marked `"x-encrypt": true`, encrypted at rest (prepared once, here). */
  findSensitiveFields: SensitiveFieldFinder;
}

const NO_SENSITIVE_FIELDS: SensitiveFieldFinder = () => new Set();

export interface WizardRegistry {
  list(): readonly Wizard[];
  get(id: string): Wizard | undefined;
  findByEndpoint(path: string): Wizard | undefined;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function isJsonObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadWizardRegistry(formsDir: string = FORMS_DIR): WizardRegistry {
  // One Ajv instance for every schema of the folder: creating one costs more than compiling a schema.
  const ajv = createAjv();
  const validateUi = ajv.compile<WizardUi>(wizardUiSchema);
  const wizards: Wizard[] = [];

  const folders = readdirSync(formsDir)
    .filter((name) => statSync(join(formsDir, name)).isDirectory())
    .sort();
  for (const id of folders) {
    const fail = (problem: string): never => {
      throw new Error(`forms/${id}: ${problem}`);
    };
    if (!WIZARD_ID.test(id)) fail('the folder name must be a kebab-case wizard id');
    let ui: unknown;
    let schema: unknown;
    try {
      ui = readJson(join(formsDir, id, 'ui.json'));
      schema = readJson(join(formsDir, id, 'schema.json'));
    } catch (error) {
      return fail(`cannot read ui.json and schema.json (${String(error)})`);
    }
    if (!validateUi(ui)) return fail(`invalid ui.json: ${ajv.errorsText(validateUi.errors)}`);
    if (!isJsonObject(schema)) return fail('schema.json is not a JSON object');
    let bundled: JsonSchema;
    let validate: ValidateFunction;
    try {
      bundled = bundleSchema(schema);
      validate = ajv.compile(bundled);
    } catch (error) {
      return fail(`schema.json does not compile: ${String(error)}`);
    }
    wizards.push({
      id,
      ui,
      schema: bundled,
      validate,
      findAttachments: createAttachmentFinder(bundled),
      findSensitiveFields: schemaMarksFields(bundled) ? createSensitiveFieldFinder(bundled) : NO_SENSITIVE_FIELDS,
    });
  }

  const endpoints = new Map<string, string>();
  for (const wizard of wizards) {
    const { endpoint } = wizard.ui;
    const reserved = RESERVED_PREFIXES.find((prefix) => endpoint === prefix || endpoint.startsWith(`${prefix}/`));
    if (reserved) throw new Error(`forms/${wizard.id}: endpoint ${endpoint} collides with the API's own ${reserved}`);
    const other = endpoints.get(endpoint);
    if (other) throw new Error(`forms/${wizard.id}: endpoint ${endpoint} is already used by forms/${other}`);
    endpoints.set(endpoint, wizard.id);
  }

  const byId = new Map(wizards.map((wizard) => [wizard.id, wizard]));
  const byEndpoint = new Map(wizards.map((wizard) => [wizard.ui.endpoint, wizard]));
  return {
    list: () => wizards,
    get: (id) => byId.get(id),
    findByEndpoint: (path) => byEndpoint.get(path),
  };
}
