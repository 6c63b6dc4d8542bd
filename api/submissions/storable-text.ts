/**
 * Text PostgreSQL cannot store. A JSON string may hold U+0000 (`\u0000`) and half of a surrogate pair (`\ud800`);
 * neither a `text` nor a `jsonb` column accepts them, so a payload that passed its schema with one of them in a free
 * text field failed at the insert and was answered 500. They never come from a person typing, so the field is
 * refused with a message instead, before anything is written.
 */
import { escapePointerToken, type FieldError } from '../../schemas/field-errors';

export const UNSTORABLE_TEXT_MESSAGE = 'This field contains characters that are not allowed.';

/** U+0000, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** One field error per string value, or property name, holding such characters; [] for storable payloads. */
export function unstorableTextErrors(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const pending: { value: unknown; pointer: string }[] = [{ value, pointer: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, pointer } = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) errors.push({ path: pointer, message: UNSTORABLE_TEXT_MESSAGE });
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => pending.push({ value: item, pointer: `${pointer}/${i}` }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPointer = `${pointer}/${escapePointerToken(key)}`;
        if (UNSTORABLE.test(key)) errors.push({ path: childPointer, message: UNSTORABLE_TEXT_MESSAGE });
        else pending.push({ value: child, pointer: childPointer });
      }
    }
  }
  return errors.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
