/**
 * The read-only summary of the review step, built from ui.json `review` sections: each pointer is labelled with
 * its schema title; objects expand into their fields, lists of objects into each item's fields ("Year (Vehicle 2)"),
 * choices show their option title, file lists their names, and an empty value shows a dash. Fields hidden by their
 * `showWhen` condition are left out (a section left with nothing is not drawn), and `format: "currency"` numbers read
 * as dollars. A section with `columns: "by-count"` shows each list of objects as a grid of item cards, one column
 * per item (1 to 4), each titled as the form heads it ("Vehicle 2").
 */
import { getAtPointer } from '../json-pointer';
import { schemaAtPointer, type SchemaNode } from '../schema-at-pointer';
import type { ReviewSection } from '../wizard-ui';
import { escapePointerToken } from '../../schemas/field-errors';
import { itemName, schemaTitle } from './field-labels';
import { formatCurrency, isCurrencyUi } from './number-format';
import { isShown } from '../show-when';
import { isRecord, uiAtPointer, type UiNode } from '../ui-schema-nodes';

export const EMPTY_VALUE = '—';
/** rjsf field name of the upload field; its value is a list of attachments shown by file name. */
export const ATTACHMENTS_FIELD = 'attachments';

export interface ReviewRow {
  pointer: string;
  label: string;
  /** One entry per line; a single EMPTY_VALUE when there is nothing. */
  values: string[];
}

/** One item of a list shown as a card of a review grid. */
export interface ReviewItemView {
  /** "Vehicle 2" */
  title: string;
  rows: ReviewRow[];
}

/** The most columns of a review grid; more items wrap onto further rows. */
export const MAX_REVIEW_COLUMNS = 4;

export type ReviewBlock =
  | { kind: 'rows'; rows: ReviewRow[] }
  | { kind: 'grid'; pointer: string; label: string; columns: number; items: ReviewItemView[] };

export interface ReviewSectionView {
  title: string;
  /** Every row of the section in order, whatever its layout (a grid's rows are labelled within their item). */
  rows: ReviewRow[];
  /** How the rows are laid out: plain rows, and for `columns: "by-count"` a grid per list of objects. */
  blocks: ReviewBlock[];
}

/** Columns for a grid of `count` items: one per item, 1 to 4. */
export function columnsFor(count: number): number {
  return Math.min(Math.max(count, 1), MAX_REVIEW_COLUMNS);
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

export interface FormatOptions {
  /** `ui:options.format: "currency"`: US dollars, "$1,250,000" (cents only when there are some). */
  currency?: boolean;
}

/**
 * A scalar as the user chose or typed it: option titles for choices, long dates, Yes/No, numbers as typed (or as
 * dollars for a currency field).
 */
export function formatValue(node: SchemaNode | undefined, value: unknown, format: FormatOptions = {}): string {
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
  if (typeof value === 'number' && format.currency) return formatCurrency(value);
  // Years and mileages read as typed (2003, not "2,003").
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => formatValue(isRecord(node?.items) ? node.items : undefined, item)).join(', ');
  return JSON.stringify(value);
}

function fileNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => (isRecord(item) && typeof item.name === 'string' ? [item.name] : []));
}

function isObjectList(root: SchemaNode, pointer: string): boolean {
  if (schemaAtPointer(root, pointer)?.type !== 'array') return false;
  return isRecord(schemaAtPointer(root, `${pointer}/0`)?.properties);
}

function rowsFor(root: SchemaNode, uiSchema: UiNode, data: unknown, pointer: string): ReviewRow[] {
  const node = schemaAtPointer(root, pointer);
  const value = getAtPointer(data, pointer);
  const label = schemaTitle(root, pointer);
  const ui = uiAtPointer(uiSchema, pointer);
  if (!isShown(ui, pointer, data)) return [];
  if (ui['ui:field'] === ATTACHMENTS_FIELD) {
    const names = fileNames(value);
    return [{ pointer, label, values: names.length > 0 ? names : [EMPTY_VALUE] }];
  }
  if (isObjectList(root, pointer)) {
    // A list of objects (vehicles, drivers): each item's fields, labelled with the item's number.
    if (!Array.isArray(value) || value.length === 0) return [{ pointer, label, values: [EMPTY_VALUE] }];
    // Named as the form heads the items (src/wizard/array-field-templates.tsx).
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
  return [{ pointer, label, values: [formatValue(node, value, { currency: isCurrencyUi(ui) })] }];
}

/** A list of objects as a grid of item cards; null when it is hidden or empty (then it reads as a plain row). */
function gridFor(root: SchemaNode, uiSchema: UiNode, data: unknown, pointer: string): ReviewBlock | null {
  const value = getAtPointer(data, pointer);
  if (!isShown(uiAtPointer(uiSchema, pointer), pointer, data) || !Array.isArray(value) || value.length === 0) return null;
  const name = itemName(root, uiSchema, pointer);
  return {
    kind: 'grid',
    pointer,
    label: schemaTitle(root, pointer),
    columns: columnsFor(value.length),
    items: value.map((_item, index) => ({
      title: `${name} ${index + 1}`,
      rows: rowsFor(root, uiSchema, data, `${pointer}/${index}`),
    })),
  };
}

function blocksFor(root: SchemaNode, uiSchema: UiNode, section: ReviewSection, data: unknown): ReviewBlock[] {
  const blocks: ReviewBlock[] = [];
  for (const pointer of section.fields) {
    const grid = section.columns === 'by-count' && isObjectList(root, pointer) ? gridFor(root, uiSchema, data, pointer) : null;
    if (grid) {
      blocks.push(grid);
      continue;
    }
    const rows = rowsFor(root, uiSchema, data, pointer);
    if (rows.length === 0) continue;
    // Consecutive plain rows share one block (one definition list).
    const last = blocks.at(-1);
    if (last?.kind === 'rows') last.rows.push(...rows);
    else blocks.push({ kind: 'rows', rows });
  }
  return blocks;
}

export function blockRows(block: ReviewBlock): ReviewRow[] {
  return block.kind === 'rows' ? block.rows : block.items.flatMap((item) => item.rows);
}

export function buildReview(
  root: SchemaNode,
  uiSchema: UiNode,
  sections: readonly ReviewSection[],
  data: unknown,
): ReviewSectionView[] {
  return sections.map((section) => {
    const blocks = blocksFor(root, uiSchema, section, data);
    return { title: section.title, rows: blocks.flatMap(blockRows), blocks };
  });
}
