/**
 * What a change to a wizard folder means, between two checked versions of it (`npm run diff:wizard`): the fields
 * added, removed and newly required, the values a choice no longer takes, the steps changed, the earlier fixtures the
 * new schema refuses, what becomes of the drafts saved with the earlier version, and whether API clients that send
 * what the earlier schema accepted break.
 */
import { isRecord } from '../json/json-value';
import { toFieldErrors } from '../schemas/field-errors';
import { propertyPointers, schemaAtPointer, type SchemaNode } from './schema-at-pointer';
import type { CheckedWizard } from './wizard-check';
import { reviewIndex, parseSteps } from './wizard-ui';

export interface StepChange {
  step: string;
  change: string;
}

export interface WizardDiff {
  added: string[];
  removed: string[];
  /** Fields required now (wherever their object is present) that were optional or absent. */
  newlyRequired: string[];
  /** Values of a choice the earlier schema took and the new one refuses, by field. */
  narrowedChoices: { field: string; values: unknown[] }[];
  /** Fields whose JSON type changed. */
  retyped: { field: string; before: unknown; after: unknown }[];
  steps: StepChange[];
  /** The earlier version's fixtures the new schema refuses, with the first errors. */
  failingFixtures: { file: string; errors: string[] }[];
  /** What a draft saved with the earlier version meets when it is opened. */
  drafts: string[];
  /** Why a client sending what the earlier schema accepted would now be refused; empty when none would. */
  breaksClients: string[];
}

function requiredPointers(root: SchemaNode, pointers: readonly string[]): Set<string> {
  const required = new Set<string>();
  for (const pointer of ['', ...pointers]) {
    const node = schemaAtPointer(root, pointer);
    if (!node) continue;
    const names = Array.isArray(node.required) ? node.required : [];
    for (const name of names) if (typeof name === 'string') required.add(`${pointer}/${name}`);
    if (node.type === 'array' && isRecord(node.items)) {
      const items = schemaAtPointer(root, `${pointer}/0`);
      for (const name of Array.isArray(items?.required) ? items.required : []) if (typeof name === 'string') required.add(`${pointer}/0/${name}`);
    }
  }
  return required;
}

/** Every field of the schema, list items included (`/vehicles/0/vin`). */
function allFields(root: SchemaNode): string[] {
  const walk = (pointer: string): string[] =>
    propertyPointers(root, pointer).flatMap((child) => {
      const node = schemaAtPointer(root, child);
      // propertyPointers descends into objects; a list's items are walked here.
      return node?.type === 'array' && isRecord(node.items) ? [child, ...walk(`${child}/0`)] : [child];
    });
  return [...new Set(walk(''))];
}

/** A field as the diff names it: a list's items as `*` (`/vehicles/*\/vehicleVIN`). */
const display = (pointer: string) => pointer.replace(/\/0(?=\/|$)/g, '/*');

/** The values a choice takes: its `enum`, or the `const` of each of its `oneOf` options (a list's, for a list). */
function choices(node: unknown): unknown[] | undefined {
  if (!isRecord(node)) return undefined;
  if (node.type === 'array') return choices(node.items);
  if (Array.isArray(node.enum)) return node.enum;
  const options = node.oneOf ?? node.anyOf;
  if (Array.isArray(options) && options.length > 0 && options.every((option) => isRecord(option) && 'const' in option)) {
    return options.map((option) => (option as { const: unknown }).const);
  }
  return undefined;
}

function stepChanges(before: CheckedWizard, after: CheckedWizard): StepChange[] {
  const changes: StepChange[] = [];
  const earlier = new Map(before.ui.steps.map((step, index) => [step.id, { step, index }]));
  const later = new Map(after.ui.steps.map((step, index) => [step.id, { step, index }]));
  for (const [id, { step }] of earlier) if (!later.has(id)) changes.push({ step: id, change: `removed ("${step.title}")` });
  for (const [id, { step, index }] of later) {
    const old = earlier.get(id);
    if (!old) {
      changes.push({ step: id, change: `added as step ${index + 1} ("${step.title}")` });
      continue;
    }
    if (old.index !== index) changes.push({ step: id, change: `moved from step ${old.index + 1} to step ${index + 1}` });
    if (old.step.title !== step.title) changes.push({ step: id, change: `retitled "${old.step.title}" -> "${step.title}"` });
    const oldFields = old.step.fields ?? [];
    const newFields = step.fields ?? [];
    const gained = newFields.filter((field) => !oldFields.includes(field));
    const lost = oldFields.filter((field) => !newFields.includes(field));
    if (gained.length > 0) changes.push({ step: id, change: `now asks ${gained.join(', ')}` });
    if (lost.length > 0) changes.push({ step: id, change: `no longer asks ${lost.join(', ')}` });
  }
  return changes;
}

