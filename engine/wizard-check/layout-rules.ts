/**
 * Whether each field's label fits inside its empty field, estimated from font metrics, on the narrowest phone the
 * pages reflow to (320 px) and at the two widths that first set fields side by side (600 px for halves, 900 px for
 * thirds). MUI cuts a label that does not fit with an ellipsis, its required asterisk with it. The browser test
 * (tests/e2e/wizard-labels.spec.ts) measures the rendered labels and stays the proof; this estimate reports the
 * mistake with the rest of the folder check, before anything is drawn.
 */
import { escapePointerToken, pointerFromTokens, pointerTokens } from '../../json/json-pointer';
import { isRecord } from '../../json/json-value';
import { resolvedNode, schemaAtPointer, type SchemaNode } from '../schema-at-pointer';
import { hidesLabel, uiAtPointer, uiOptions, type UiNode } from '../ui-schema-nodes';
import type { FolderRule } from './rule';

/**
 * Advance widths in thousandths of an em of DejaVu Sans, the sans-serif the test machines draw the site's system
 * font stack with, and wider than a phone's Roboto or San Francisco: a label it fits fits on phones too.
 */
const ADVANCE: Record<string, number> = {
  ' ': 318, a: 613, b: 635, c: 550, d: 635, e: 615, f: 352, g: 635, h: 634, i: 278, j: 278, k: 579, l: 278, m: 974,
  n: 634, o: 612, p: 635, q: 635, r: 411, s: 521, t: 392, u: 634, v: 592, w: 818, x: 592, y: 592, z: 525,
  A: 684, B: 686, C: 698, D: 770, E: 632, F: 575, G: 775, H: 752, I: 295, J: 295, K: 656, L: 557, M: 863, N: 748,
  O: 787, P: 603, Q: 787, R: 695, S: 635, T: 611, U: 732, V: 684, W: 989, X: 685, Y: 611, Z: 685,
  '0': 636, '1': 636, '2': 636, '3': 636, '4': 636, '5': 636, '6': 636, '7': 636, '8': 636, '9': 636,
  '.': 318, ',': 318, ':': 337, ';': 337, '-': 361, '(': 390, ')': 390, '/': 337, "'": 275, '’': 318, '?': 531,
  '&': 780, '#': 838, '$': 636, '%': 950, '*': 500, '+': 838,
};
/** A character the table lacks counts as a wide one. */
const OTHER_ADVANCE = 700;
/** MUI's label of an empty field: the body font, 16 px. */
const LABEL_FONT_PX = 16;
/** MUI appends a thin space and an asterisk to a required field's label. */
const REQUIRED_MARK = '\u2009*';
/** MUI lets an empty field's label take the field's width less 24 px... */
const LABEL_INSET_PX = 24;
/**
 * ...and a label raised to the outline (drawn at 0.75 of its size) 133 % of it less 32 px. The renderer raises it
 * from the start on a date, a currency amount, a VIN and a computed total (src/wizard/form/base-input-template.tsx and
 * the widgets).
 */
const RAISED_SHARE = 1.33;
const RAISED_INSET_PX = 32;
const RAISED_WIDGETS: ReadonlySet<string> = new Set(['date', 'vin', 'computed']);

/** The label's width in px, as the estimate has it. */
export function labelWidth(label: string): number {
  let thousandths = 0;
  for (const character of label) thousandths += ADVANCE[character] ?? (character === '\u2009' ? 200 : OTHER_ADVANCE);
  return (thousandths / 1000) * LABEL_FONT_PX;
}

interface Layout {
  viewport: number;
  /** A field's width across the whole form, and inside a list item's card. */
  full: number;
  inCard: number;
  /** The share of the row a `ui:options.width` gets at this width. */
  columns: (width: unknown) => number;
}

/** Grid gap between fields side by side (columnSpacing 2). */
const GAP_PX = 16;

/**
 * Widths from the wizard page's layout: the page's gutters (16 px on phones, 24 px from 600 px), the form's padding
 * and border (16 px on phones, 32 px from 600 px) and, for a list's item, its card's (16 px, then 20 px).
 */
const LAYOUTS: readonly Layout[] = [
  { viewport: 320, full: 320 - 32 - 32 - 2, inCard: 320 - 32 - 32 - 2 - 32 - 2, columns: () => 1 },
  { viewport: 600, full: 600 - 48 - 64 - 2, inCard: 600 - 48 - 64 - 2 - 40 - 2, columns: (width) => (width === 'half' || width === 'third' ? 2 : 1) },
  {
    viewport: 900,
    full: 900 - 48 - 64 - 2,
    inCard: 900 - 48 - 64 - 2 - 40 - 2,
    columns: (width) => (width === 'third' ? 3 : width === 'half' ? 2 : 1),
  },
];

