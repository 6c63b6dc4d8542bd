/**
 * The value of a form field as the wizard's data holds it, read from the field itself: numbers as numbers, a ticked
 * box as true, an emptied field as absent, a phone number without its punctuation (rjsf's own inputs and the
 * renderer's text input do the same when they report a change).
 */
import { normalizePhone } from '../../../text/phone';
import { schemaAtPointer, type SchemaNode } from '../../../engine/schema-at-pointer';
import type { EarlyInput } from './early-input';

export function typedValue(schema: SchemaNode, pointer: string, field: EarlyInput): unknown {
  const type = schemaAtPointer(schema, pointer)?.type;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked;
  if (field.value === '') return undefined;
  if (field.type === 'tel') return normalizePhone(field.value);
  if (type === 'number' || type === 'integer') {
    const number = Number(field.value);
    return Number.isFinite(number) ? number : field.value;
  }
  return field.value;
}
