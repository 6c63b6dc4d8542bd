/**
 * The schema's file messages quote the file's name, as the spec words them (`File "scan.pdf" exceeds the maximum
 * size of 2MB.`); ajv-errors fills the name in with JSON.stringify of whatever the payload holds there. When the name
 * is missing or is not a file name, that gave `File undefined exceeds ...`, or a megabyte of text inside the message.
 * Such messages say "This file" instead; the name's own field error says what is wrong with it.
 */
import { getAtPointer } from '../../json/json-pointer';
import type { FieldError } from '../../schemas/field-errors';

/** The fields of an attachment whose messages quote its name. */
const QUOTING_FIELDS = new Set(['size', 'type', 'content']);
/** The shared attachment definition's rule for `name` (schemas/common.schema.json). */
const FILE_NAME = /^[^/\\\u0000-\u001f]+$/;

function isFileName(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 255 && FILE_NAME.test(value);
}

export function clarifyFileMessages(errors: readonly FieldError[], payload: unknown): FieldError[] {
  return errors.map((error) => {
    const cut = error.path.lastIndexOf('/');
    if (cut < 0 || !QUOTING_FIELDS.has(error.path.slice(cut + 1))) return error;
    const name = getAtPointer(payload, `${error.path.slice(0, cut)}/name`);
    if (isFileName(name)) return error;
    const quoted = `File ${String(JSON.stringify(name))} `;
    return error.message.startsWith(quoted) ? { ...error, message: `This file ${error.message.slice(quoted.length)}` } : error;
  });
}
