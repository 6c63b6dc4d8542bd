/**
 * The rjsf form of one form step. It renders the whole bundled schema (so one form state spans every step) with
 * the fields of other steps swapped for nothing, and it never validates: the errors it shows are the machine's
 * errors of touched fields, passed in as `extraErrors`. Widgets get the whole data and a way to change several
 * fields at once through rjsf's `formContext` (form-context.ts).
 */
import { useMemo } from 'react';
import { Form as MuiForm } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RegistryFieldsType } from '@rjsf/utils';
import type { FormData } from '../../engine/wizard-machine';
import { WizardArrayFieldItemTemplate, WizardArrayFieldTemplate } from './array-field-templates';
import { AttachmentsField } from './attachments-field';
import { WizardBaseInputTemplate } from './base-input-template';
import type { DataPatch } from './data-patch';
import { FIELD_ID_PREFIX, FIELD_ID_SEPARATOR } from './field-ids';
import type { WizardFormContext } from './form-context';
import { GridObjectFieldTemplate } from './grid-object-field-template';
import { HiddenField } from './hidden-field';
import type { LoadedWizard } from './load-wizard';
import { ATTACHMENTS_FIELD } from './review-summary';
import { HIDDEN_FIELD, buildStepUiSchema } from './step-ui-schema';
import { defaultFormStateBehavior } from './wizard-validation';
import { WIDGETS } from './widgets';

const FIELDS: RegistryFieldsType = { [HIDDEN_FIELD]: HiddenField, [ATTACHMENTS_FIELD]: AttachmentsField };
const TEMPLATES = {
  ObjectFieldTemplate: GridObjectFieldTemplate,
  ArrayFieldTemplate: WizardArrayFieldTemplate,
  ArrayFieldItemTemplate: WizardArrayFieldItemTemplate,
  BaseInputTemplate: WizardBaseInputTemplate,
};

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
  const formContext = useMemo<WizardFormContext>(() => ({ data, update: onUpdate ?? ignorePatch }), [data, onUpdate]);
  return (
    <MuiForm
      schema={wizard.schema}
      uiSchema={uiSchema}
      validator={wizard.rjsfValidator}
      formData={data}
      onChange={onChange}
      onBlur={onBlur}
      extraErrors={extraErrors}
      formContext={formContext}
      noValidate
      noHtml5Validate
      liveValidate={false}
      showErrorList={false}
      tagName="div"
      idPrefix={FIELD_ID_PREFIX}
      idSeparator={FIELD_ID_SEPARATOR}
      fields={FIELDS}
      widgets={WIDGETS}
      templates={TEMPLATES}
      experimental_defaultFormStateBehavior={defaultFormStateBehavior}
    />
  );
}
