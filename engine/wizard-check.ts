/**
 * Every rule a wizard folder must follow, in one place, each failure naming the rule, the folder, the file, the JSON
 * Pointer and the fix. The API runs it at start-up, the build when it bundles the wizards, the contract suite for
 * every folder and `npm run check:wizard -- <id>` for one: a mistake stops the first of them that meets it, with a
 * message that says what to change, instead of surfacing later as a field that silently never shows or a bare page.
 *
 * Each rule is a function of its own with a stable id (`step/unknown-field`), in the files of wizard-check/ by what
 * it reads; `wizardRules` lists them all, and docs/adding-a-wizard.md explains each one and its fix.
 *
 * Pure: it takes the folder's parsed files (wizard-folder.ts reads them from disk).
 */
import type { ValidateFunction } from 'ajv';
import { compileShared, createAjv } from '../schemas/ajv';
import { bundleSchema, type JsonSchema } from '../schemas/bundle';
import { isRecord } from '../json/json-value';
import { schemaConditions, withSchemaConditions } from './conditions';
import { expandWizardUi } from './fragment-ui';
import { wizardPageSchema, type WizardPage } from './wizard-page';
import { parseSteps, wizardUiSchema, type WizardUi } from './wizard-ui';
import { idNotKebabCase, missingFile, pageShape, uiShape, unknownFile } from './wizard-check/folder-rules';
import { fieldNeverShown, noFixture, refusedFixture, reviewSectionNeverFilled, shownFieldEmpty } from './wizard-check/fixture-rules';
import type { FolderContext, FolderRule, RuleInfo, SchemaContext, SetRule, ShapeCheck, Stage, StageContexts } from './wizard-check/rule';
import { doesNotCompile, notAnObject, unsoundCondition, valueNeverTaken, noCaptchaToken, wrongDraft, wrongId } from './wizard-check/schema-rules';
import {
  endpointReserved,
  routeReserved,
  sharedCardOrder,
  sharedEndpoint,
  sharedId,
  sharedMenuLabel,
  sharedMenuOrder,
  sharedRequestIdPrefix,
  sharedRoute,
} from './wizard-check/set-rules';
import {
  requiredFieldOnNoStep,
  unknownNoticeField,
  unknownNoticeStep,
  unknownReviewField,
  unknownStepField,
  wrongSequence,
} from './wizard-check/step-rules';
import type { CheckedWizard, CheckOptions, SiteReservations, WizardProblem, WizardSource } from './wizard-check/types';
import { labelTooWide } from './wizard-check/layout-rules';
import { optionPointsNowhere, showWhenWritten, unknownFragment, unknownOption, unknownUiField, unknownWidget, unsoundPipeline } from './wizard-check/ui-rules';

export type { RuleInfo } from './wizard-check/rule';
export type { CheckedWizard, CheckOptions, Fixture, SiteReservations, WizardProblem, WizardSource } from './wizard-check/types';
export { FIXTURE_FILE, WIZARD_FILES } from './wizard-check/folder-rules';
export { compileErrorFix } from './wizard-check/schema-rules';

/** The rules of one folder, in the order their problems are listed. */
const folderRules: readonly FolderRule[] = [
  idNotKebabCase,
  missingFile,
  unknownFile,
  noFixture,
  uiShape,
  pageShape,
  notAnObject,
  wrongDraft,
  wrongId,
  noCaptchaToken,
  doesNotCompile,
  unsoundCondition,
  valueNeverTaken,
  unknownUiField,
  unknownWidget,
  unknownFragment,
  unknownOption,
  labelTooWide,
  showWhenWritten,
  optionPointsNowhere,
  unsoundPipeline,
  wrongSequence,
  unknownStepField,
  requiredFieldOnNoStep,
  unknownReviewField,
  unknownNoticeStep,
  unknownNoticeField,
  refusedFixture,
  shownFieldEmpty,
  fieldNeverShown,
  reviewSectionNeverFilled,
];

/** The rules of the folders together. */
const setRules: readonly SetRule[] = [
  sharedId,
  sharedRoute,
  sharedEndpoint,
  sharedRequestIdPrefix,
  sharedMenuOrder,
  sharedMenuLabel,
  sharedCardOrder,
  routeReserved,
  endpointReserved,
];

