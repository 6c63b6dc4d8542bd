/**
 * Human labels of payload pointers, from the schema titles: used by the error announcement and the review.
 * A field inside a titled object that shows its title (e.g. "Current Address") carries that title too, so
 * "Street Address (Current Address)" and "Street Address (New Address)" can be told apart when read out alone.
 */
import { pointerTokens } from '../../engine/json-pointer';
import { schemaAtPointer, type SchemaNode } from '../../engine/schema-at-pointer';
import { hidesLabel, uiAtPointer, type UiNode } from './ui-schema-nodes';

export function schemaTitle(root: SchemaNode, pointer: string): string {
  const title = schemaAtPointer(root, pointer)?.title;
  if (typeof title === 'string' && title !== '') return title;
  const last = pointerTokens(pointer).at(-1) ?? '';
  // camelCase -> "Camel Case" keeps an untitled field readable.
  return last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

export function fieldLabel(root: SchemaNode, uiSchema: UiNode, pointer: string): string {
  const title = schemaTitle(root, pointer);
  let parent = parentPointer(pointer);
  // Array items (`/attachments/0/name`) are named by their array.
  while (parent !== '' && /^\d+$/.test(pointerTokens(parent).at(-1) ?? '')) parent = parentPointer(parent);
  if (parent === '' || hidesLabel(uiAtPointer(uiSchema, parent))) return title;
  const parentTitle = schemaAtPointer(root, parent)?.title;
  return typeof parentTitle === 'string' && parentTitle !== '' ? `${title} (${parentTitle})` : title;
}
