/**
 * Every wizard the API serves, discovered from the folders of forms/ at start-up. Adding a folder adds a wizard:
 * its routes, its alias endpoint and its OpenAPI entry follow without any API change. A folder that breaks a rule
 * of engine/wizard-check.ts stops the start-up with every problem, each naming the folder, the file, the place and
 * the fix.
 */
import type { ValidateFunction } from 'ajv';
import type { Fixture } from '../../engine/wizard-check';
import type { WizardUi } from '../../engine/wizard-ui';
import type { WizardGroup } from '../../engine/wizard-page';
import { defaultPipelines, type Pipeline } from '../../config/request-pipelines';
import { FORMS_DIR, loadWizardFolders } from '../../engine/wizard-folder';
import { createAjv } from '../../schemas/ajv';
import { createHash } from 'node:crypto';
import { dereferenceSchema, type JsonSchema } from '../../schemas/bundle';
import { createSensitiveFieldFinder, schemaMarksFields, type SensitiveFieldFinder } from '../privacy/sensitive-fields';
import { createAttachmentFinder, type AttachmentFinder } from '../uploads/find-attachments';

/** Paths the API routes itself; a wizard alias must not shadow them. */
const RESERVED_PREFIXES = ['/api/forms', '/api/health', '/api/captcha', '/api/openapi.json', '/api/staff', '/api/events', '/api/webhooks'];

export interface Wizard {
  id: string;
  /** ui.json, its conditional fields' `showWhen` derived from the schema (the review of the agency's e-mail reads it). */
  ui: WizardUi;
  /** Self-contained schema (shared definitions included), as served and as compiled. */
  schema: JsonSchema;
  validate: ValidateFunction;
  /** The hub it is listed in (page.json `placement.group`): the inbox groups its requests by it. */
  group: WizardGroup;
  /** The statuses the staff inbox moves its requests through: its ui.json's, or its group's. */
  pipeline: Pipeline;
  /**
   * A short digest of the schema as the browser's form holds it (bundled and dereferenced): the version its saved
   * progress, its funnel counts and its webhooks name (src/wizard/progress/device-progress.ts `schemaVersion` computes the same).
   */
  schemaVersion: string;
  /** The folder's valid payloads: the OpenAPI document's examples. */
  fixtures: readonly Fixture[];
  /** The payload's file attachments, found by walking `schema` (prepared once, here). */
  findAttachments: AttachmentFinder;
  /** Pointers of the payload's values marked `"x-encrypt": true`, encrypted at rest (prepared once, here). */
  findSensitiveFields: SensitiveFieldFinder;
}

const NO_SENSITIVE_FIELDS: SensitiveFieldFinder = () => new Set();

/** The first 8 bytes of the SHA-256 of the form's schema as JSON, in hexadecimal. */
export function schemaVersionOf(schema: JsonSchema): string {
  return createHash('sha256').update(JSON.stringify(dereferenceSchema(schema))).digest('hex').slice(0, 16);
}

export interface WizardRegistry {
  list(): readonly Wizard[];
  get(id: string): Wizard | undefined;
  findByEndpoint(path: string): Wizard | undefined;
}

export function loadWizardRegistry(formsDir: string = FORMS_DIR): WizardRegistry {
  // One Ajv instance for every wizard's schema: creating one costs more than compiling a schema.
  const ajv = createAjv();
  const wizards: Wizard[] = loadWizardFolders({
    formsDir,
    compile: (schema) => ajv.compile(schema),
    reserved: { endpointPrefixes: RESERVED_PREFIXES },
  }).map(({ id, ui, page, schema, validate, fixtures }) => ({
    id,
    ui,
    group: page.placement.group,
    pipeline: ui.pipeline ?? defaultPipelines[page.placement.group],
    schemaVersion: schemaVersionOf(schema),
    schema,
    validate,
    fixtures,
    findAttachments: createAttachmentFinder(schema),
    findSensitiveFields: schemaMarksFields(schema) ? createSensitiveFieldFinder(schema) : NO_SENSITIVE_FIELDS,
  }));

  const byId = new Map(wizards.map((wizard) => [wizard.id, wizard]));
  const byEndpoint = new Map(wizards.map((wizard) => [wizard.ui.endpoint, wizard]));
  return {
    list: () => wizards,
    get: (id) => byId.get(id),
    findByEndpoint: (path) => byEndpoint.get(path),
  };
}
