/**
 * What the renderer hands every rjsf widget as `formContext`: the form data, to read other fields (the year a make
 * list depends on), `update`, to change several fields at once (a VIN decode filling year, make and model), and the
 * renderer's input channel for its text fields (typing/input-channel.ts).
 * A widget names the other fields by (relative) JSON Pointers from its ui:options, resolved against its own
 * position, so the same ui.json entry works at the top level and inside every array item.
 *
 * The context object never changes: rjsf passes it to every field inside its registry and re-renders a field only
 * when its props differ, so data inside it would re-render the whole form on every key press. Widgets read the data
 * when they act (`getData`) or subscribe to the one value they show (`useFormValue`).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { getAtPointer } from '../../../json/json-pointer';
import type { FormData } from '../../../engine/wizard-machine';
import type { DataPatch } from '../data/data-patch';
import type { TextFieldChannel } from '../typing/input-channel';
import { fieldIdToPointer } from './field-ids';
import { resolvePointer } from '../../../engine/relative-pointer';
import { isRecord } from '../../../json/json-value';

export interface WizardFormContext {
  /** The form data as the step machine holds it now. */
  getData(): FormData;
  /** Calls `listener` after every change of the data; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies every entry of the patch in ONE change of the form data (one validation, one re-render). */
  update: (patch: DataPatch) => void;
  /** Carries typed text to the form; null where a form is drawn without a renderer. */
  typing: TextFieldChannel | null;
}

/** The renderer's side of the context: it sets the data after each render of the form. */
export interface FormDataStore extends WizardFormContext {
  setData(data: FormData): void;
}

export function createFormDataStore(
  initial: FormData,
  update: (patch: DataPatch) => void,
  typing: TextFieldChannel | null = null,
): FormDataStore {
  let data = initial;
  const listeners = new Set<() => void>();
  return {
    getData: () => data,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setData(next) {
      if (next === data) return;
      data = next;
      for (const listener of listeners) listener();
    },
    update: (patch) => update(patch),
    typing,
  };
}

export function isWizardFormContext(value: unknown): value is WizardFormContext {
  return (
    isRecord(value) &&
    typeof value.getData === 'function' &&
    typeof value.subscribe === 'function' &&
    typeof value.update === 'function'
  );
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
  return context && pointer !== null ? getAtPointer(context.getData(), pointer) : undefined;
}

const noSubscription = () => () => {};

/**
 * A value derived from the form data, kept current: the component re-renders when the derived value changes (by
 * `Object.is`), not on every change of the data. Derive primitives, or values that keep their identity.
 */
export function useFormSelector<T>(context: WizardFormContext | null, select: (data: FormData) => T, fallback: T): T {
  const read = useCallback(() => (context ? select(context.getData()) : fallback), [context, select, fallback]);
  return useSyncExternalStore(context?.subscribe ?? noSubscription, read, read);
}

/** The current value of the field that `reference` names, kept current (see useFormSelector). */
export function useReferencedValue(context: WizardFormContext | null, fieldId: string, reference: string | undefined): unknown {
  const pointer = referencedPointer(fieldId, reference);
  const select = useCallback((data: FormData) => (pointer === null ? undefined : getAtPointer(data, pointer)), [pointer]);
  return useFormSelector(context, select, undefined);
}
