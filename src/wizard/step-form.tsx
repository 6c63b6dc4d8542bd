/**
 * The rjsf form of one form step. It renders the whole bundled schema (so one form state spans every step) with
 * the fields of other steps swapped for nothing, and it never validates: the errors it shows are the machine's
 * errors of touched fields, passed in as `extraErrors`. Widgets get the whole data and a way to change several
 * fields at once through rjsf's `formContext` (form-context.ts); every change and blur goes to the renderer's input
 * channel (typing/input-channel.ts).
 */
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import type { FormData } from '../../engine/wizard-machine';
import { FIELD_ID_PREFIX, FIELD_ID_SEPARATOR, fieldIdToPointer } from './form/field-ids';
import { createFormDataStore } from './form/form-context';
import type { LoadedWizard } from './load-wizard';
import { WizardForm } from './rjsf-theme';
import { buildStepUiSchema } from './form/step-ui-schema';
import type { InputChannel } from './typing/input-channel';
import { defaultFormStateBehavior } from './wizard-validation';
import { isRecord } from '../../json/json-value';

interface StepFormProps {
  wizard: LoadedWizard;
  /** JSON Pointers of the fields this step edits. */
  fields: readonly string[];
  data: FormData;
  extraErrors?: ErrorSchema;
  input: InputChannel;
}

export function StepForm({ wizard, fields, data, extraErrors, input }: StepFormProps) {
  const uiSchema = useMemo(
    () => buildStepUiSchema(wizard.schema, wizard.ui.uiSchema, fields),
    [wizard, fields],
  );
  // One context object for the form's life (form-context.ts): the data reaches widgets through it, after each render.
  const [formContext] = useState(() => createFormDataStore(data, input.patch, input));
  useLayoutEffect(() => formContext.setData(data), [formContext, data]);
  const onChange = useCallback(
    (event: IChangeEvent) => {
      if (isRecord(event.formData)) input.changeData(event.formData);
    },
    [input],
  );
  const onBlur = useCallback(
    (id: string) => {
      const pointer = fieldIdToPointer(id);
      if (pointer) input.touch(pointer);
    },
    [input],
  );
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
