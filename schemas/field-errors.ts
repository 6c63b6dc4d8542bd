/**
 * Turns Ajv errors into the field errors that API clients and the form both see: one message per JSON Pointer.
 * ajv-errors wraps the original errors; for `required` the pointer of the missing property is rebuilt here so the
 * message lands under the field itself, not under its parent object.
 */
import type { ErrorObject } from 'ajv';
import { childPointer } from '../json/json-pointer';

export interface FieldError {
  /** JSON Pointer into the payload, e.g. `/additionalData/newAddress/zipCode`. */
  path: string;
  message: string;
}

export const REQUIRED_MESSAGE = 'This field is required.';
export const FALLBACK_MESSAGE = 'Invalid input.';
export const UNKNOWN_FIELD_MESSAGE = 'This field is not allowed.';

/** Keywords whose failure is already explained by the errors of their branches. */
const SUMMARY_KEYWORDS = new Set(['if', 'oneOf', 'anyOf', 'allOf', 'not', 'then', 'else']);


function fromOriginal(error: ErrorObject, message: string | undefined): FieldError | null {
  switch (error.keyword) {
    case 'required':
      return {
        path: childPointer(error.instancePath, (error.params as { missingProperty: string }).missingProperty),
        message: message ?? REQUIRED_MESSAGE,
      };
    case 'additionalProperties':
      return {
        path: childPointer(error.instancePath, (error.params as { additionalProperty: string }).additionalProperty),
        message: message ?? UNKNOWN_FIELD_MESSAGE,
      };
    default:
      if (SUMMARY_KEYWORDS.has(error.keyword) && message === undefined) return null;
      return { path: error.instancePath, message: message ?? FALLBACK_MESSAGE };
  }
}

export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Set<string>();
  const push = (fieldError: FieldError | null) => {
    if (!fieldError || seen.has(fieldError.path)) return;
    seen.add(fieldError.path);
    result.push(fieldError);
  };
  for (const error of errors ?? []) {
    if (error.keyword === 'errorMessage') {
      const originals = (error.params as { errors?: ErrorObject[] }).errors ?? [];
      for (const original of originals) {
        // A required or additionalProperties message belongs to the missing/extra property, anything else to the
        // value that carried the errorMessage.
        if (original.keyword === 'required' || original.keyword === 'additionalProperties') {
          push(fromOriginal(original, error.message));
        } else {
          push({ path: error.instancePath, message: error.message ?? FALLBACK_MESSAGE });
        }
      }
      continue;
    }
    push(fromOriginal(error, undefined));
  }
  return result;
}
