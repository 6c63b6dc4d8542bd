/**
 * The rjsf form of one form step. It renders the whole bundled schema (so one form state spans every step) with
 * the fields of other steps swapped for nothing, and it never validates: the errors it shows are the machine's
 * errors of touched fields, passed in as `extraErrors`. Widgets get the whole data and a way to change several
 * fields at once through rjsf's `formContext` (form-context.ts).
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import type { FormData } from '../../engine/wizard-machine';
import type { DataPatch } from './data-patch';
import { FIELD_ID_PREFIX, FIELD_ID_SEPARATOR } from './field-ids';
import { createFormDataStore } from './form-context';
import type { LoadedWizard } from './load-wizard';
import { WizardForm } from './rjsf-theme';
import { buildStepUiSchema } from './step-ui-schema';
import { defaultFormStateBehavior } from './wizard-validation';

/** Without a renderer (e.g. a step drawn on its own in a test) a widget's multi-field change goes nowhere. */
function ignorePatch(_patch: DataPatch): void {}

interface StepFormProps {
  wizard: LoadedWizard;
  /** JSON Pointers of the fields this step edits. */
  fields: readonly string[];
  data: FormData;
  extraErrors?: ErrorSchema;
  onChange?: (event: IChangeEvent) => void;
  onBlur?: (id: string) => void;
  /** Applies a widget's change of several fields as one change of the data. */
  onUpdate?: (patch: DataPatch) => void;
}

export function StepForm({ wizard, fields, data, extraErrors, onChange, onBlur, onUpdate }: StepFormProps) {
  const uiSchema = useMemo(
    () => buildStepUiSchema(wizard.schema, wizard.ui.uiSchema, fields),
    [wizard, fields],
  );
  // One context object for the form's life (form-context.ts): the data reaches widgets through it, after each render.
  const latestUpdate = useRef(onUpdate ?? ignorePatch);
  latestUpdate.current = onUpdate ?? ignorePatch;
  const [formContext] = useState(() => createFormDataStore(data, (patch) => latestUpdate.current(patch)));
  useLayoutEffect(() => formContext.setData(data), [formContext, data]);
  return (
    <WizardForm
      schema={wizard.schema}
      uiSchema={uiSchema}
      validator={wizard.rjsfValidator}
      formData={data}
      onChange={onChange}
      onBlur={onBlur}
      extraErrors={extraErrors}
      formContext={formContext}
      noValidate
      liveValidate={false}
      showErrorList={false}
      tagName="div"
      idPrefix={FIELD_ID_PREFIX}
      idSeparator={FIELD_ID_SEPARATOR}
      experimental_defaultFormStateBehavior={defaultFormStateBehavior}
    />
  );
}
