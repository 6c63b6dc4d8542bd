/**
 * Human labels of payload pointers, from the schema titles: used by the error announcement and the review.
 * A field inside a titled object that shows its title (e.g. "Current Address") carries that title too, so
 * "Street Address (Current Address)" and "Street Address (New Address)" can be told apart when read out alone.
 */
import { pointerTokens } from '../../json/json-pointer';
import { schemaAtPointer, type SchemaNode } from '../schema-at-pointer';
import { hidesLabel, uiAtPointer, uiOptions, type UiNode } from '../ui-schema-nodes';

export function schemaTitle(root: SchemaNode, pointer: string): string {
  return titleOf(schemaAtPointer(root, pointer), pointer);
}

/** The title of `node`, the schema of the field at `pointer`; for an untitled field, its name made readable. */
export function titleOf(node: SchemaNode | undefined, pointer: string): string {
  const title = node?.title;
  if (typeof title === 'string' && title !== '') return title;
  const last = pointerTokens(pointer).at(-1) ?? '';
  // camelCase -> "Camel Case" keeps an untitled field readable.
  return last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

/**
 * What one item of the list at `arrayPointer` is called, as the form heads it ("Vehicle"): `ui:options.itemTitle`,
 * else the item schema's title, else the list's title.
 */
export function itemName(root: SchemaNode, uiSchema: UiNode, arrayPointer: string): string {
  const fromUi = uiOptions(uiAtPointer(uiSchema, arrayPointer)).itemTitle;
  if (typeof fromUi === 'string' && fromUi !== '') return fromUi;
  const itemTitle = schemaAtPointer(root, `${arrayPointer}/0`)?.title;
  return typeof itemTitle === 'string' && itemTitle !== '' ? itemTitle : schemaTitle(root, arrayPointer);
}

const INDEX = /^\d+$/;

export function fieldLabel(root: SchemaNode, uiSchema: UiNode, pointer: string): string {
  const title = schemaTitle(root, pointer);
  const parent = parentPointer(pointer);
  const index = pointerTokens(parent).at(-1) ?? '';
  // A field of a list item is named with its item's number, "Year (Vehicle 2)", as the form heads the item.
  if (parent !== '' && INDEX.test(index)) {
    return `${title} (${itemName(root, uiSchema, parentPointer(parent))} ${Number(index) + 1})`;
  }
  if (parent === '' || hidesLabel(uiAtPointer(uiSchema, parent))) return title;
  const parentTitle = schemaAtPointer(root, parent)?.title;
  return typeof parentTitle === 'string' && parentTitle !== '' ? `${title} (${parentTitle})` : title;
}
