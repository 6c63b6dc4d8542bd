/** The rules of ui.json's uiSchema and pipeline: keys and options that name fields, and a sound list of statuses. */
import { pipelineProblems } from '../../config/request-pipelines';
import { escapePointerToken } from '../../json/json-pointer';
import { isRecord } from '../../json/json-value';
import { resolvePointer } from '../relative-pointer';
import { COMMON_OPTIONS, WIDGET_CATALOGUE, type CatalogueWidget } from '../widget-catalogue';
import { FRAGMENTS, fragmentNamed } from '../../schemas/fragments';
import { fragmentReferences, rootFragments } from '../fragment-ui';
import type { WizardUi } from '../wizard-ui';
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

const catalogued = new Map(WIDGET_CATALOGUE.map((widget) => [widget.name, widget]));
const commonOptionKeys = new Set(COMMON_OPTIONS.map((option) => option.key));
const WIDGETS_SECTION = 'docs/adding-a-wizard.md#widgets-and-their-options';

/** The number of single-character edits that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The catalogued names closest to `name`, for a fix that says what was probably meant: a name it contains or that
 * contains it ("tel-number", "tel") first, then the fewest edits away.
 */
function nearestNames(name: string, names: readonly string[]): string[] {
  const lower = name.toLowerCase();
  const scored = names.map((candidate) => ({
    name: candidate,
    distance: lower.includes(candidate) || candidate.includes(lower) ? 0 : editDistance(lower, candidate),
  }));
  const best = Math.min(...scored.map((entry) => entry.distance));
  return scored.filter((entry) => entry.distance === best).map((entry) => entry.name);
}

/**
 * The widget rjsf draws a field with: the one ui.json names, or for none the default of the field's schema (a select
 * for an enum, a check box for a boolean, a text input for a string or a number); undefined for an object or a list,
 * which take only the options every field takes.
 */
function drawingWidget(node: UiNode, schema: Record<string, unknown>): CatalogueWidget | undefined {
  const named = node['ui:widget'];
  if (typeof named === 'string') return catalogued.get(named);
  if (Array.isArray(schema.enum) || Array.isArray(schema.oneOf)) return catalogued.get('select');
  if (schema.type === 'boolean') return catalogued.get('checkbox');
  if (schema.type === 'string' || schema.type === 'number' || schema.type === 'integer') return catalogued.get('text');
  return undefined;
}

export const unknownWidget: FolderRule<'folder'> = {
  id: 'uischema/unknown-widget',
  description: 'A "ui:widget" names a widget of the catalogue (engine/widget-catalogue.ts).',
  stage: 'folder',
  check: (context) =>
    fieldEntries(context).flatMap((entry) => {
      const named = entry.node['ui:widget'];
      if (named === undefined || (typeof named === 'string' && catalogued.has(named))) return [];
      const written = typeof named === 'string' ? `"${named}"` : JSON.stringify(named);
      return [
        {
          file: 'ui.json',
          pointer: `${entry.at}/ui:widget`,
          problem: `The widget ${written} is not one the renderer has.`,
          fix: `Name a widget of the catalogue${typeof named === 'string' ? ` (did you mean ${nearestNames(named, WIDGET_CATALOGUE.map((widget) => widget.name)).map((name) => `"${name}"`).join(' or ')}?)` : ''}; ${WIDGETS_SECTION} lists them all.`,
        },
      ];
    }),
};

export const unknownOption: FolderRule<'folder'> = {
  id: 'uischema/unknown-option',
  description: 'Every ui:options key is one the field\'s widget, or every field, reads.',
  stage: 'folder',
  check: (context) =>
    fieldEntries(context).flatMap((entry) => {
      // A field drawn by a field component of its own (the attachments) reads only the options every field takes.
      const schema = schemaAtPointer(context.bundled, entry.pointer) ?? {};
      const widget = entry.node['ui:field'] === undefined ? drawingWidget(entry.node, schema) : undefined;
      // An unknown widget is the other rule's finding; its options cannot be judged.
      if (typeof entry.node['ui:widget'] === 'string' && widget === undefined) return [];
      const known = new Set([...commonOptionKeys, ...(widget?.options ?? []).map((option) => option.key)]);
      return Object.keys(uiOptions(entry.node))
        .filter((key) => key !== 'showWhen' && !known.has(key))
        .map((key) => ({
          file: 'ui.json',
          pointer: `${entry.at}/ui:options/${escapePointerToken(key)}`,
          problem: `The option "${key}" is not one ${widget ? `the ${widget.name} widget` : 'this field'} reads: it would be ignored.`,
          fix: `Use one of ${[...known].sort().map((name) => `"${name}"`).join(', ')}, or remove it (${WIDGETS_SECTION}).`,
        }));
    }),
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

export const unknownFragment: FolderRule<'folder'> = {
  id: 'ui/unknown-fragment',
  description: 'A step or review entry "@name" names a shared fragment that schema.json includes at its root.',
  stage: 'folder',
  check: ({ source }) => {
    const included = rootFragments(source.schema);
    return fragmentReferences(source.ui as WizardUi).flatMap(({ at, name }) => {
      if (included.includes(name)) return [];
      const known = fragmentNamed(name) !== undefined;
      return [
        {
          file: 'ui.json',
          pointer: at,
          problem: known
            ? `The fragment "${name}" is named here, but schema.json does not include it at its root.`
            : `There is no shared fragment "${name}".`,
          fix: known
            ? `Add "x-include": ["${name}"] to the root of schema.json, or list the fields one by one.`
            : `Name one of schemas/fragments/ (did you mean ${nearestNames(name, Object.keys(FRAGMENTS)).map((candidate) => `"@${candidate}"`).join(' or ')}?), and include it in schema.json with "x-include".`,
        },
      ];
    });
  },
};
