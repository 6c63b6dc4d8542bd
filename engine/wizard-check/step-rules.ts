/** The rules of what ui.json's steps, review and notices name: the fields of the schema, and the steps themselves. */
import { escapePointerToken, isWithin } from '../../json/json-pointer';
import { schemaAtPointer } from '../schema-at-pointer';
import type { JsonSchema } from '../../schemas/bundle';
import { fragmentReference } from '../../schemas/fragments';
import { stepKind, type WizardUi } from '../wizard-ui';
import type { Finding, FolderRule } from './rule';

export const wrongSequence: FolderRule<'folder'> = {
  id: 'step/wrong-sequence',
  description: 'The steps are one or more form steps, then one review step, then one thank-you step.',
  stage: 'folder',
  check: ({ steps }) => {
    const kinds = steps.map(stepKind);
    const sound = kinds.length >= 3 && kinds.at(-2) === 'review' && kinds.at(-1) === 'thank-you' && kinds.slice(0, -2).every((kind) => kind === 'form');
    if (sound) return [];
    return [{ file: 'ui.json', pointer: '/steps', problem: 'The steps are not form steps followed by one review step and one thank-you step.', fix: 'List the form steps, then { "kind": "review" }, then { "kind": "thank-you" }.' }];
  },
};

/**
 * One finding for each pointer of `lists` (a list of lists of pointers as ui.json writes them, at
 * `path`/<index>/fields) that names no field. A fragment's `@name` is ui/unknown-fragment's to check.
 */
function unknownFields(bundled: JsonSchema, path: string, lists: readonly (readonly string[])[], problem: (field: string) => string, fix: string): Finding[] {
  return lists.flatMap((fields, index) =>
    fields.flatMap((field, fieldIndex) =>
      fragmentReference(field) !== undefined || schemaAtPointer(bundled, field) ? [] : [{ file: 'ui.json', pointer: `${path}/${index}/fields/${fieldIndex}`, problem: problem(field), fix }],
    ),
  );
}

export const unknownStepField: FolderRule<'folder'> = {
  id: 'step/unknown-field',
  description: 'Every field a step edits is a field of the schema.',
  stage: 'folder',
  check: ({ bundled, source }) =>
    unknownFields(
      bundled,
      '/steps',
      (source.ui as WizardUi).steps.map((step) => step.fields ?? []),
      (field) => `The step edits ${field}, which the schema does not have.`,
      'Name a property of schema.json by its JSON Pointer (e.g. "/fullName").',
    ),
};

/** The fields the schema requires at or below `pointer`, as payload pointers; constants are left out. */
function requiredFields(bundled: JsonSchema, pointer: string): string[] {
  const node = schemaAtPointer(bundled, pointer);
  const names = Array.isArray(node?.required) ? (node.required as string[]) : [];
  return names.flatMap((name) => {
    const child = `${pointer}/${escapePointerToken(name)}`;
    const childNode = schemaAtPointer(bundled, child);
    // A constant is filled in by the form itself (e.g. the change type).
    if (childNode && 'const' in childNode) return [];
    return [child, ...requiredFields(bundled, child)];
  });
}

export const requiredFieldOnNoStep: FolderRule<'folder'> = {
  id: 'step/required-field-on-no-step',
  description: 'Every field the schema requires (constants aside) is edited by a step, itself or an object holding it.',
  stage: 'folder',
  check: ({ bundled, formFields }) =>
    requiredFields(bundled, '')
      .filter((pointer) => !formFields.some((field) => isWithin(pointer, field) || isWithin(field, pointer)))
      .map((pointer) => ({
        file: 'ui.json',
        pointer: '/steps',
        problem: `The required field ${pointer} is edited by no step, so the form could never be sent.`,
        fix: `Add "${pointer}" (or an object holding it) to the "fields" of a form step.`,
      })),
};

export const unknownReviewField: FolderRule<'folder'> = {
  id: 'review/unknown-field',
  description: 'Every field a review section shows is a field of the schema.',
  stage: 'folder',
  check: ({ bundled, source }) =>
    unknownFields(
      bundled,
      '/review',
      (source.ui as WizardUi).review.map((section) => section.fields),
      (field) => `The review shows ${field}, which the schema does not have.`,
      'Name a property of schema.json by its JSON Pointer.',
    ),
};

export const unknownNoticeStep: FolderRule<'folder'> = {
  id: 'notice/unknown-step',
  description: 'A notice is shown on a step that exists.',
  stage: 'folder',
  check: ({ ui, steps }) =>
    (ui.notices ?? []).flatMap((notice, index) =>
      steps.some((step) => step.id === notice.step)
        ? []
        : [{
            file: 'ui.json',
            pointer: `/notices/${index}/step`,
            problem: `The notice is for a step "${notice.step}" that does not exist.`,
            fix: `Use one of the step ids: ${steps.map((step) => step.id).join(', ')}.`,
          }],
    ),
};

export const unknownNoticeField: FolderRule<'folder'> = {
  id: 'notice/unknown-field',
  description: 'The field a notice reads is a field of the schema.',
  stage: 'folder',
  check: ({ ui, bundled }) =>
    (ui.notices ?? []).flatMap((notice, index) =>
      schemaAtPointer(bundled, notice.field)
        ? []
        : [{
            file: 'ui.json',
            pointer: `/notices/${index}/field`,
            problem: `The notice reads ${notice.field}, which the schema does not have.`,
            fix: 'Name a property of schema.json by its JSON Pointer.',
          }],
    ),
};
