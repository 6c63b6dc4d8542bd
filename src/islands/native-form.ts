/**
 * What the site's native form islands (the newsletter, the contact form) share: their MUI markup is rendered by the
 * pre-renderer, and these helpers switch it between the states MUI would (disabled, focused, in error) with the
 * classes and attributes MUI's own styles and the screen reader read.
 */
import type { ValidateFunction } from 'ajv';
import { toFieldErrors } from '../../schemas/field-errors';

/** A button as MUI draws it disabled or enabled. */
export function setButtonDisabled(button: HTMLButtonElement, disabled: boolean): void {
  button.disabled = disabled;
  button.classList.toggle('Mui-disabled', disabled);
  button.tabIndex = disabled ? -1 : 0;
}

/** The schema's message for each field the payload fails on, by field name. */
export function fieldMessages(validate: ValidateFunction, payload: Record<string, string>): Map<string, string> {
  if (validate(payload)) return new Map();
  return new Map(toFieldErrors(validate.errors).map((error) => [error.path.slice(1), error.message]));
}

/**
 * A field the visitor filled in and left before the island came to life (a slow phone: the island's code arrives
 * after the first key): its blur was never heard, but it was left as surely as one left now, so it counts as touched.
 * The field still being written is not judged yet.
 */
export function leftFilledIn(input: HTMLInputElement | HTMLTextAreaElement): boolean {
  return input.value !== '' && input.ownerDocument.activeElement !== input;
}

/** Shows `text` in `element` (hidden while there is none). */
export function showText(element: HTMLElement | null, text: string | null): void {
  if (!element) return;
  element.textContent = text ?? '';
  element.hidden = text === null;
}

/** Fetches `endpoint` with the JSON body; throws unless the answer is OK. */
export async function postJson(endpoint: string, body: unknown): Promise<void> {
  const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
}
