/** The rules of ui.json's uiSchema and pipeline: keys and options that name fields, and a sound list of statuses. */
import { pipelineProblems } from '../../config/request-pipelines';
import { escapePointerToken } from '../../json/json-pointer';
import { isRecord } from '../../json/json-value';
import { resolvePointer } from '../relative-pointer';
import { schemaAtPointer } from '../schema-at-pointer';
import { uiOptions, type UiNode } from '../ui-schema-nodes';
import type { FolderContext, FolderRule } from './rule';

interface UiEntry {
  /** The field's payload pointer; `items` becomes the index 0. */
  pointer: string;
  /** Where the entry sits in ui.json. */
  at: string;
  node: UiNode;
}

/** uiSchema keys that name fields (not ui:* options). */
function uiSchemaEntries(node: unknown, pointer = '', at = '/uiSchema'): UiEntry[] {
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key.startsWith('ui:') || !isRecord(value)) return [];
    const child = key === 'items' ? `${pointer}/0` : `${pointer}/${escapePointerToken(key)}`;
    const childAt = `${at}/${escapePointerToken(key)}`;
    return [{ pointer: child, at: childAt, node: value }, ...uiSchemaEntries(value, child, childAt)];
  });
}

/** The entries of ui.json's uiSchema whose key names a field of the schema; the others are one rule's alone. */
function fieldEntries({ ui, bundled }: FolderContext): UiEntry[] {
  return uiSchemaEntries(ui.uiSchema).filter((entry) => schemaAtPointer(bundled, entry.pointer));
}

/** String values inside `ui:options` that are JSON Pointers (relative `1/year` or absolute `/year`), with their path. */
function optionPointers(options: unknown, path: string): { path: string; value: string }[] {
  if (typeof options === 'string') return /^(\d+\/|\/)[A-Za-z]/.test(options) ? [{ path, value: options }] : [];
  if (Array.isArray(options)) return options.flatMap((value, index) => optionPointers(value, `${path}/${index}`));
  if (!isRecord(options)) return [];
  return Object.entries(options).flatMap(([key, value]) => optionPointers(value, `${path}/${escapePointerToken(key)}`));
}

export const unknownUiField: FolderRule<'folder'> = {
  id: 'uischema/unknown-field',
  description: 'Every key of the uiSchema (other than ui:*) names a field of the schema.',
  stage: 'folder',
  check: ({ ui, bundled }) =>
    uiSchemaEntries(ui.uiSchema)
      .filter((entry) => !schemaAtPointer(bundled, entry.pointer))
      .map((entry) => ({
        file: 'ui.json',
        pointer: entry.at,
        problem: `The uiSchema names a field the schema does not have (${entry.pointer}).`,
        fix: 'Correct the key to a property of schema.json (list items are under "items"), or remove it.',
      })),
};

export const showWhenWritten: FolderRule<'folder'> = {
  id: 'uischema/show-when-written',
  description: 'No field of the uiSchema has a showWhen written: it is derived from the schema\'s conditions.',
  stage: 'folder',
  check: (context) =>
    fieldEntries(context)
      .filter((entry) => 'showWhen' in uiOptions(entry.node))
      .map((entry) => ({
        file: 'ui.json',
        pointer: `${entry.at}/ui:options/showWhen`,
        problem: 'showWhen is derived from the schema and may not be written in ui.json.',
        fix: 'State the condition once in schema.json: an if/else that forbids the field in "else" (see engine/conditions.ts and the decision on conditional fields).',
      })),
};

export const optionPointsNowhere: FolderRule<'folder'> = {
  id: 'uischema/option-points-nowhere',
  description: 'A ui:options value that is a JSON Pointer ("1/vehicleYear", "/year") names an existing field.',
  stage: 'folder',
  check: (context) =>
    fieldEntries(context).flatMap((entry) =>
      optionPointers(uiOptions(entry.node), `${entry.at}/ui:options`)
        .filter((option) => {
          const target = resolvePointer(entry.pointer, option.value);
          return target === null || !schemaAtPointer(context.bundled, target);
        })
        .map((option) => ({
          file: 'ui.json',
          pointer: option.path,
          problem: `The option points at ${option.value}, which names no field from ${entry.pointer}.`,
          fix: 'Use a relative JSON Pointer from this field to an existing one: "1/<sibling>" for a field beside it.',
        })),
    ),
};

export const unsoundPipeline: FolderRule<'folder'> = {
  id: 'pipeline/unsound',
  description: 'A pipeline of the wizard\'s own starts with "new", has distinct keys and at least one closing status.',
  stage: 'folder',
  check: ({ ui }) =>
    (ui.pipeline ? pipelineProblems(ui.pipeline) : []).map((problem) => ({
      file: 'ui.json',
      pointer: '/pipeline',
      problem: `The pipeline is not sound: ${problem}.`,
      fix: 'Start with {"key": "new"}, give each status its own key, and mark the statuses that end a request "closed": true; or leave "pipeline" out to use the group\'s (config/request-pipelines.ts).',
    })),
};
