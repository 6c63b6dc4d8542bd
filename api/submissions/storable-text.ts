/**
 * Text PostgreSQL cannot store. A JSON string may hold U+0000 (`\u0000`) and half of a surrogate pair (`\ud800`);
 * neither a `text` nor a `jsonb` column accepts them, so a payload that passed its schema with one of them in a free
 * text field failed at the insert and was answered 500. They never come from a person typing, so the field is
 * refused with a message instead, before anything is written.
 */
import { type FieldError } from '../../schemas/field-errors';
import { pointerFromTokens } from '../../json/json-pointer';

export const UNSTORABLE_TEXT_MESSAGE = 'This field contains characters that are not allowed.';

/** U+0000, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Any U+0000 or surrogate: a quick test that clears almost every string before the exact one runs. */
const SUSPECT = /[\u0000\ud800-\udfff]/;

const unstorable = (text: string) => SUSPECT.test(text) && UNSTORABLE.test(text);

/** One field error per string value, or property name, holding such characters; [] for storable payloads. */
export function unstorableTextErrors(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  collectUnstorable(value, [], errors);
  return errors.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Depth first, with the path kept as a stack of keys: the pointer is only spelled out for a field in error, since
 * this runs on every payload. Payloads reach it after their shape was bounded (json-shape.ts), so the
 * recursion is shallow.
 */
function collectUnstorable(current: unknown, path: (string | number)[], errors: FieldError[]): void {
  if (typeof current === 'string') {
    if (unstorable(current)) errors.push({ path: pointerOf(path), message: UNSTORABLE_TEXT_MESSAGE });
  } else if (Array.isArray(current)) {
    for (let index = 0; index < current.length; index += 1) {
      path.push(index);
      collectUnstorable(current[index], path, errors);
      path.pop();
    }
  } else if (typeof current === 'object' && current !== null) {
    for (const key of Object.keys(current)) {
      path.push(key);
      if (unstorable(key)) errors.push({ path: pointerOf(path), message: UNSTORABLE_TEXT_MESSAGE });
      else collectUnstorable((current as Record<string, unknown>)[key], path, errors);
      path.pop();
    }
  }
}

const pointerOf = pointerFromTokens;
