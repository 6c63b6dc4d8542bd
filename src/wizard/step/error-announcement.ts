/** The text read out when Next is refused: how many fields need attention, and each label with its message. */
import type { FieldError } from '../../../schemas/field-errors';

export function describeFieldErrors(errors: readonly FieldError[], labelOf: (pointer: string) => string): string {
  if (errors.length === 0) return '';
  const count = errors.length === 1 ? '1 field needs attention' : `${errors.length} fields need attention`;
  return `${count}: ${errors.map((error) => `${labelOf(error.path)}: ${error.message}`).join(' ')}`;
}

/**
 * Whether the text read out for the errors at `announced` no longer holds: one of them has been fixed. The live
 * region is then emptied, so a screen reader that reads it again does not report a problem that is gone.
 */
export function isAnnouncementStale(announced: readonly string[], errors: readonly FieldError[]): boolean {
  return announced.some((path) => !errors.some((error) => error.path === path));
}
