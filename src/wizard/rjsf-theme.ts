/**
 * The renderer's rjsf form: rjsf's core with MUI's templates (titles, errors, array buttons) and the renderer's own
 * field frame, help, input, object, array and widget set (widgets.tsx). Assembled piece by piece rather
 * than from `@rjsf/mui`'s ready theme, which imports every MUI widget (slider, radios, autocomplete machinery...) into
 * every wizard page; here the heavy widgets load when a form first needs them.
 */
import { withTheme, type ThemeProps } from '@rjsf/core';
import AddButton from '@rjsf/mui/lib/AddButton/AddButton.js';
import CyclicSchemaExpandTemplate from '@rjsf/mui/lib/CyclicSchemaExpandTemplate/CyclicSchemaExpandTemplate.js';
import FieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import GridTemplate from '@rjsf/mui/lib/GridTemplate/GridTemplate.js';
import { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/mui/lib/IconButton/IconButton.js';
import MultiSchemaFieldTemplate from '@rjsf/mui/lib/MultiSchemaFieldTemplate/MultiSchemaFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/mui/lib/OptionalDataControlsTemplate/OptionalDataControlsTemplate.js';
import SubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import TitleField from '@rjsf/mui/lib/TitleField/TitleField.js';
import { WizardArrayFieldItemTemplate, WizardArrayFieldTemplate } from './form/array-field-templates';
import { WizardBaseInputTemplate } from './form/base-input-template';
import { WizardDescriptionField } from './form/description-field';
import { WizardFieldHelp, WizardFieldTemplate } from './form/field-template';
import { GridObjectFieldTemplate } from './form/grid-object-field-template';
import { FIELDS, WIDGETS } from './widgets/widgets';

const theme: ThemeProps = {
  templates: {
    ArrayFieldTemplate: WizardArrayFieldTemplate,
    ArrayFieldItemTemplate: WizardArrayFieldItemTemplate,
    BaseInputTemplate: WizardBaseInputTemplate,
    ButtonTemplates: { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton },
    CyclicSchemaExpandTemplate,
    DescriptionFieldTemplate: WizardDescriptionField,
    FieldErrorTemplate,
    FieldHelpTemplate: WizardFieldHelp,
    FieldTemplate: WizardFieldTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate: GridObjectFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
  },
  widgets: WIDGETS,
  fields: FIELDS,
};

export const WizardForm = withTheme(theme);
