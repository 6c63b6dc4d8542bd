/**
 * The read-only summary of the review step, built from ui.json `review` sections: each pointer is labelled with
 * its schema title; objects expand into their fields, lists of objects into each item's fields ("Year (Vehicle 2)"),
 * choices show their option title, file lists their names, and an empty value shows a dash. Fields hidden by their
 * `showWhen` condition are left out (a section left with nothing is not drawn), and `format: "currency"` numbers read
 * as dollars. A section with `columns: "by-count"` shows each list of objects as a grid of item cards, one column
 * per item (1 to 4), each titled as the form heads it ("Vehicle 2"). It lives in engine/ so that the browser's review
 * step and the agency's notification e-mail are one builder's work and list the same fields the same way.
 */
import { escapePointerToken, getAtPointer } from '../../json/json-pointer';
import { resolvedNode, schemaAtPointer, type SchemaNode } from '../schema-at-pointer';
import type { ReviewSection } from '../wizard-ui';
import { itemName, titleOf } from './field-labels';
import { displayMakeName, isVehicleMakeUi } from './make-name';
import { formatCurrency, isCurrencyUi } from './number-format';
import { displayPhone } from '../../text/phone';
import { isShown } from '../show-when';
import { uiAtPointer, type UiNode } from '../ui-schema-nodes';
import { isRecord } from '../../json/json-value';

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return [4, 6, 9, 11].includes(month) ? 30 : 31;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

/**
 * An ISO date (YYYY-MM-DD) as en-US writes it in full: "January 2, 2026", what `Intl.DateTimeFormat('en-US',
 * { dateStyle: 'long' })` gives (the test compares the two over four centuries), without Intl: a notification shows a
 * dozen dates, and Intl's formatting was the slowest step of building it. Anything that is no calendar date is shown
 * as it was typed.
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return value;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
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

/** A field's value as the review shows it: makes in title case and phone numbers grouped, as the form reads them. */
function displayText(node: SchemaNode | undefined, ui: UiNode, value: unknown): string {
  const text = formatValue(node, value, { currency: isCurrencyUi(ui) });
  if (typeof value !== 'string') return text;
  if (isVehicleMakeUi(ui)) return displayMakeName(text);
  return ui['ui:widget'] === 'tel' ? displayPhone(text) : text;
}

function fileNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => (isRecord(item) && typeof item.name === 'string' ? [item.name] : []));
}

/**
 * Where the review's walk stands: a field's pointer and what is known of it, carried down from its parent rather
 * than looked up from the root for every field (the agency's e-mail builds a review for every submission).
 */
interface Spot {
  pointer: string;
  /** The field's schema, `$ref`s resolved; undefined for a field the schema does not describe. */
  node: SchemaNode | undefined;
  value: unknown;
  ui: UiNode;
}

function spotAt(root: SchemaNode, uiSchema: UiNode, data: unknown, pointer: string): Spot {
  return { pointer, node: schemaAtPointer(root, pointer), value: getAtPointer(data, pointer), ui: uiAtPointer(uiSchema, pointer) };
}

function childUi(ui: UiNode, key: string | number): UiNode {
  const next = typeof key === 'number' ? ui.items : ui[key];
  return isRecord(next) ? next : {};
}

function propertySpot(root: SchemaNode, spot: Spot, name: string): Spot {
  const properties = spot.node?.properties;
  return {
    pointer: `${spot.pointer}/${escapePointerToken(name)}`,
    node: isRecord(properties) ? resolvedNode(root, properties[name]) : undefined,
    value: isRecord(spot.value) ? spot.value[name] : undefined,
    ui: childUi(spot.ui, name),
  };
}

function itemSpot(root: SchemaNode, spot: Spot, index: number): Spot {
  return {
    pointer: `${spot.pointer}/${index}`,
    node: resolvedNode(root, spot.node?.items),
    value: Array.isArray(spot.value) ? spot.value[index] : undefined,
    ui: childUi(spot.ui, index),
  };
}

function isObjectList(root: SchemaNode, node: SchemaNode | undefined): boolean {
  return node?.type === 'array' && isRecord(resolvedNode(root, node.items)?.properties);
}

function rowsFor(root: SchemaNode, uiSchema: UiNode, data: unknown, spot: Spot): ReviewRow[] {
  const { pointer, node, value, ui } = spot;
  if (!isShown(ui, pointer, data)) return [];
  if (ui['ui:field'] === ATTACHMENTS_FIELD) {
    const names = fileNames(value);
    return [{ pointer, label: titleOf(node, pointer), values: names.length > 0 ? names : [EMPTY_VALUE] }];
  }
  if (isObjectList(root, node)) {
    // A list of objects (vehicles, drivers): each item's fields, labelled with the item's number.
    if (!Array.isArray(value) || value.length === 0) return [{ pointer, label: titleOf(node, pointer), values: [EMPTY_VALUE] }];
    // Named as the form heads the items (src/wizard/form/array-field-templates.tsx).
    const name = itemName(root, uiSchema, pointer);
    const rows: ReviewRow[] = [];
    value.forEach((_item, index) => {
      for (const row of rowsFor(root, uiSchema, data, itemSpot(root, spot, index))) {
        row.label = `${row.label} (${name} ${index + 1})`;
        rows.push(row);
      }
    });
    return rows;
  }
  const properties = node?.properties;
  if (isRecord(properties)) {
    const rows: ReviewRow[] = [];
    for (const name of Object.keys(properties)) rows.push(...rowsFor(root, uiSchema, data, propertySpot(root, spot, name)));
    return rows;
  }
  return [{ pointer, label: titleOf(node, pointer), values: [displayText(node, ui, value)] }];
}

/** A list of objects as a grid of item cards; null when it is hidden or empty (then it reads as a plain row). */
function gridFor(root: SchemaNode, uiSchema: UiNode, data: unknown, spot: Spot): ReviewBlock | null {
  const { pointer, value } = spot;
  if (!isShown(spot.ui, pointer, data) || !Array.isArray(value) || value.length === 0) return null;
  const name = itemName(root, uiSchema, pointer);
  return {
    kind: 'grid',
    pointer,
    label: titleOf(spot.node, spot.pointer),
    columns: columnsFor(value.length),
    items: value.map((_item, index) => ({
      title: `${name} ${index + 1}`,
      rows: rowsFor(root, uiSchema, data, itemSpot(root, spot, index)),
    })),
  };
}

function blocksFor(root: SchemaNode, uiSchema: UiNode, section: ReviewSection, data: unknown): ReviewBlock[] {
  const blocks: ReviewBlock[] = [];
  for (const pointer of section.fields) {
    const spot = spotAt(root, uiSchema, data, pointer);
    const grid = section.columns === 'by-count' && isObjectList(root, spot.node) ? gridFor(root, uiSchema, data, spot) : null;
    if (grid) {
      blocks.push(grid);
      continue;
    }
    const rows = rowsFor(root, uiSchema, data, spot);
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
