/** The 6-digit code of an authenticator app, as phones and password managers recognise it. */
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

interface OneTimeCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
}

export function OneTimeCodeField({ value, onChange, error, inputRef, label = '6-digit code' }: OneTimeCodeFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      required
      error={error !== undefined}
      helperText={error ?? 'The code your authenticator app shows now.'}
      inputRef={inputRef}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}', maxLength: 6 } }}
    />
  );
}
