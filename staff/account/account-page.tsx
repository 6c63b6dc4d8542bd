/**
 * The signed-in member's own account: who they are, their passkeys (added on another device, or removed when a
 * device is lost), whether they have an authenticator app, and signing out of every device at once. The last way
 * to sign in cannot be removed: the account could not be signed into again.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { authCall, authClient } from '../api/auth-client';
import type { ApiError } from '../api/http';
import { useInbox } from '../app/inbox-context';
import { PasskeySetup } from '../enrolment/passkey-setup';
import { formatDay } from '../format/dates';
import { ROLES } from '../format/roles';
import { useAnnounce } from '../ui/announcer';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';

interface Passkey {
  id: string;
  name?: string | null;
  createdAt: Date | string;
}

export function AccountPage() {
  const { me, refreshMe } = useInbox();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  const loadPasskeys = useCallback(async () => {
    try {
      setPasskeys(await authCall(authClient.passkey.listUserPasskeys(), { needsSession: true }));
    } catch (failure) {
      setError(failure as ApiError);
    }
  }, []);

  useEffect(() => {
    void loadPasskeys();
  }, [loadPasskeys]);

  const lastWay = (passkeys?.length ?? 0) <= 1 && !me.authenticatorApp;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeading title="Your account" />
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          You
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            Name
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {me.name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            E-mail address
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {me.email}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Role
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {ROLES[me.role].label}: {ROLES[me.role].description}
          </Typography>
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          Passkeys
        </Typography>
        <ErrorAlert error={error} onRetry={() => void loadPasskeys()} sx={{ mb: 2 }} />
        {passkeys === null ? (
          !error && <Loading label="Loading your passkeys…" />
        ) : passkeys.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            You have no passkey: you sign in with your password and authenticator app.
          </Typography>
        ) : (
          <Box component="ul" data-testid="passkeys" sx={{ m: 0, mb: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {passkeys.map((passkey) => (
              <Box component="li" key={passkey.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                <KeyOutlinedIcon aria-hidden color="action" />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{passkey.name || 'Passkey'}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Added {formatDay(new Date(passkey.createdAt).toISOString())}
                  </Typography>
                </Box>
                <Button
                  color="error"
                  startIcon={<DeleteOutlinedIcon aria-hidden />}
                  onClick={() => setRemoving(passkey)}
                  disabled={lastWay}
                  aria-label={`Remove ${passkey.name || 'passkey'}`}
                >
                  Remove
                </Button>
              </Box>
            ))}
          </Box>
        )}
        {lastWay && passkeys !== null && passkeys.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            This passkey is your only way to sign in, so it cannot be removed: add another one first.
          </Typography>
        )}
        {adding ? (
          <PasskeySetup
            submitLabel="Add the passkey"
            onDone={() => {
              setAdding(false);
              announce('Passkey added');
              refreshMe();
              void loadPasskeys();
            }}
          />
        ) : (
          <Button variant="outlined" startIcon={<KeyOutlinedIcon aria-hidden />} onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        )}
      </Paper>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          Authenticator app
        </Typography>
        <Typography>
          {me.authenticatorApp
            ? 'You can sign in with your password and a code of your authenticator app, or one of your recovery codes.'
            : 'You have not set up an authenticator app: you sign in with a passkey.'}
        </Typography>
      </Paper>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          Sessions
        </Typography>
        <Typography sx={{ mb: 2 }}>
          A session ends by itself after {me.session.idleMinutes} minutes without use, and {me.session.maxHours} hours after signing in. If a device was lost or left signed in, sign out everywhere.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setSigningOut(true)}>
          Sign out everywhere
        </Button>
      </Paper>

      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await authCall(authClient.passkey.deletePasskey({ id: removing.id }), { needsSession: true });
          announce(`${removing.name || 'Passkey'} removed`);
          refreshMe();
          await loadPasskeys();
        }}
      >
        {removing?.name || 'This passkey'} will no longer sign you in. Remove the passkey from the device too, in its settings.
      </ConfirmDialog>
      <ConfirmDialog
        open={signingOut}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        onClose={() => setSigningOut(false)}
        onConfirm={async () => {
          await authCall(authClient.revokeSessions(), { needsSession: true });
          navigate('/sign-in', { replace: true, state: { signedOut: true } });
        }}
      >
        Every session of your account ends, on this device too. You will sign in again.
      </ConfirmDialog>
    </Box>
  );
}
