/**
 * A field's description (its help line, e.g. "Digits only..."), as rjsf's MUI theme draws it but as a span: MUI's
 * subtitle text is an <h6> by default, which would put a heading inside the field frame's inline text and break the
 * page's heading order for screen readers.
 */
import Typography from '@mui/material/Typography';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

export function WizardDescriptionField({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} variant="subtitle2" component="span" sx={{ display: 'block', mt: 0.625 }}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Typography>
  );
}
