/**
 * Every rule a wizard folder must follow, in one place, each failure naming the folder, the file, the JSON Pointer
 * and the fix. The API runs it at start-up, the build when it bundles the wizards, the contract suite for every
 * folder and `npm run check:wizard -- <id>` for one: a mistake stops the first of them that meets it, with a message
 * that says what to change, instead of surfacing later as a field that silently never shows or a bare page.
 *
 * Pure: it takes the folder's parsed files (wizard-folder.ts reads them from disk).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { compileShared, createAjv } from '../schemas/ajv';
import { bundleSchema, type JsonSchema } from '../schemas/bundle';
import { toFieldErrors } from '../schemas/field-errors';
import { escapePointerToken, getAtPointer, isWithin, pointerTokens } from '../json/json-pointer';
import { schemaConditions, withSchemaConditions } from './conditions';
import { resolvePointer } from './relative-pointer';
import { resolvedNode, schemaAtPointer, type SchemaNode } from './schema-at-pointer';
import { isFieldShown } from './show-when';
import { uiAtPointer, uiOptions, type UiNode } from './ui-schema-nodes';
import { wizardPageSchema, type WizardPage } from './wizard-page';
import { parseSteps, stepKind, wizardUiSchema, type WizardUi } from './wizard-ui';
import { isRecord } from '../json/json-value';
import { pipelineProblems } from '../config/request-pipelines';

export const WIZARD_FILES = ['schema.json', 'ui.json', 'page.json', 'machine.ts'] as const;
export const FIXTURE_FILE = /^fixtures\/valid[a-z0-9-]*\.json$/;
const WIZARD_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const DOCS = 'docs/adding-a-wizard.md';

export interface WizardProblem {
  /** The folder name under forms/. */
  id: string;
  /** The file inside the folder, e.g. `ui.json` or `fixtures/valid.json`; empty for the folder itself. */
  file: string;
  /** JSON Pointer into that file; empty for the whole file. */
  pointer: string;
  problem: string;
  fix: string;
}

export function describeProblem({ id, file, pointer, problem, fix }: WizardProblem): string {
  const where = `forms/${id}${file ? `/${file}` : ''}${pointer ? ` at ${pointer}` : ''}`;
  return `${where}: ${problem}\n    Fix: ${fix}`;
}

