/**
 * The rjsf form of one form step. It renders the whole bundled schema (so one form state spans every step) with
 * the fields of other steps swapped for nothing, and it never validates: the errors it shows are the machine's
 * errors of touched fields, passed in as `extraErrors`.
 */
import { useMemo } from 'react';
import { Form as MuiForm } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RegistryFieldsType } from '@rjsf/utils';
import type { FormData } from '../../engine/wizard-machine';
import { AttachmentsField } from './attachments-field';
import { FIELD_ID_PREFIX, FIELD_ID_SEPARATOR } from './field-ids';
import { GridObjectFieldTemplate } from './grid-object-field-template';
import { HiddenField } from './hidden-field';
import type { LoadedWizard } from './load-wizard';
import { ATTACHMENTS_FIELD } from './review-summary';
import { HIDDEN_FIELD, buildStepUiSchema } from './step-ui-schema';
import { defaultFormStateBehavior } from './wizard-validation';
import { WIDGETS } from './widgets';

const FIELDS: RegistryFieldsType = { [HIDDEN_FIELD]: HiddenField, [ATTACHMENTS_FIELD]: AttachmentsField };
const TEMPLATES = { ObjectFieldTemplate: GridObjectFieldTemplate };

interface StepFormProps {
  wizard: LoadedWizard;
  /** JSON Pointers of the fields this step edits. */
  fields: readonly string[];
  data: FormData;
  extraErrors?: ErrorSchema;
  onChange?: (event: IChangeEvent) => void;
  onBlur?: (id: string) => void;
}

export function StepForm({ wizard, fields, data, extraErrors, onChange, onBlur }: StepFormProps) {
  const uiSchema = useMemo(
    () => buildStepUiSchema(wizard.schema, wizard.ui.uiSchema, fields),
    [wizard, fields],
  );
  return (
    <MuiForm
      schema={wizard.schema}
      uiSchema={uiSchema}
      validator={wizard.rjsfValidator}
      formData={data}
      onChange={onChange}
      onBlur={onBlur}
      extraErrors={extraErrors}
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
