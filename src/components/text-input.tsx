/**
 * An outlined text field: label, input and helper text, as MUI's TextField draws them. TextField also offers a
 * `select` mode and so always brings MUI's Select, Menu and Popover along; the site's plain inputs (the footer's
 * newsletter on every page, the contact form) do without them.
 */
import { useId, type ChangeEvent, type ComponentProps } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  error?: boolean;
  /** Shown under the field and announced with it (e.g. the validation message). */
  helperText?: string;
  /** Id of another element that describes the field too (e.g. a consent text). */
  describedBy?: string;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  minRows?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: ComponentProps<typeof FormControl>['sx'];
}

export function TextInput({
  label,
  id,
  helperText,
  describedBy,
  error = false,
  required = false,
  size = 'medium',
  fullWidth = true,
  maxLength,
  sx,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper-text`;
  const describedByIds = [helperText ? helperId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} error={error} required={required} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        // OutlinedInput adds the required mark to the outline's notch itself.
        label={label}
        inputProps={{ maxLength, 'aria-describedby': describedByIds }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
