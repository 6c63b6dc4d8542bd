/**
 * An outlined text field: label, input and helper text, as MUI's TextField draws them, as static markup for the
 * site's native form islands (components/native-form.ts switches its states). The label sits above the field from
 * the start (MUI draws a label that moves with a different style rule, which static markup cannot switch to), and
 * the helper line is always there, empty and hidden until a message fills it. TextField itself also offers a
 * `select` mode and so always brings MUI's Select, Menu and Popover along.
 */
import type { ComponentProps } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { helperTextId, hintTextId } from './text-input-ids';

interface TextInputProps {
  label: string;
  id: string;
  name: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  spellCheck?: boolean;
  autoCapitalize?: string;
  /** A line under the field that stays: how to fill it in (e.g. a phone number's format). */
  hint?: string;
  /** A text area of this many rows. */
  rows?: number;
  sx?: ComponentProps<typeof FormControl>['sx'];
}


/**
 * The focused field as MUI draws it (primary label, thicker primary outline, or a thicker red one on an error). MUI
 * sets it from React state, which an island's static markup never gets, so CSS draws it from `:focus-within`.
 */
const focusedSx = {
  '&:focus-within .MuiInputLabel-root:not(.Mui-error)': { color: 'primary.main' },
  '& .MuiOutlinedInput-root:focus-within .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
  '& .MuiOutlinedInput-root:focus-within:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.main' },
} as const;

export function TextInput({ label, id, required = false, maxLength, spellCheck, autoCapitalize, hint, rows, sx, ...input }: TextInputProps) {
  return (
    <FormControl variant="outlined" fullWidth required={required} sx={[focusedSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        // OutlinedInput adds the required mark to the outline's notch itself.
        label={label}
        notched
        multiline={rows !== undefined}
        rows={rows}
        inputProps={{ maxLength, spellCheck, autoCapitalize, 'aria-describedby': hint ? hintTextId(id) : undefined }}
      />
      {hint && (
        <FormHelperText id={hintTextId(id)} error={false}>
          {hint}
        </FormHelperText>
      )}
      <FormHelperText id={helperTextId(id)} hidden />
    </FormControl>
  );
}
