/**
 * rjsf's MUI input with the renderer's `ui:options.format: "currency"`: a "$" before the number and the decimal
 * keypad on phones. Every other input is rjsf's own.
 */
import InputAdornment from '@mui/material/InputAdornment';
import { Templates } from '@rjsf/mui';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

function muiBaseInputTemplate(): ComponentType<BaseInputTemplateProps> {
  const template = Templates.BaseInputTemplate;
  if (!template) throw new Error('@rjsf/mui has no BaseInputTemplate');
  return template;
}

const MuiBaseInputTemplate = muiBaseInputTemplate();

export function WizardBaseInputTemplate(props: BaseInputTemplateProps) {
  if (props.options.format !== 'currency') return <MuiBaseInputTemplate {...props} />;
  return (
    <MuiBaseInputTemplate
      {...props}
      slotProps={{
        ...props.slotProps,
        input: { ...props.slotProps?.input, startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { ...props.slotProps?.htmlInput, inputMode: 'decimal' },
      }}
    />
  );
}
