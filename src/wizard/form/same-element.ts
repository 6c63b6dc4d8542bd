/**
 * Whether two React elements render alike, for memoised wrappers around the elements rjsf hands its templates:
 * same type and key, and props equal one by one. rjsf rebuilds its data-shaped props (the form data, the error tree,
 * field paths, resolved subschemas) on every change, so those are compared by value, which costs far less than
 * rendering a field again; every other prop, handlers included, by identity.
 */
import { isValidElement, type ReactNode } from 'react';
import { deepEquals } from '@rjsf/utils';

const COMPARED_BY_VALUE = new Set(['formData', 'errorSchema', 'fieldPathId', 'schema']);
/**
 * Handlers rjsf's object field recreates whenever its data changes but only calls for a property added through
 * `additionalProperties` (renaming or removing its key); the wizards' schemas allow none, and a property that was
 * added that way is still compared by identity.
 */
const ADDITIONAL_PROPERTY_HANDLERS = new Set(['handleKeyRename', 'handleRemoveProperty']);

export function sameElement(before: ReactNode, after: ReactNode): boolean {
  if (before === after) return true;
  if (!isValidElement(before) || !isValidElement(after)) return false;
  if (before.type !== after.type || before.key !== after.key) return false;
  const a = before.props as Record<string, unknown>;
  const b = after.props as Record<string, unknown>;
  const keys = Object.keys(a);
  const additional = a.addedByAdditionalProperties === true || b.addedByAdditionalProperties === true;
  const same = (key: string) =>
    Object.is(a[key], b[key]) ||
    (COMPARED_BY_VALUE.has(key) && deepEquals(a[key], b[key])) ||
    (!additional && ADDITIONAL_PROPERTY_HANDLERS.has(key));
  return keys.length === Object.keys(b).length && keys.every(same);
}
