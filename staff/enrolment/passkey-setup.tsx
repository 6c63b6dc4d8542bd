/** Making a passkey for the signed-in member: the browser asks for the device's fingerprint, face or screen lock. */
import { useState, type FormEvent } from 'react';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { authCall, authClient } from '../api/auth-client';
import type { ApiError } from '../api/http';
import { formatDay } from '../format/dates';
import { ErrorAlert } from '../ui/error-alert';

function defaultPasskeyName(now: Date = new Date()): string {
  return `Passkey of ${formatDay(now.toISOString())}`;
}

export function PasskeySetup({ onDone, submitLabel = 'Create the passkey' }: { onDone: () => void; submitLabel?: string }) {
  const [name, setName] = useState(defaultPasskeyName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authCall(authClient.passkey.addPasskey({ name: name.trim() || defaultPasskeyName() }), { needsSession: true });
      onDone();
    } catch (failure) {
      setError(failure as ApiError);
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={create}>
      <Typography color="text.secondary">
        Your browser will ask you to confirm with this device’s fingerprint, face or screen lock, or with a security key. The passkey stays on your
        device; the agency’s server only keeps its public half.
      </Typography>
      <TextField
        label="Name of the passkey"
        helperText="So that you can tell your passkeys apart later, for example “Office laptop”."
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <ErrorAlert error={error} />
      <Button type="submit" variant="contained" startIcon={<KeyOutlinedIcon aria-hidden />} disabled={busy}>
        {busy ? 'Waiting for your device…' : submitLabel}
      </Button>
    </Stack>
  );
}