/** Widgets whose label is no field label: beside a box or a switch, or a group's legend, which wraps. */
const WRAPPING_WIDGETS: ReadonlySet<string> = new Set(['checkbox', 'checkboxes', 'radio', 'range', 'hidden', 'toggle-list']);

interface LabelledField {
  pointer: string;
  label: string;
  width: unknown;
  inCard: boolean;
  raised: boolean;
}

function labelledFields(root: SchemaNode, schema: unknown, ui: UiNode, pointer: string, inCard: boolean, required: boolean, name: string): LabelledField[] {
  const node = resolvedNode(root, schema);
  if (!node) return [];
  const uiNode = isRecord(ui) ? ui : {};
  if (isRecord(node.properties)) {
    const requiredNames = Array.isArray(node.required) ? node.required : [];
    return Object.entries(node.properties).flatMap(([key, child]) =>
      labelledFields(root, child, (uiNode[key] ?? {}) as UiNode, `${pointer}/${escapePointerToken(key)}`, inCard, requiredNames.includes(key), key),
    );
  }
  if (node.type === 'array') {
    const items = resolvedNode(root, node.items);
    return items && isRecord(items.properties) ? labelledFields(root, items, (uiNode.items ?? {}) as UiNode, `${pointer}/0`, true, false, name) : [];
  }
  const widget = uiNode['ui:widget'];
  if (node.type === 'boolean' || (typeof widget === 'string' && WRAPPING_WIDGETS.has(widget)) || hidesLabel(uiNode)) return [];
  const options = uiOptions(uiNode);
  const title = options.title ?? uiNode['ui:title'] ?? node.title ?? name;
  if (typeof title !== 'string') return [];
  const raised = (typeof widget === 'string' && RAISED_WIDGETS.has(widget)) || node.format === 'date' || options.format === 'currency';
  return [{ pointer, label: required ? `${title}${REQUIRED_MARK}` : title, width: options.width, inCard, raised }];
}

export const labelTooWide: FolderRule<'folder'> = {
  id: 'uischema/label-too-wide',
  description: 'Each field\'s label fits inside its empty field at 320 px, and where fields first sit side by side (600 px, 900 px).',
  stage: 'folder',
  check: ({ ui, bundled, steps }) => {
    const onSteps = new Set(steps.flatMap((step) => step.fields ?? []));
    const fields = [...onSteps].flatMap((pointer) => {
      // A step may name a field inside an object (`/additionalData/moveDate`): its parent says whether it is required.
      const tokens = pointerTokens(pointer);
      const key = tokens.pop() ?? '';
      const parent = schemaAtPointer(bundled, pointerFromTokens(tokens));
      const properties = isRecord(parent?.properties) ? parent.properties : {};
      const requiredNames = Array.isArray(parent?.required) ? parent.required : [];
      return labelledFields(bundled, properties[key], uiAtPointer(ui.uiSchema, pointer), pointer, false, requiredNames.includes(key), key);
    });
    return fields.flatMap((field) => {
      const needed = labelWidth(field.label);
      const cramped = LAYOUTS.map((layout) => {
        const columns = layout.columns(field.width);
        const across = field.inCard ? layout.inCard : layout.full;
        const fieldWidth = (across - (columns - 1) * GAP_PX) / columns;
        return { layout, columns, room: field.raised ? fieldWidth * RAISED_SHARE - RAISED_INSET_PX : fieldWidth - LABEL_INSET_PX };
      }).find(({ room }) => needed > room);
      if (!cramped) return [];
      const { layout, columns, room } = cramped;
      const share = columns === 1 ? 'a whole row' : columns === 2 ? 'half a row' : 'a third of a row';
      const uiPath = field.pointer.replace(/\/0(?=\/|$)/g, '/items');
      return [
        {
          file: 'ui.json',
          pointer: `/uiSchema${uiPath}`,
          problem: `The label "${field.label.replace(REQUIRED_MARK, ' *')}" of ${field.pointer} needs about ${Math.round(needed)} px; at ${layout.viewport} px its empty field (${share}${field.inCard ? ' in a list item' : ''}) leaves ${Math.round(room)} px, so it would be cut.`,
          fix:
            columns > 1
              ? 'Shorten the title (schema.json, or "ui:options": { "title" }) and put the detail in a description, or give the field a wider share of the row ("width": "half" or none).'
              : 'Shorten the title (schema.json, or "ui:options": { "title" }) and put the detail in a description.',
        },
      ];
    });
  },
};
