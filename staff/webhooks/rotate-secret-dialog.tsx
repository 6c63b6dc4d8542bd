/**
 * Rotating an endpoint's secret: a new one is made and shown once, and the old one goes on signing beside it for the
 * hours chosen, so the receiving tool can move to the new one without refusing an event in between.
 */
import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DEFAULT_GRACE_HOURS, MAX_GRACE_HOURS, type EndpointView, type SecretRotatedView } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { ErrorAlert } from '../ui/error-alert';

interface RotateSecretDialogProps {
  endpoint: EndpointView | null;
  onClose: () => void;
  onRotated: (endpoint: EndpointView, answer: SecretRotatedView) => void;
}

export function RotateSecretDialog({ endpoint, onClose, onRotated }: RotateSecretDialogProps) {
  const titleId = useId();
  const [hours, setHours] = useState(String(DEFAULT_GRACE_HOURS));
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setHours(String(DEFAULT_GRACE_HOURS));
    setHoursError(null);
    setError(null);
    onClose();
  };

  const rotate = async (event: FormEvent) => {
    event.preventDefault();
    if (!endpoint) return;
    setError(null);
    setHoursError(null);
    const graceHours = Number(hours);
    if (hours.trim() === '' || !Number.isInteger(graceHours) || graceHours < 0 || graceHours > MAX_GRACE_HOURS) {
      setHoursError(`Keep the old secret 0 to ${MAX_GRACE_HOURS} hours.`);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<SecretRotatedView>(`/webhooks/${endpoint.id}/rotate`, { graceHours });
      setHours(String(DEFAULT_GRACE_HOURS));
      onRotated(endpoint, answer);
    } catch (failure) {
      const apiError = failure as ApiError;
      const field = apiError.fieldErrors.find((entry) => entry.path === '/graceHours');
      if (field) setHoursError(field.message);
      else setError(apiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={endpoint !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={rotate} noValidate>
        <DialogTitle id={titleId}>Rotate the secret</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            A new secret for {endpoint?.url} is shown once. Until the hours below have passed, events are signed with both, so the receiving tool keeps
            accepting them while it is switched to the new one.
          </DialogContentText>
          <TextField
            label="Hours the old secret keeps signing"
            type="number"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            error={hoursError !== null}
            helperText={hoursError ?? `0 ends it at once; at most ${MAX_GRACE_HOURS}.`}
            slotProps={{ htmlInput: { min: 0, max: MAX_GRACE_HOURS, step: 1, inputMode: 'numeric' } }}
          />
          <ErrorAlert error={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Rotating…' : 'Rotate the secret'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
