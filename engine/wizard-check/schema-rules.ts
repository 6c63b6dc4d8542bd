/** The rules of schema.json: what it declares, that it compiles, and that its conditions can be read and can hold. */
import { isRecord } from '../../json/json-value';
import type { SchemaNode } from '../schema-at-pointer';
import type { FolderRule } from './rule';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

export const notAnObject: FolderRule<'source'> = {
  id: 'schema/not-an-object',
  description: 'schema.json is a JSON object.',
  stage: 'source',
  check: ({ source }) =>
    source.schema === undefined || isRecord(source.schema)
      ? []
      : [{ file: 'schema.json', pointer: '', problem: 'schema.json is not a JSON object.', fix: 'Write the payload contract as a draft-07 JSON Schema object.' }],
};

export const wrongDraft: FolderRule<'schema'> = {
  id: 'schema/wrong-draft',
  description: `"$schema" declares draft-07 (${DRAFT_07}).`,
  stage: 'schema',
  check: ({ schema }) =>
    schema.$schema === DRAFT_07
      ? []
      : [{ file: 'schema.json', pointer: '/$schema', problem: 'The schema does not declare draft-07.', fix: `Set "$schema": "${DRAFT_07}".` }],
};

export const wrongId: FolderRule<'schema'> = {
  id: 'schema/wrong-id',
  description: '"$id" is /forms/<id>/schema.json, the path the API serves and references the schema by.',
  stage: 'schema',
  check: ({ source, schema }) => {
    const expected = `/forms/${source.id}/schema.json`;
    if (schema.$id === expected) return [];
    return [{ file: 'schema.json', pointer: '/$id', problem: `The schema's $id is not "${expected}".`, fix: `Set "$id": "${expected}": the API serves and references the schema by it.` }];
  },
};

const CAPTCHA_TOKEN_REF = '/schemas/common.schema.json#/definitions/captchaToken';

export const noCaptchaToken: FolderRule<'schema'> = {
  id: 'schema/no-captcha-token',
  description: `"properties" holds "captchaToken": { "$ref": "${CAPTCHA_TOKEN_REF}" }.`,
  stage: 'schema',
  check: ({ schema }) => {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const token = properties.captchaToken;
    if (isRecord(token) && token.$ref === CAPTCHA_TOKEN_REF && Object.keys(token).length === 1) return [];
    return [
      {
        file: 'schema.json',
        pointer: '/properties/captchaToken',
        problem:
          token === undefined
            ? 'The schema has no captchaToken: the form adds the solved captcha to every payload it sends, so the API would refuse every request ("This field is not allowed.").'
            : 'captchaToken is not the shared definition: the API reads the solved captcha from it, as every wizard has it.',
        fix: `Add "captchaToken": { "$ref": "${CAPTCHA_TOKEN_REF}" } to "properties" (the form fills it; no step shows it).`,
      },
    ];
  },
};

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

export const doesNotCompile: FolderRule<'schema'> = {
  id: 'schema/does-not-compile',
  description: 'The schema, shared definitions included, compiles with the project\'s Ajv in strict mode.',
  stage: 'schema',
  check: ({ compiled }) =>
    'error' in compiled
      ? [{ file: 'schema.json', pointer: '', problem: `The schema does not compile: ${compiled.error}`, fix: compileErrorFix(compiled.error) }]
      : [],
};

export const unsoundCondition: FolderRule<'conditions'> = {
  id: 'condition/unsound',
  description: 'Each if/else that hides fields tests one sibling, hides properties of its own object, never an always required one, and no field twice.',
  stage: 'conditions',
  check: ({ conditionProblems }) =>
    conditionProblems.map((problem) => ({ file: 'schema.json', pointer: problem.schemaPointer, problem: problem.problem, fix: problem.fix })),
};

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

export const valueNeverTaken: FolderRule<'conditions'> = {
  id: 'condition/value-never-taken',
  description: 'A condition tests only values its field can take.',
  stage: 'conditions',
  check: ({ conditions }) =>
    conditions.flatMap((condition) => {
      const accepted = acceptedValues(condition.testedField.node);
      if (!accepted) return [];
      return condition.showWhen.in
        .filter((value) => !accepted.includes(value))
        .map((value) => ({
          file: 'schema.json',
          pointer: condition.schemaPointer.replace(/\/else\/properties\/.*$/, '/if'),
          problem: `The condition tests the value ${JSON.stringify(value)}, which its field never takes.`,
          fix: `Use values the field accepts: ${JSON.stringify(accepted)}.`,
        }));
    }),
};
