/** The rules of the folder as a whole: its name, its files, and the shape of ui.json and page.json. */
import type { ErrorObject } from 'ajv';
import { DOCS, type Finding, type FolderRule, type ShapeCheck } from './rule';

export const WIZARD_FILES = ['schema.json', 'ui.json', 'page.json', 'machine.ts'] as const;
export const FIXTURE_FILE = /^fixtures\/valid[a-z0-9-]*\.json$/;
const WIZARD_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const idNotKebabCase: FolderRule<'source'> = {
  id: 'folder/id-not-kebab-case',
  description: 'The folder name, which is the wizard id, is lower-case letters and digits joined by hyphens.',
  stage: 'source',
  check: ({ source }) =>
    WIZARD_ID.test(source.id)
      ? []
      : [{ file: '', pointer: '', problem: 'The folder name is not a wizard id.', fix: 'Name the folder in kebab-case: lower-case letters and digits joined by hyphens (e.g. "pet-quote").' }],
};

export const missingFile: FolderRule<'source'> = {
  id: 'folder/missing-file',
  description: 'The folder holds schema.json, ui.json, page.json and machine.ts.',
  stage: 'source',
  check: ({ source }) =>
    WIZARD_FILES.filter((file) => !source.files.includes(file)).map((file) => ({
      file,
      pointer: '',
      problem: `${file} is missing.`,
      fix: `Add ${file} (npm run new:wizard -- <id> writes a complete folder; ${DOCS} explains each file).`,
    })),
};

export const unknownFile: FolderRule<'source'> = {
  id: 'folder/unknown-file',
  description: 'The folder holds nothing besides those four files and fixtures/valid*.json.',
  stage: 'source',
  check: ({ source }) =>
    source.files
      .filter((file) => !(WIZARD_FILES as readonly string[]).includes(file) && !FIXTURE_FILE.test(file))
      .map((file) => ({
        file,
        pointer: '',
        problem: 'This file is not part of a wizard folder.',
        fix: 'A folder holds schema.json, ui.json, page.json, machine.ts and fixtures/valid*.json only: move or remove it.',
      })),
};

function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `unknown key "${String(params.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing "${String(params.missingProperty)}"`;
  if (error.keyword === 'enum') return `${error.message ?? 'not an allowed value'}: ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? 'invalid';
}

/** Where a JSON file does not fit its engine schema; an `errorMessage` there already says the fix. */
function shapeFindings(file: string, shape: ShapeCheck | undefined): Finding[] {
  if (!shape || shape.fits) return [];
  return shape.errors.map((error) => {
    if (error.keyword === 'errorMessage') {
      const original = (error.params as { errors?: ErrorObject[] }).errors?.[0];
      const detail = original ? ` (${describeAjvError(original)})` : '';
      return { file, pointer: error.instancePath, problem: `This value does not fit ${file}${detail}.`, fix: error.message ?? '' };
    }
    return { file, pointer: error.instancePath, problem: `${describeAjvError(error)}.`, fix: `Give ${file} the shape ${DOCS} describes.` };
  });
}

export const uiShape: FolderRule<'source'> = {
  id: 'ui/invalid-shape',
  description: 'ui.json fits engine/wizard-ui.schema.json: known keys only, each of the right type.',
  stage: 'source',
  check: (context) => shapeFindings('ui.json', context.uiShape),
};

export const pageShape: FolderRule<'source'> = {
  id: 'page/invalid-shape',
  description: 'page.json fits engine/wizard-page.schema.json: six FAQ questions, known placeholders, text lengths, a placement.',
  stage: 'source',
  check: (context) => shapeFindings('page.json', context.pageShape),
};
