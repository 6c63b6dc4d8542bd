/**
 * The machine holds every error of the payload; the form shows only those of touched fields. rjsf takes them as an
 * `ErrorSchema` (`{ field: { __errors: [message] } }`), so the JSON Pointers are turned into that tree here.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { isWithin, pointerTokens } from '../../../json/json-pointer';
import type { FieldError } from '../../../schemas/field-errors';

/** A field counts as touched when it or one of its ancestors was touched (Next touches whole objects). */
export function isTouched(pointer: string, touched: readonly string[]): boolean {
  return touched.some((path) => isWithin(pointer, path));
}

export function visibleErrors(errors: readonly FieldError[], touched: readonly string[]): FieldError[] {
  return errors.filter((error) => isTouched(error.path, touched));
}

interface ErrorNode {
  __errors?: string[];
  [key: string]: ErrorNode | string[] | undefined;
}

export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: ErrorNode = {};
  for (const { path, message } of errors) {
    let node = root;
    for (const token of pointerTokens(path)) {
      const existing = node[token];
      const next: ErrorNode = existing !== undefined && !Array.isArray(existing) ? existing : {};
      node[token] = next;
      node = next;
    }
    node.__errors = [...(node.__errors ?? []), message];
  }
  return root as ErrorSchema;
}

/** Every message in an error tree, depth first (used by fields that render their children themselves). */
export function collectErrorMessages(errorSchema: unknown): string[] {
  if (errorSchema === null || typeof errorSchema !== 'object') return [];
  const messages: string[] = [];
  for (const [key, value] of Object.entries(errorSchema)) {
    if (key === '__errors' && Array.isArray(value)) {
      messages.push(...value.filter((message): message is string => typeof message === 'string'));
    } else {
      messages.push(...collectErrorMessages(value));
    }
  }
  return messages;
}
