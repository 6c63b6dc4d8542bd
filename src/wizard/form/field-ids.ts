/**
 * rjsf builds every input id from the field's path (`idPrefix` + path tokens joined by `idSeparator`). The renderer
 * needs the way back (a blurred input -> the JSON Pointer to mark touched) and forth (an invalid pointer -> the
 * input to focus), so both directions live here, next to the one prefix and separator the form is given.
 */
import { pointerFromTokens, pointerTokens } from '../../../json/json-pointer';

export const FIELD_ID_PREFIX = 'wizard';
/** A dot never appears in the payload's property names, unlike rjsf's default `_`. */
export const FIELD_ID_SEPARATOR = '.';

export function pointerToFieldId(pointer: string): string {
  return [FIELD_ID_PREFIX, ...pointerTokens(pointer)].join(FIELD_ID_SEPARATOR);
}

/** The pointer of an rjsf field id, or null for ids rjsf did not derive from a field path. */
export function fieldIdToPointer(id: string): string | null {
  if (id === FIELD_ID_PREFIX) return '';
  const head = `${FIELD_ID_PREFIX}${FIELD_ID_SEPARATOR}`;
  if (!id.startsWith(head)) return null;
  const tokens = id.slice(head.length).split(FIELD_ID_SEPARATOR);
  if (tokens.some((token) => token === '')) return null;
  return pointerFromTokens(tokens);
}
