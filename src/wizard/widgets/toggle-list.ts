/**
 * The rules of an optional-list toggle (`"ui:widget": "toggle-list"`, docs/spec-readings.md#optional-lists), kept apart
 * from the widget so they can be tested without a browser:
 *
 *   "ui:options": {
 *     "list": "1/additionalInterests",            relative JSON Pointer of the array the toggle governs
 *     "confirm": { "message": "...", "confirmLabel": "Yes, Remove", "cancelLabel": "No, Keep" },
 *     "addFirstItem": true                        optional, see below
 *   }
 *
 * - On, with an empty list: the toggle flips; one empty item is added so the visitor has something to fill when
 *   `addFirstItem` is true, or when it is absent and the list's schema has `minItems` >= 1 (`addFirstItem: false`
 *   never adds).
 * - Off, with items: nothing changes until the visitor confirms; then the list is removed from the data and the
 *   toggle turned off in ONE change. Off with an empty list, or with only blank items (nothing typed or chosen, such
 *   as the item added on switching on), there is nothing to lose: the toggle flips and the list goes.
 */
import type { DataPatch } from '../data/data-patch';
import { type UiNode } from '../../../engine/ui-schema-nodes';
import { textOption } from '../form/widget-options';
import { isRecord } from '../../../json/json-value';

export interface ToggleConfirmTexts {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

export interface ToggleListOptions {
  list: string;
  confirm: ToggleConfirmTexts;
  addFirstItem: boolean | undefined;
}

export const DEFAULT_CONFIRM: ToggleConfirmTexts = {
  message: 'Are you sure you want to remove all entries?',
  confirmLabel: 'Yes, Remove',
  cancelLabel: 'No, Keep',
};

export function toggleListOptions(options: UiNode): ToggleListOptions | null {
  const list = textOption(options, 'list');
  if (list === undefined) return null;
  const confirm = isRecord(options.confirm) ? options.confirm : {};
  return {
    list,
    confirm: {
      message: textOption(confirm, 'message') ?? DEFAULT_CONFIRM.message,
      confirmLabel: textOption(confirm, 'confirmLabel') ?? DEFAULT_CONFIRM.confirmLabel,
      cancelLabel: textOption(confirm, 'cancelLabel') ?? DEFAULT_CONFIRM.cancelLabel,
    },
    addFirstItem: typeof options.addFirstItem === 'boolean' ? options.addFirstItem : undefined,
  };
}

export function addsFirstItem(addFirstItem: boolean | undefined, minItems: unknown): boolean {
  if (addFirstItem !== undefined) return addFirstItem;
  return typeof minItems === 'number' && minItems >= 1;
}

export interface ToggleRequest {
  /** The state the visitor asks for. */
  on: boolean;
  /** Absolute pointers of the toggle and of its list. */
  toggle: string;
  list: string;
  /** The list's current value. */
  items: unknown;
  /** The item to add when switching on, or null to add none. */
  firstItem: Record<string, unknown> | null;
}

export type ToggleOutcome = { kind: 'update'; patch: DataPatch } | { kind: 'confirm' };

/** An item holding nothing a visitor entered: only empty values or unticked boxes. */
export function isBlankItem(item: unknown): boolean {
  if (item === undefined || item === null || item === '' || item === false) return true;
  if (Array.isArray(item)) return item.every(isBlankItem);
  return isRecord(item) && Object.values(item).every(isBlankItem);
}

export function toggleOutcome({ on, toggle, list, items, firstItem }: ToggleRequest): ToggleOutcome {
  const count = Array.isArray(items) ? items.length : 0;
  if (on) {
    return { kind: 'update', patch: count === 0 && firstItem ? { [toggle]: true, [list]: [firstItem] } : { [toggle]: true } };
  }
  if (Array.isArray(items) && !items.every(isBlankItem)) return { kind: 'confirm' };
  return { kind: 'update', patch: { [toggle]: false, [list]: undefined } };
}

/** What "Yes, Remove" does: one change clearing the list and turning the toggle off. */
export function clearListPatch(toggle: string, list: string): DataPatch {
  return { [toggle]: false, [list]: undefined };
}
