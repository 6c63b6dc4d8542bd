/**
 * The read-only summary of the review step, built from ui.json `review` sections: each pointer is labelled with
 * its schema title; objects expand into their fields, lists of objects into each item's fields ("Year (Vehicle 2)"),
 * choices show their option title, file lists their names, and an empty value shows a dash.
 */
import { getAtPointer } from '../../engine/json-pointer';
import { schemaAtPointer, type SchemaNode } from '../../engine/schema-at-pointer';
import type { ReviewSection } from '../../engine/wizard-ui';
import { escapePointerToken } from '../../schemas/field-errors';
import { itemName, schemaTitle } from './field-labels';
import { isRecord, uiAtPointer, type UiNode } from './ui-schema-nodes';

export const EMPTY_VALUE = '—';
/** rjsf field name of the upload field; its value is a list of attachments shown by file name. */
export const ATTACHMENTS_FIELD = 'attachments';

export interface ReviewRow {
  pointer: string;
  label: string;
  /** One entry per line; a single EMPTY_VALUE when there is nothing. */
  values: string[];
}

export interface ReviewSectionView {
  title: string;
  rows: ReviewRow[];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}

/** A scalar as the user chose or typed it: option titles for choices, long dates, Yes/No, numbers as typed. */
export function formatValue(node: SchemaNode | undefined, value: unknown): string {
  // An unticked checkbox may hold no value at all; it still means "No".
  if (node?.type === 'boolean' && value === undefined) return 'No';
  if (isEmpty(value)) return EMPTY_VALUE;
  const options = node?.oneOf ?? node?.anyOf;
  if (Array.isArray(options)) {
    const option = options.find((candidate) => isRecord(candidate) && candidate.const === value);
    if (isRecord(option) && typeof option.title === 'string') return option.title;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return node?.format === 'date' ? formatDate(value) : value;
  // Years and mileages read as typed (2003, not "2,003").
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => formatValue(isRecord(node?.items) ? node.items : undefined, item)).join(', ');
  return JSON.stringify(value);
}

function fileNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => (isRecord(item) && typeof item.name === 'string' ? [item.name] : []));
}

function rowsFor(root: SchemaNode, uiSchema: UiNode, data: unknown, pointer: string): ReviewRow[] {
  const node = schemaAtPointer(root, pointer);
  const value = getAtPointer(data, pointer);
  const label = schemaTitle(root, pointer);
  if (uiAtPointer(uiSchema, pointer)['ui:field'] === ATTACHMENTS_FIELD) {
    const names = fileNames(value);
    return [{ pointer, label, values: names.length > 0 ? names : [EMPTY_VALUE] }];
  }
  const itemNode = node?.type === 'array' ? schemaAtPointer(root, `${pointer}/0`) : undefined;
  if (isRecord(itemNode?.properties)) {
    // A list of objects (vehicles, drivers): each item's fields, labelled with the item's number.
    if (!Array.isArray(value) || value.length === 0) return [{ pointer, label, values: [EMPTY_VALUE] }];
    // Named as the form heads the items (array-field-templates.tsx).
    const name = itemName(root, uiSchema, pointer);
    return value.flatMap((_item, index) =>
      rowsFor(root, uiSchema, data, `${pointer}/${index}`).map((row) => ({
        ...row,
        label: `${row.label} (${name} ${index + 1})`,
      })),
    );
  }
  const properties = node?.properties;
  if (isRecord(properties)) {
    return Object.keys(properties).flatMap((name) =>
      rowsFor(root, uiSchema, data, `${pointer}/${escapePointerToken(name)}`),
    );
  }
  return [{ pointer, label, values: [formatValue(node, value)] }];
}

export function buildReview(
  root: SchemaNode,
  uiSchema: UiNode,
  sections: readonly ReviewSection[],
  data: unknown,
): ReviewSectionView[] {
  return sections.map((section) => ({
    title: section.title,
    rows: section.fields.flatMap((pointer) => rowsFor(root, uiSchema, data, pointer)),
  }));
}
