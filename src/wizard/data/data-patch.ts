/**
 * Applies a widget's patch (JSON Pointer -> new value) to the form data without mutating it, so that one change
 * of several fields (a VIN decode filling year, make and model) reaches the step machine as ONE `data.changed`
 * and is validated once. Only the containers on a patched path are copied; missing ones are created (an array
 * when the next token is an index, an object otherwise).
 */
import { getAtPointer, pointerTokens } from '../../../json/json-pointer';
import type { FormData } from '../../../engine/wizard-machine';

/** Pointer -> value; `undefined` removes the field (an emptied field is absent from the payload, as rjsf does). */
export type DataPatch = Readonly<Record<string, unknown>>;

const INDEX = /^(0|[1-9][0-9]*)$/;

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === 'object';
}

function setIn(node: unknown, tokens: readonly string[], value: unknown): unknown {
  const [token, ...rest] = tokens;
  if (token === undefined) return value;
  if (Array.isArray(node) && INDEX.test(token)) {
    const copy = [...node];
    const index = Number(token);
    copy[index] = setIn(copy[index], rest, value);
    return copy;
  }
  const base: Record<string, unknown> = isContainer(node) && !Array.isArray(node) ? { ...node } : {};
  if (!isContainer(node) && INDEX.test(token)) {
    // Nothing there yet and an index next: the container is an array.
    const created: unknown[] = [];
    created[Number(token)] = setIn(undefined, rest, value);
    return created;
  }
  if (rest.length === 0 && value === undefined) {
    delete base[token];
    return base;
  }
  base[token] = setIn(base[token], rest, value);
  return base;
}

export function applyPatch(data: FormData, patch: DataPatch): FormData {
  let next: FormData = data;
  for (const [pointer, value] of Object.entries(patch)) {
    const tokens = pointerTokens(pointer);
    // The root is the whole form: a widget never replaces it.
    if (tokens.length === 0) throw new Error('A patch cannot replace the whole form data');
    // Removing what is not there must not create empty containers on the way.
    if (value === undefined && getAtPointer(next, pointer) === undefined) continue;
    next = setIn(next, tokens, value) as FormData;
  }
  return next;
}