/** Thrown by whoever must stop on a broken folder (start-up, build); its message lists every problem. */
export class WizardFolderError extends Error {
  constructor(readonly problems: readonly WizardProblem[]) {
    super(`${problems.length} problem(s) in forms/:\n  ${problems.map(describeProblem).join('\n  ')}`);
    this.name = 'WizardFolderError';
  }
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

/** Problems of a JSON file that does not fit its engine schema; an `errorMessage` there already says the fix. */
function shapeProblems(id: string, file: string, errors: readonly ErrorObject[] | null | undefined): WizardProblem[] {
  return (errors ?? []).map((error) => {
    if (error.keyword === 'errorMessage') {
      const original = (error.params as { errors?: ErrorObject[] }).errors?.[0];
      const detail = original ? ` (${describeAjvError(original)})` : '';
      return { id, file, pointer: error.instancePath, problem: `This value does not fit ${file}${detail}.`, fix: error.message ?? '' };
    }
    return {
      id,
      file,
      pointer: error.instancePath,
      problem: `${describeAjvError(error)}.`,
      fix: `Give ${file} the shape ${DOCS} describes.`,
    };
  });
}

function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `unknown key "${String(params.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing "${String(params.missingProperty)}"`;
  if (error.keyword === 'enum') return `${error.message ?? 'not an allowed value'}: ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? 'invalid';
}

/** The fix for an error Ajv raises while compiling a schema (strict mode, a malformed keyword, a bad $ref). */
export function compileErrorFix(message: string): string {
  if (message.includes('strictRequired') || /required property .* is not defined/.test(message)) {
    return 'Ajv\'s strict mode wants every name of a "required" listed under "properties" of the same schema object: ' +
      'inside a condition\'s "then", repeat each required name under "then.properties" (an empty schema {} will do).';
  }
  if (message.includes('unknown keyword')) {
    return 'Correct the keyword\'s spelling or remove it: a schema may use draft-07 keywords and the project\'s own ' +
      '(errorMessage, maximumCurrentYear, notAfterToday, notBeforeToday, x-encrypt). UI options belong in ui.json.';
  }
  if (message.includes('missing type')) {
    return 'Add the "type" the keyword applies to (e.g. "type": "string" beside "maxLength") in the same schema object.';
  }
  if (message.includes('can\'t resolve reference') || message.includes('can not resolve')) {
    return 'Point "$ref" at a shared definition ("/schemas/common.schema.json#/definitions/<name>") or one of the ' +
      'schema\'s own "definitions" ("#/definitions/<name>").';
  }
  return 'Correct the schema at the place the message names (Ajv strict mode reports every doubtful construct).';
}

/** uiSchema keys that name fields (not ui:* options), as payload pointers; `items` becomes the index 0. */
function uiSchemaPointers(node: unknown, pointer = '', uiPointer = ''): { pointer: string; uiPointer: string; node: UiNode }[] {
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key.startsWith('ui:') || !isRecord(value)) return [];
    const child = key === 'items' ? `${pointer}/0` : `${pointer}/${escapePointerToken(key)}`;
    const uiChild = `${uiPointer}/${escapePointerToken(key)}`;
    return [{ pointer: child, uiPointer: uiChild, node: value }, ...uiSchemaPointers(value, child, uiChild)];
  });
}

/** String values inside `ui:options` that are JSON Pointers (relative `1/year` or absolute `/year`), with their path. */
function optionPointers(options: unknown, path: string): { path: string; value: string }[] {
  if (typeof options === 'string') return /^(\d+\/|\/)[A-Za-z]/.test(options) ? [{ path, value: options }] : [];
  if (Array.isArray(options)) return options.flatMap((value, index) => optionPointers(value, `${path}/${index}`));
  if (!isRecord(options)) return [];
  return Object.entries(options).flatMap(([key, value]) => optionPointers(value, `${path}/${escapePointerToken(key)}`));
}

/** Values a field accepts, when the schema lists them (enum, const, oneOf of consts, boolean). */
function acceptedValues(node: SchemaNode): unknown[] | null {
  if (Array.isArray(node.enum)) return node.enum;
  if ('const' in node) return [node.const];
  if (Array.isArray(node.oneOf) && node.oneOf.every((option) => isRecord(option) && 'const' in option)) {
    return node.oneOf.map((option) => (option as SchemaNode).const);
  }
  if (node.type === 'boolean') return [true, false];
  return null;
}

/** Whether the form draws the field at `pointer` as one piece (a custom `ui:field`, e.g. the attachments list). */
function drawnWhole(uiSchema: UiNode, pointer: string): boolean {
  return typeof uiAtPointer(uiSchema, pointer)['ui:field'] === 'string';
}

/** The payload pointers of every field at or below `pointer`, list items expanded as they are in `data`. */
function concreteFields(root: SchemaNode, uiSchema: UiNode, pointer: string, data: unknown): string[] {
  const node = schemaAtPointer(root, pointer);
  if (!node) return [];
  const out = [pointer];
  if (drawnWhole(uiSchema, pointer)) return out;
  if (isRecord(node.properties)) {
    for (const name of Object.keys(node.properties)) {
      out.push(...concreteFields(root, uiSchema, `${pointer}/${escapePointerToken(name)}`, data));
    }
  }
  const items = resolvedNode(root, node.items);
  const value = getAtPointer(data, pointer);
  if (items && isRecord(items.properties) && Array.isArray(value)) {
    value.forEach((_item, index) => out.push(...concreteFields(root, uiSchema, `${pointer}/${index}`, data)));
  }
  return out;
}

/** A concrete pointer with list indices replaced by `*`, naming the field in every item. */
function abstractPointer(pointer: string): string {
  return pointerTokens(pointer)
    .map((token) => `/${/^\d+$/.test(token) ? '*' : escapePointerToken(token)}`)
    .join('');
}

/** Every field a step edits (objects walked into, list items expanded as in `data`), shown or not. */
function editedFields(root: SchemaNode, uiSchema: UiNode, formFields: readonly string[], data: unknown): string[] {
  return [...new Set(formFields.flatMap((field) => concreteFields(root, uiSchema, field, data)))];
}

/** Every field a step edits, in the abstract (`/vehicles/*\/vehicleVIN`), whatever the data holds. */
function allFieldsAbstract(root: SchemaNode, uiSchema: UiNode, formFields: readonly string[]): Set<string> {
  const out = new Set<string>();
  const walk = (pointer: string, abstract: string) => {
    const node = schemaAtPointer(root, pointer);
    if (!node) return;
    out.add(abstract);
    if (drawnWhole(uiSchema, pointer)) return;
    if (isRecord(node.properties)) {
      for (const name of Object.keys(node.properties)) {
        const token = escapePointerToken(name);
        walk(`${pointer}/${token}`, `${abstract}/${token}`);
      }
    }
    const items = resolvedNode(root, node.items);
    if (items && isRecord(items.properties)) walk(`${pointer}/0`, `${abstract}/*`);
  };
  for (const field of formFields) walk(field, abstractPointer(field));
  return out;
}

/** Checks one folder. `wizard` is set when there is no problem. */
export function checkWizard(source: WizardSource, options: CheckOptions = {}): { problems: WizardProblem[]; wizard?: CheckedWizard } {
  const { id } = source;
  const problems: WizardProblem[] = [];
  const add = (file: string, pointer: string, problem: string, fix: string) => problems.push({ id, file, pointer, problem, fix });

  if (!WIZARD_ID.test(id)) add('', '', 'The folder name is not a wizard id.', 'Name the folder in kebab-case: lower-case letters and digits joined by hyphens (e.g. "pet-quote").');
  for (const file of WIZARD_FILES) {
    if (!source.files.includes(file)) add(file, '', `${file} is missing.`, `Add ${file} (npm run new:wizard -- <id> writes a complete folder; ${DOCS} explains each file).`);
  }
  for (const file of source.files) {
    if (!(WIZARD_FILES as readonly string[]).includes(file) && !FIXTURE_FILE.test(file)) {
      add(file, '', 'This file is not part of a wizard folder.', 'A folder holds schema.json, ui.json, page.json, machine.ts and fixtures/valid*.json only: move or remove it.');
    }
  }
  if (source.fixtures.length === 0) {
    add('fixtures/valid.json', '', 'The folder has no fixture.', 'Add fixtures/valid.json: a complete payload the schema accepts (several fixtures/valid-<case>.json where fields exclude each other).');
  }

  const checkUi = compileShared(wizardUiSchema);
  const uiOk = source.ui !== undefined && checkUi(source.ui);
  if (source.ui !== undefined && !uiOk) problems.push(...shapeProblems(id, 'ui.json', checkUi.errors));
  const checkPage = compileShared(wizardPageSchema);
  const pageOk = source.page !== undefined && checkPage(source.page);
  if (source.page !== undefined && !pageOk) problems.push(...shapeProblems(id, 'page.json', checkPage.errors));

  if (!isRecord(source.schema)) {
    if (source.schema !== undefined) add('schema.json', '', 'schema.json is not a JSON object.', 'Write the payload contract as a draft-07 JSON Schema object.');
    return { problems };
  }
  if (source.schema.$schema !== 'http://json-schema.org/draft-07/schema#') {
    add('schema.json', '/$schema', 'The schema does not declare draft-07.', 'Set "$schema": "http://json-schema.org/draft-07/schema#".');
  }
  if (source.schema.$id !== `/forms/${id}/schema.json`) {
    add('schema.json', '/$id', `The schema's $id is not "/forms/${id}/schema.json".`, `Set "$id": "/forms/${id}/schema.json": the API serves and references the schema by it.`);
  }
  let bundled: JsonSchema;
  let validate: ValidateFunction;
  try {
    bundled = bundleSchema(source.schema);
    validate = (options.compile ?? ((schema: JsonSchema) => createAjv().compile(schema)))(bundled);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    add('schema.json', '', `The schema does not compile: ${message}`, compileErrorFix(message));
    return { problems };
  }

  const { conditions, problems: conditionProblems } = schemaConditions(bundled);
  for (const problem of conditionProblems) add('schema.json', problem.schemaPointer, problem.problem, problem.fix);
  for (const condition of conditions) {
    const accepted = acceptedValues(condition.testedField.node);
    for (const value of condition.showWhen.in) {
      if (accepted && !accepted.includes(value)) {
        add('schema.json', condition.schemaPointer.replace(/\/else\/properties\/.*$/, '/if'), `The condition tests the value ${JSON.stringify(value)}, which its field never takes.`, `Use values the field accepts: ${JSON.stringify(accepted)}.`);
      }
    }
  }
  if (!uiOk || !pageOk) return { problems };

  const rawUi = source.ui as WizardUi;
  const page = source.page as WizardPage;
  const uiSchema = withSchemaConditions(rawUi.uiSchema, conditions);
  const ui: WizardUi = { ...rawUi, uiSchema };

  for (const { pointer, uiPointer, node } of uiSchemaPointers(rawUi.uiSchema)) {
    const at = `/uiSchema${uiPointer}`;
    if (!schemaAtPointer(bundled, pointer)) {
      add('ui.json', at, `The uiSchema names a field the schema does not have (${pointer}).`, 'Correct the key to a property of schema.json (list items are under "items"), or remove it.');
      continue;
    }
    const fieldOptions = uiOptions(node);
    if ('showWhen' in fieldOptions) {
      add('ui.json', `${at}/ui:options/showWhen`, 'showWhen is derived from the schema and may not be written in ui.json.', 'State the condition once in schema.json: an if/else that forbids the field in "else" (see engine/conditions.ts and the decision on conditional fields).');
    }
    for (const option of optionPointers(fieldOptions, `${at}/ui:options`)) {
      const target = resolvePointer(pointer, option.value);
      if (target === null || !schemaAtPointer(bundled, target)) {
        add('ui.json', option.path, `The option points at ${option.value}, which names no field from ${pointer}.`, 'Use a relative JSON Pointer from this field to an existing one: "1/<sibling>" for a field beside it.');
      }
    }
  }

  for (const problem of rawUi.pipeline ? pipelineProblems(rawUi.pipeline) : []) {
    add('ui.json', '/pipeline', `The pipeline is not sound: ${problem}.`, 'Start with {"key": "new"}, give each status its own key, and mark the statuses that end a request "closed": true; or leave "pipeline" out to use the group\'s (config/request-pipelines.ts).');
  }

  const steps = parseSteps(rawUi.steps);
  const kinds = steps.map(stepKind);
  if (kinds.at(-2) !== 'review' || kinds.at(-1) !== 'thank-you' || kinds.slice(0, -2).some((kind) => kind !== 'form') || kinds.length < 3) {
    add('ui.json', '/steps', 'The steps are not form steps followed by one review step and one thank-you step.', 'List the form steps, then { "kind": "review" }, then { "kind": "thank-you" }.');
  }
  const formFields = steps.flatMap((step) => step.fields ?? []);
  steps.forEach((step, index) => {
    (step.fields ?? []).forEach((field, fieldIndex) => {
      if (!schemaAtPointer(bundled, field)) {
        add('ui.json', `/steps/${index}/fields/${fieldIndex}`, `The step edits ${field}, which the schema does not have.`, 'Name a property of schema.json by its JSON Pointer (e.g. "/fullName").');
      }
    });
  });
  const requiredFields = (pointer: string): string[] => {
    const node = schemaAtPointer(bundled, pointer);
    const names = Array.isArray(node?.required) ? (node.required as string[]) : [];
    return names.flatMap((name) => {
      const child = `${pointer}/${escapePointerToken(name)}`;
      const childNode = schemaAtPointer(bundled, child);
      // A constant is filled in by the form itself (e.g. the change type).
      if (childNode && 'const' in childNode) return [];
      return [child, ...requiredFields(child)];
    });
  };
  for (const pointer of requiredFields('')) {
    if (!formFields.some((field) => isWithin(pointer, field) || isWithin(field, pointer))) {
      add('ui.json', '/steps', `The required field ${pointer} is edited by no step, so the form could never be sent.`, `Add "${pointer}" (or an object holding it) to the "fields" of a form step.`);
    }
  }
  rawUi.review.forEach((section, index) => {
    section.fields.forEach((field, fieldIndex) => {
      if (!schemaAtPointer(bundled, field)) {
        add('ui.json', `/review/${index}/fields/${fieldIndex}`, `The review shows ${field}, which the schema does not have.`, 'Name a property of schema.json by its JSON Pointer.');
      }
    });
  });
  (rawUi.notices ?? []).forEach((notice, index) => {
    if (!steps.some((step) => step.id === notice.step)) {
      add('ui.json', `/notices/${index}/step`, `The notice is for a step "${notice.step}" that does not exist.`, `Use one of the step ids: ${steps.map((step) => step.id).join(', ')}.`);
    }
    if (!schemaAtPointer(bundled, notice.field)) {
      add('ui.json', `/notices/${index}/field`, `The notice reads ${notice.field}, which the schema does not have.`, 'Name a property of schema.json by its JSON Pointer.');
    }
  });

  // Fixtures: each is accepted and fills every field it shows; together they show every field.
  const everyField = allFieldsAbstract(bundled, uiSchema, formFields);
  const shownSomewhere = new Set<string>();
  for (const fixture of source.fixtures) {
    const ok = validate(fixture.data);
    for (const error of ok ? [] : toFieldErrors(validate.errors)) {
      add(fixture.file, error.path, `The schema refuses the fixture: ${error.message}`, 'Make the fixture a payload the schema accepts (it stands for a real, complete submission).');
    }
    for (const pointer of editedFields(bundled, uiSchema, formFields, fixture.data)) {
      if (!isFieldShown(uiSchema, pointer, fixture.data)) continue;
      shownSomewhere.add(abstractPointer(pointer));
      if (getAtPointer(fixture.data, pointer) === undefined) {
        add(fixture.file, pointer, 'The form shows this field for this fixture, but the fixture leaves it empty.', 'Fill it with a realistic value: every fixture fills every field it shows, so the suites exercise each one.');
      }
    }
  }
  const unshown = [...everyField].filter((field) => !shownSomewhere.has(field));
  for (const field of unshown) {
    // The field that holds the others is named; what lies below it follows from it.
    if (!unshown.some((other) => other !== field && isWithin(field, other))) {
      add('fixtures/', field, 'No fixture shows this field (its condition holds in none of them, or no fixture has an item of its list).', 'Add a fixture fixtures/valid-<case>.json in which the field is shown and filled.');
    }
  }

  if (problems.length > 0) return { problems };
  return { problems, wizard: { id, ui, page, schema: bundled, validate, fixtures: source.fixtures } };
}

export interface SiteReservations {
  /** Page paths the site has besides the wizards (e.g. /quote): a wizard route may not take one. */
  routes?: readonly string[];
  /** API paths the API routes itself: a wizard endpoint may not equal one or lie below it. */
  endpointPrefixes?: readonly string[];
}

/** What no two folders may share: ids, routes, endpoints, request-id prefixes, a hub card's or menu link's order. */
export function checkWizardSet(wizards: readonly CheckedWizard[], reserved: SiteReservations = {}): WizardProblem[] {
  const problems: WizardProblem[] = [];
  const unique = (label: string, file: string, pointer: string, valueOf: (wizard: CheckedWizard) => string, fix: string) => {
    const holders = new Map<string, string[]>();
    for (const wizard of wizards) holders.set(valueOf(wizard), [...(holders.get(valueOf(wizard)) ?? []), wizard.id]);
    for (const [value, ids] of holders) {
      if (ids.length < 2) continue;
      for (const id of ids) {
        const others = ids.filter((other) => other !== id).map((other) => `forms/${other}`).join(', ');
        problems.push({ id, file, pointer, problem: `The ${label} ${value} is also used by ${others}.`, fix });
      }
    }
  };
  unique('id', '', '', (wizard) => wizard.id.toLowerCase(), 'Rename the folder: wizard ids are unique, whatever their case.');
  unique('route', 'ui.json', '/route', (wizard) => wizard.ui.route, 'Give the wizard a route of its own.');
  unique('endpoint', 'ui.json', '/endpoint', (wizard) => wizard.ui.endpoint, 'Give the wizard an API alias of its own.');
  unique('request-id prefix', 'ui.json', '/requestIdPrefix', (wizard) => wizard.ui.requestIdPrefix, 'Choose a prefix no other wizard uses, so a request id names its wizard.');
  unique('menu position', 'page.json', '/placement/menu/order', (wizard) => `${wizard.page.placement.group} ${wizard.page.placement.menu.order}`, 'Give each wizard of the group its own menu order.');
  unique('menu label', 'page.json', '/placement/menu/label', (wizard) => `${wizard.page.placement.group} ${wizard.page.placement.menu.label}`, 'Give each wizard of the group its own menu label.');
  unique('card position', 'page.json', '/placement/card/order', (wizard) => `${wizard.page.placement.group} ${wizard.page.placement.card.order}`, 'Give each wizard of the group its own card order.');
  for (const wizard of wizards) {
    if (reserved.routes?.includes(wizard.ui.route)) {
      problems.push({ id: wizard.id, file: 'ui.json', pointer: '/route', problem: `The route ${wizard.ui.route} is a page of the site.`, fix: 'Choose a route no content page has.' });
    }
    const prefix = reserved.endpointPrefixes?.find((taken) => wizard.ui.endpoint === taken || wizard.ui.endpoint.startsWith(`${taken}/`));
    if (prefix) {
      problems.push({ id: wizard.id, file: 'ui.json', pointer: '/endpoint', problem: `The endpoint ${wizard.ui.endpoint} collides with the API's own ${prefix}.`, fix: `Choose an endpoint outside ${prefix}.` });
    }
  }
  return problems;
}
