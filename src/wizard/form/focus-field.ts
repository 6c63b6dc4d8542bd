/**
 * Moves focus to the first invalid field of a step (in page order). rjsf puts the field id on the input itself,
 * except where a widget keeps a hidden native input (MUI's select), so the focusable control is searched for
 * within the field's form control when the element with the id cannot take focus.
 */
import { pointerToFieldId } from './field-ids';

const FOCUSABLE = [
  'input:not([type="hidden"]):not([aria-hidden="true"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[role="combobox"]',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function isRendered(element: Element): boolean {
  return element.getClientRects().length > 0;
}

function focusableFor(element: HTMLElement): HTMLElement | null {
  if (element.matches(FOCUSABLE) && isRendered(element)) return element;
  const scope = element.closest('.MuiFormControl-root') ?? element.parentElement;
  const candidates = scope ? Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
  return candidates.find(isRendered) ?? null;
}

function elementFor(pointer: string): HTMLElement | null {
  const id = pointerToFieldId(pointer);
  // An error on an object (e.g. a missing group) focuses the first field inside it.
  return document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(`${id}.`)}"]`);
}

export function focusFirstField(pointers: readonly string[]): boolean {
  const targets = pointers
    .map(elementFor)
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const target of targets) {
    const focusable = focusableFor(target);
    if (focusable) {
      focusable.focus();
      return true;
    }
  }
  return false;
}

/** Focuses the first control within `scope` (a new list item's fields); false when it holds none. */
export function focusFirstControl(scope: Element): boolean {
  const control = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isRendered);
  control?.focus();
  return control !== undefined;
}
