/**
 * The frame of every field: the control, then its description and help, then its errors, all on one left edge
 * (MUI's helper-text inset) and the help texts in the secondary colour even when the field is in error, so a visitor
 * tells the hint from the problem. rjsf's MUI frame put the description at the control's edge and the errors inset,
 * and coloured the help like an error.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import { RichHelp } from '@rjsf/core';
import { getTemplate, getUiOptions, helpId, type FieldHelpProps, type FieldTemplateProps } from '@rjsf/utils';

/** MUI's inset of helper and error texts under an outlined input. */
export const HELPER_INSET = 1.75;

export function WizardFieldTemplate(props: FieldTemplateProps) {
  const { id, children, classNames, style, disabled, displayLabel, hidden, label, onKeyRename, onKeyRenameBlur, onRemoveProperty, readonly, required } =
    props;
  const { rawErrors = [], errors, help, description, rawDescription, schema, uiSchema, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  // A checkbox draws its own description, under its label.
  const isCheckbox = uiOptions.widget === 'checkbox';
  return (
    <WrapIfAdditionalTemplate
      {...{ classNames, style, disabled, id, label, displayLabel, rawDescription, onKeyRename, onKeyRenameBlur, onRemoveProperty, readonly, required, schema, uiSchema, registry }}
    >
      <FormControl fullWidth error={rawErrors.length > 0} required={required}>
        {children}
        {displayLabel && !isCheckbox && rawDescription ? (
          <Box data-field-description sx={{ mx: HELPER_INSET, typography: 'caption', color: 'text.secondary' }}>
            {description}
          </Box>
        ) : null}
        {help}
        {errors}
      </FormControl>
    </WrapIfAdditionalTemplate>
  );
}

export function WizardFieldHelp({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  if (!help) return null;
  return (
    <FormHelperText component="div" id={helpId(fieldPathId)} error={false} sx={{ mt: 0.625, color: 'text.secondary' }}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </FormHelperText>
  );
}
