/**
 * The data the folder check takes and gives. They live apart from engine/wizard-check.ts, which re-exports them, so
 * that the rule files can name them without importing the module that imports the rules.
 */
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../schemas/bundle';
import type { WizardPage } from '../wizard-page';
import type { WizardUi } from '../wizard-ui';

export interface WizardProblem {
  /**
   * The id of the rule broken (`step/unknown-field`), one of `wizardRules`; absent for what no rule of the check
   * reports (a file that is not JSON, found while the folder is read).
   */
  rule?: string;
  /** The folder name under forms/. */
  id: string;
  /** The file inside the folder, e.g. `ui.json` or `fixtures/valid.json`; empty for the folder itself. */
  file: string;
  /** JSON Pointer into that file; empty for the whole file. */
  pointer: string;
  problem: string;
  fix: string;
}

export interface Fixture {
  /** `fixtures/valid.json`, `fixtures/valid-pet.json` ... */
  file: string;
  data: unknown;
}

/** A folder as read from disk: file names and the parsed JSON files (undefined when missing or unreadable). */
export interface WizardSource {
  id: string;
  files: readonly string[];
  schema: unknown;
  ui: unknown;
  page: unknown;
  fixtures: readonly Fixture[];
}

/** A folder that passed every check, ready to serve. */
export interface CheckedWizard {
  id: string;
  /** ui.json, its uiSchema carrying the `showWhen` options derived from the schema's conditions. */
  ui: WizardUi;
  page: WizardPage;
  /** The self-contained schema (shared definitions included), as served and as compiled. */
  schema: JsonSchema;
  validate: ValidateFunction;
  fixtures: readonly Fixture[];
}

export interface CheckOptions {
  /** Compiles the bundled schema; the API passes its own so the check and the server share one validator. */
  compile?: (schema: JsonSchema) => ValidateFunction;
}

export interface SiteReservations {
  /** Page paths the site has besides the wizards (e.g. /quote): a wizard route may not take one. */
  routes?: readonly string[];
  /** API paths the API routes itself: a wizard endpoint may not equal one or lie below it. */
  endpointPrefixes?: readonly string[];
}