/** Every rule, a folder's own first, then those of the set: its id and what it checks, for docs and tools. */
export const wizardRules: readonly RuleInfo[] = [...folderRules, ...setRules].map(({ id, description }) => ({ id, description }));

export function describeProblem({ rule, id, file, pointer, problem, fix }: WizardProblem): string {
  const where = `forms/${id}${file ? `/${file}` : ''}${pointer ? ` at ${pointer}` : ''}`;
  return `${rule ? `[${rule}] ` : ''}${where}: ${problem}\n    Fix: ${fix}`;
}

/** Thrown by whoever must stop on a broken folder (start-up, build); its message lists every problem. */
export class WizardFolderError extends Error {
  constructor(readonly problems: readonly WizardProblem[]) {
    super(`${problems.length} problem(s) in forms/:\n  ${problems.map(describeProblem).join('\n  ')}`);
    this.name = 'WizardFolderError';
  }
}

/** Whether `value` fits the engine schema of its file; undefined for a file that is missing or unreadable. */
function shapeOf(schema: object, value: unknown): ShapeCheck | undefined {
  if (value === undefined) return undefined;
  const validate = compileShared(schema);
  const fits = validate(value);
  // Copied: the shared validator's next call replaces its errors.
  return { fits, errors: fits ? [] : [...(validate.errors ?? [])] };
}

function compileSchema(schema: Record<string, unknown>, options: CheckOptions): SchemaContext['compiled'] {
  try {
    const bundled = bundleSchema(schema);
    const validate: ValidateFunction = (options.compile ?? ((bundledSchema: JsonSchema) => createAjv().compile(bundledSchema)))(bundled);
    return { bundled, validate };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Checks one folder. `wizard` is set when there is no problem. */
export function checkWizard(source: WizardSource, options: CheckOptions = {}): { problems: WizardProblem[]; wizard?: CheckedWizard } {
  const { id } = source;
  const problems: WizardProblem[] = [];
  const run = <S extends Stage>(stage: S, context: StageContexts[S]) => {
    for (const rule of folderRules) {
      if (rule.stage !== stage) continue;
      for (const finding of rule.check(context)) problems.push({ rule: rule.id, id, ...finding });
    }
  };

  const sourceContext = { source, uiShape: shapeOf(wizardUiSchema, source.ui), pageShape: shapeOf(wizardPageSchema, source.page) };
  run('source', sourceContext);
  if (!isRecord(source.schema)) return { problems };

  const compiled = compileSchema(source.schema, options);
  run('schema', { ...sourceContext, schema: source.schema, compiled });
  if ('error' in compiled) return { problems };

  const { conditions, problems: conditionProblems } = schemaConditions(compiled.bundled);
  const conditionsContext = { ...sourceContext, ...compiled, conditions, conditionProblems };
  run('conditions', conditionsContext);
  if (!sourceContext.uiShape?.fits || !sourceContext.pageShape?.fits) return { problems };

  // The fields of the shared fragments the folder names, as everything after the check reads them.
  const ui = expandWizardUi(source.ui as WizardUi, source.schema);
  const steps = parseSteps(ui.steps);
  const folder: FolderContext = {
    ...conditionsContext,
    ui,
    uiSchema: withSchemaConditions(ui.uiSchema, conditions),
    page: source.page as WizardPage,
    steps,
    formFields: steps.flatMap((step) => step.fields ?? []),
  };
  run('folder', folder);

  if (problems.length > 0) return { problems };
  const served: WizardUi = { ...ui, uiSchema: folder.uiSchema };
  return { problems, wizard: { id, ui: served, page: folder.page, schema: compiled.bundled, validate: compiled.validate, fixtures: source.fixtures } };
}

/** What no two folders may share: ids, routes, endpoints, request-id prefixes, a hub card's or menu link's order. */
export function checkWizardSet(wizards: readonly CheckedWizard[], reserved: SiteReservations = {}): WizardProblem[] {
  return setRules.flatMap((rule) => rule.check({ wizards, reserved }).map((finding) => ({ rule: rule.id, ...finding })));
}
