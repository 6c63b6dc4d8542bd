/**
 * What a folder rule is: a stable id (`area/what-is-wrong`, printed with every message and named by the docs), a
 * one-line description, and a check that turns what it reads into findings. A rule reports one kind of mistake and
 * nothing else, so a message's id says which line of the docs' table explains it.
 *
 * A rule runs at a stage: what it reads exists only once the stages before it hold (the steps are read against a
 * schema that compiled, from a ui.json of the right shape). engine/wizard-check.ts builds each stage's context and
 * stops at the first stage that cannot be built; the rule that says why has reported it by then.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../schemas/bundle';
import type { ConditionProblem, SchemaCondition } from '../conditions';
import type { UiNode } from '../ui-schema-nodes';
import type { WizardPage } from '../wizard-page';
import type { WizardStep, WizardUi } from '../wizard-ui';
import type { CheckedWizard, SiteReservations, WizardSource } from './types';

export const DOCS = 'docs/adding-a-wizard.md';

/** What a rule reports; the check adds the folder's id and the rule's. */
export interface Finding {
  file: string;
  pointer: string;
  problem: string;
  fix: string;
}

/** Whether a JSON file fits the engine schema of its kind, and where it does not. */
export interface ShapeCheck {
  fits: boolean;
  errors: readonly ErrorObject[];
}

/** The folder as read, with the shape of ui.json and page.json (undefined where the file is missing or unreadable). */
export interface SourceContext {
  source: WizardSource;
  uiShape: ShapeCheck | undefined;
  pageShape: ShapeCheck | undefined;
}

export interface CompiledSchema {
  /** The self-contained schema, shared definitions included. */
  bundled: JsonSchema;
  validate: ValidateFunction;
}

/** schema.json is an object; it compiled, or `compiled.error` says why not. */
export interface SchemaContext extends SourceContext {
  schema: Record<string, unknown>;
  compiled: CompiledSchema | { error: string };
}

/** The schema compiled, and its conditions were read. */
export interface ConditionsContext extends SourceContext, CompiledSchema {
  conditions: readonly SchemaCondition[];
  conditionProblems: readonly ConditionProblem[];
}

/** Everything: ui.json and page.json fit their shapes too. */
export interface FolderContext extends ConditionsContext {
  /** ui.json with the shared fragments it names expanded (engine/fragment-ui.ts); `source.ui` is as written. */
  ui: WizardUi;
  /** Its uiSchema with the `showWhen` options derived from the conditions, as the form draws it. */
  uiSchema: UiNode;
  page: WizardPage;
  steps: readonly WizardStep[];
  /** The fields of every step, in order. */
  formFields: readonly string[];
}

export interface StageContexts {
  source: SourceContext;
  schema: SchemaContext;
  conditions: ConditionsContext;
  folder: FolderContext;
}

export type Stage = keyof StageContexts;

export interface RuleInfo {
  /** `area/what-is-wrong`: printed with each message, named in the docs; kept stable so tools can select by it. */
  id: string;
  /** What the rule checks, in one line. */
  description: string;
}

export interface FolderRule<S extends Stage = Stage> extends RuleInfo {
  stage: S;
  // A method, so that a rule of one stage is a FolderRule of any stage: the runner hands it its own stage's context.
  check(context: StageContexts[S]): Finding[];
}

/** What a rule of the whole set reads: every folder that passed its own rules, and what the site keeps for itself. */
export interface SetContext {
  wizards: readonly CheckedWizard[];
  reserved: SiteReservations;
}

/** A finding of a set rule names the folder it is about. */
export interface SetFinding extends Finding {
  id: string;
}

export interface SetRule extends RuleInfo {
  check(context: SetContext): SetFinding[];
}
