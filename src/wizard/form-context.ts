/**
 * What the renderer hands every rjsf widget as `formContext`: the whole form data, to read other fields (the year a
 * make list depends on), and `update`, to change several fields at once (a VIN decode filling year, make and model).
 * A widget names the other fields by (relative) JSON Pointers from its ui:options, resolved against its own
 * position, so the same ui.json entry works at the top level and inside every array item.
 */
import { getAtPointer } from '../../engine/json-pointer';
import type { FormData } from '../../engine/wizard-machine';
import type { DataPatch } from './data-patch';
import { fieldIdToPointer } from './field-ids';
import { resolvePointer } from './relative-pointer';
import { isRecord } from './ui-schema-nodes';

export interface WizardFormContext {
  /** The form data as the step machine holds it. */
  data: FormData;
  /** Applies every entry of the patch in ONE change of the form data (one validation, one re-render). */
  update: (patch: DataPatch) => void;
}

export function isWizardFormContext(value: unknown): value is WizardFormContext {
  return isRecord(value) && isRecord(value.data) && typeof value.update === 'function';
}

/** The renderer's context from an rjsf registry; null where a form is drawn without one. */
export function wizardFormContext(registry: { formContext?: unknown }): WizardFormContext | null {
  return isWizardFormContext(registry.formContext) ? registry.formContext : null;
}

/** The absolute pointer of the field that `reference` names, seen from the widget with rjsf id `fieldId`. */
export function referencedPointer(fieldId: string, reference: string | undefined): string | null {
  if (reference === undefined) return null;
  const own = fieldIdToPointer(fieldId);
  return own === null ? null : resolvePointer(own, reference);
}

/** The current value of the field that `reference` names; undefined when it is absent or cannot be resolved. */
export function referencedValue(
  context: WizardFormContext | null,
  fieldId: string,
  reference: string | undefined,
): unknown {
  const pointer = referencedPointer(fieldId, reference);
  return context && pointer !== null ? getAtPointer(context.data, pointer) : undefined;
}
