/**
 * The rules of the fixtures: there is one, each is accepted and fills every field it shows, and together they show
 * every field, so the suites that post, mutate and render them exercise each field of the wizard. A date that may not
 * lie in the past is written in 2099, so a fixture never expires.
 */
import { escapePointerToken, getAtPointer, isWithin, pointerTokens } from '../../json/json-pointer';
import { isRecord } from '../../json/json-value';
import { toFieldErrors } from '../../schemas/field-errors';
import { resolvedNode, schemaAtPointer, type SchemaNode } from '../schema-at-pointer';
import { isFieldShown } from '../show-when';
import { uiAtPointer, type UiNode } from '../ui-schema-nodes';
import type { Fixture } from './types';
import type { FolderContext, FolderRule } from './rule';

export const noFixture: FolderRule<'source'> = {
  id: 'fixture/missing',
  description: 'The folder has at least one fixtures/valid*.json.',
  stage: 'source',
  check: ({ source }) =>
    source.fixtures.length > 0
      ? []
      : [{
          file: 'fixtures/valid.json',
          pointer: '',
          problem: 'The folder has no fixture.',
          fix: 'Add fixtures/valid.json: a complete payload the schema accepts (several fixtures/valid-<case>.json where fields exclude each other).',
        }],
};

export const refusedFixture: FolderRule<'folder'> = {
  id: 'fixture/refused',
  description: 'The schema accepts every fixture.',
  stage: 'folder',
  check: ({ source, validate }) =>
    source.fixtures.flatMap((fixture) =>
      validate(fixture.data)
        ? []
        : toFieldErrors(validate.errors).map((error) => ({
            file: fixture.file,
            pointer: error.path,
            problem: `The schema refuses the fixture: ${error.message}`,
            fix: 'Make the fixture a payload the schema accepts (it stands for a real, complete submission).',
          })),
    ),
};

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

/** The fields the steps edit that the form shows for `fixture` (objects walked into, its list items expanded). */
function shownFields({ bundled, uiSchema, formFields }: FolderContext, fixture: Fixture): string[] {
  const edited = new Set(formFields.flatMap((field) => concreteFields(bundled, uiSchema, field, fixture.data)));
  return [...edited].filter((pointer) => isFieldShown(uiSchema, pointer, fixture.data));
}

/** Every field the steps edit, in the abstract (`/vehicles/*\/vehicleVIN`), whatever the data holds. */
function allFieldsAbstract({ bundled, uiSchema, formFields }: FolderContext): Set<string> {
  const out = new Set<string>();
  const walk = (pointer: string, abstract: string) => {
    const node = schemaAtPointer(bundled, pointer);
    if (!node) return;
    out.add(abstract);
    if (drawnWhole(uiSchema, pointer)) return;
    if (isRecord(node.properties)) {
      for (const name of Object.keys(node.properties)) {
        const token = escapePointerToken(name);
        walk(`${pointer}/${token}`, `${abstract}/${token}`);
      }
    }
    const items = resolvedNode(bundled, node.items);
    if (items && isRecord(items.properties)) walk(`${pointer}/0`, `${abstract}/*`);
  };
  for (const field of formFields) walk(field, abstractPointer(field));
  return out;
}

export const shownFieldEmpty: FolderRule<'folder'> = {
  id: 'fixture/shown-field-empty',
  description: 'Each fixture fills every field the form shows for it, optional ones too.',
  stage: 'folder',
  check: (context) =>
    context.source.fixtures.flatMap((fixture) =>
      shownFields(context, fixture)
        .filter((pointer) => getAtPointer(fixture.data, pointer) === undefined)
        .map((pointer) => ({
          file: fixture.file,
          pointer,
          problem: 'The form shows this field for this fixture, but the fixture leaves it empty.',
          fix: 'Fill it with a realistic value: every fixture fills every field it shows, so the suites exercise each one.',
        })),
    ),
};

export const fieldNeverShown: FolderRule<'folder'> = {
  id: 'fixture/field-never-shown',
  description: 'Every field the steps edit is shown by at least one fixture (its condition holds, its list has an item).',
  stage: 'folder',
  check: (context) => {
    // Without any fixture every field would be named here; fixture/missing names the one cause instead.
    if (context.source.fixtures.length === 0) return [];
    const shownSomewhere = new Set(context.source.fixtures.flatMap((fixture) => shownFields(context, fixture).map(abstractPointer)));
    const unshown = [...allFieldsAbstract(context)].filter((field) => !shownSomewhere.has(field));
    // The field that holds the others is named; what lies below it follows from it.
    return unshown
      .filter((field) => !unshown.some((other) => other !== field && isWithin(field, other)))
      .map((field) => ({
        file: 'fixtures/',
        pointer: field,
        problem: 'No fixture shows this field (its condition holds in none of them, or no fixture has an item of its list).',
        fix: 'Add a fixture fixtures/valid-<case>.json in which the field is shown and filled.',
      }));
  },
};

/** A value a review row shows: not absent, not an empty text, not an empty list. */
const isFilled = (value: unknown) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

export const reviewSectionNeverFilled: FolderRule<'folder'> = {
  id: 'review/section-never-filled',
  description: 'Every review section shows a value for at least one fixture.',
  stage: 'folder',
  check: ({ ui, source }) => {
    if (source.fixtures.length === 0) return [];
    return ui.review.flatMap((section, index) =>
      source.fixtures.some((fixture) => section.fields.some((field) => isFilled(getAtPointer(fixture.data, field))))
        ? []
        : [
            {
              file: 'ui.json',
              pointer: `/review/${index}`,
              problem: `No fixture fills any field of the review section "${section.title}": the suites never draw it, and a visitor would see it empty.`,
              fix: 'Add a fixture fixtures/valid-<case>.json that fills the section\'s fields, or list fields the wizard asks in it.',
            },
          ],
    );
  },
};
