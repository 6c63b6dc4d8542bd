/**
 * Inviting someone to the inbox: their address and role. The API e-mails the link; it is also shown here once, to
 * be copied and sent another way (a message, a note handed over), since it cannot be shown again.
 */
import { useState, type FormEvent } from 'react';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_ROLE_VALUES, type StaffRoleValue } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { formatTime } from '../format/dates';
import { ROLES } from '../format/roles';
import { useAnnounce } from '../ui/announcer';
import { ErrorAlert } from '../ui/error-alert';

interface Invited {
  email: string;
  link: string;
  expiresAt: string;
}

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const announce = useAnnounce();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRoleValue>('agent');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [invited, setInvited] = useState<Invited | null>(null);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setEmailError(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setEmailError('Enter a valid e-mail address.');
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<{ link: string; expiresAt: string }>('/staff/invitations', { email: email.trim(), role });
      setInvited({ email: email.trim().toLowerCase(), ...answer });
      setEmail('');
      announce(`Invitation sent to ${email.trim()}`);
      onInvited();
    } catch (failure) {
      const apiError = failure as ApiError;
      const field = apiError.fieldErrors.find((entry) => entry.path.includes('email'));
      if (field) setEmailError(field.message);
      else setError(apiError);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!invited) return;
    try {
      await navigator.clipboard.writeText(invited.link);
      announce('Invitation link copied');
    } catch {
      announce('The link could not be copied: select it and copy it yourself.');
    }
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Invite someone
      </Typography>
      <Box
        component="form"
        onSubmit={invite}
        noValidate
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' }, alignItems: 'start' }}
      >
        <TextField
          label="E-mail address"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError !== null}
          helperText={emailError ?? 'The link is e-mailed to this address and works once, for 24 hours.'}
          required
        />
        <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as StaffRoleValue)}>
          {STAFF_ROLE_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {ROLES[value].label}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56 }}>
          {busy ? 'Inviting…' : 'Send invitation'}
        </Button>
      </Box>
      <ErrorAlert error={error} sx={{ mt: 1.5 }} />
      {invited && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="invitation-link">
          <Typography sx={{ mb: 1 }}>
            Invitation e-mailed to <strong>{invited.email}</strong>. The link works once, until {formatTime(invited.expiresAt)}. It is shown only now: copy it if
            you want to send it another way.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              label="Invitation link"
              value={invited.link}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link-value' } }}
              onFocus={(event) => event.target.select()}
              sx={{ flex: '1 1 16rem', bgcolor: 'background.paper' }}
            />
            <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon aria-hidden />} onClick={copy}>
              Copy link
            </Button>
          </Box>
        </Alert>
      )}
    </Paper>
  );
}