export function diffWizard(before: CheckedWizard, after: CheckedWizard): WizardDiff {
  const oldFields = allFields(before.schema);
  const newFields = allFields(after.schema);
  const added = newFields.filter((field) => !oldFields.includes(field));
  const removed = oldFields.filter((field) => !newFields.includes(field));
  const oldRequired = requiredPointers(before.schema, oldFields);
  const newlyRequired = [...requiredPointers(after.schema, newFields)].filter((field) => !oldRequired.has(field) && field !== '/captchaToken');

  const narrowedChoices: WizardDiff['narrowedChoices'] = [];
  const retyped: WizardDiff['retyped'] = [];
  for (const field of newFields.filter((candidate) => oldFields.includes(candidate))) {
    const oldNode = schemaAtPointer(before.schema, field);
    const newNode = schemaAtPointer(after.schema, field);
    const oldChoices = choices(oldNode);
    const newChoices = choices(newNode);
    if (oldChoices && newChoices) {
      const gone = oldChoices.filter((value) => !newChoices.some((kept) => JSON.stringify(kept) === JSON.stringify(value)));
      if (gone.length > 0) narrowedChoices.push({ field, values: gone });
    }
    if (JSON.stringify(oldNode?.type) !== JSON.stringify(newNode?.type)) retyped.push({ field, before: oldNode?.type, after: newNode?.type });
  }

  const failingFixtures = before.fixtures.flatMap((fixture) =>
    after.validate(fixture.data)
      ? []
      : [{ file: fixture.file, errors: toFieldErrors(after.validate.errors).slice(0, 3).map((error) => `${error.path}: ${error.message}`) }],
  );

  const drafts: string[] = ['They still open: a draft names its wizard, and the form takes its answers to the fields it still has.'];
  const rootRemoved = removed.filter((field) => !removed.some((other) => other !== field && field.startsWith(`${other}/`)));
  if (rootRemoved.length > 0) drafts.push(`Their answers to ${rootRemoved.map(display).join(', ')} are left out.`);
  if (newlyRequired.length > 0) drafts.push(`Their visitors answer ${newlyRequired.map(display).join(', ')} before they can submit.`);
  const oldReview = reviewIndex(parseSteps(before.ui.steps));
  const newReview = reviewIndex(parseSteps(after.ui.steps));
  if (oldReview !== newReview) drafts.push(`One saved on the review (step ${oldReview + 1}) reopens on step ${Math.min(oldReview, newReview) + 1}, and Next stops where an answer is missing.`);

  const breaksClients = [
    ...newlyRequired.map((field) => `${display(field)} is required now: a payload without it is refused.`),
    ...rootRemoved.map((field) => `${display(field)} is gone: a payload that sends it is refused ("This field is not allowed.").`),
    ...narrowedChoices.map(({ field, values }) => `${display(field)} no longer takes ${values.map((value) => JSON.stringify(value)).join(', ')}.`),
    ...retyped.map(({ field, before: was, after: now }) => `${display(field)} changed type from ${JSON.stringify(was)} to ${JSON.stringify(now)}.`),
    ...failingFixtures.map(({ file }) => `the earlier ${file} is refused now.`),
  ];

  return {
    added: added.map(display),
    removed: rootRemoved.map(display),
    newlyRequired: newlyRequired.map(display),
    narrowedChoices: narrowedChoices.map(({ field, values }) => ({ field: display(field), values })),
    retyped: retyped.map((change) => ({ ...change, field: display(change.field) })),
    steps: stepChanges(before, after),
    failingFixtures,
    drafts,
    breaksClients: [...new Set(breaksClients)],
  };
}
