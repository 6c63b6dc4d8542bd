/**
 * Setting up an authenticator app for the signed-in member, who chose a password: the app scans the QR code (or the
 * key is typed in by hand), and its first code proves it works, which turns it on. The recovery codes made with it
 * are handed on to be shown once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toDataURL } from 'qrcode';
import { agency } from '../../config/agency';
import { MONOSPACE } from '../app/theme';
import { authCall, authClient } from '../api/auth-client';
import { ApiError } from '../api/http';
import { ErrorAlert } from '../ui/error-alert';
import { OneTimeCodeField } from '../ui/one-time-code-field';
import { totpSecret } from './totp-secret';

interface AuthenticatorSetupProps {
  /** The password just chosen; asked for when the member chose it earlier. */
  password?: string;
  onDone: (recoveryCodes: string[]) => void;
}

interface Enabled {
  totpURI: string;
  backupCodes: string[];
}

export function AuthenticatorSetup({ password, onDone }: AuthenticatorSetupProps) {
  const [enabled, setEnabled] = useState<Enabled | null>(null);
  const [typedPassword, setTypedPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const enable = async (withPassword: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await authCall(authClient.twoFactor.enable({ password: withPassword }), { needsSession: true });
      // The API's two-factor method is the authenticator app alone, so the answer is always its key.
      if (answer.method !== 'totp') throw new ApiError('The server did not hand out a key for the authenticator app.', 500, 'unexpected');
      setEnabled(answer);
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (password !== undefined) void enable(password);
    // Once, with the password the member has just chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (enabled) return <ScanAndVerify enabled={enabled} onDone={onDone} />;
  if (password !== undefined) {
    return busy ? <Typography role="status">Preparing your authenticator app’s key…</Typography> : <ErrorAlert error={error} onRetry={() => void enable(password)} />;
  }
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void enable(typedPassword);
      }}
    >
      <Typography color="text.secondary">Enter the password you chose when you accepted your invitation.</Typography>
      <TextField label="Password" type="password" autoComplete="current-password" value={typedPassword} onChange={(event) => setTypedPassword(event.target.value)} required />
      <ErrorAlert error={error} />
      <Button type="submit" variant="contained" disabled={busy}>
        Continue
      </Button>
    </Stack>
  );
}

function ScanAndVerify({ enabled, onDone }: { enabled: Enabled; onDone: (recoveryCodes: string[]) => void }) {
  const [qrCode, setQrCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const secret = totpSecret(enabled.totpURI);

  useEffect(() => {
    let current = true;
    toDataURL(enabled.totpURI, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then(
      (url) => current && setQrCode(url),
      () => current && setQrCode(null),
    );
    return () => {
      current = false;
    };
  }, [enabled.totpURI]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authCall(authClient.twoFactor.verifyTotp({ code }), { needsSession: true });
      onDone(enabled.backupCodes);
    } catch (failure) {
      setError(failure as ApiError);
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={verify}>
      <Typography>
        1. Open your authenticator app and add an account: scan this QR code with it, or type the key below into it by hand (time-based, 6 digits).
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center' }}>
          {qrCode ? (
            <img src={qrCode} width={200} height={200} alt="QR code of your authenticator app’s key: scan it with the app, or type the key shown beside it." />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Drawing the QR code…
            </Typography>
          )}
        </Box>
        <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Key for typing in by hand
          </Typography>
          <Typography
            component="dd"
            data-testid="authenticator-key"
            sx={{ m: 0, fontFamily: MONOSPACE, fontSize: '1.0625rem', fontWeight: 600, overflowWrap: 'anywhere', maxWidth: 280 }}
          >
            {secret}
          </Typography>
        </Box>
      </Box>
      <Typography>2. Enter the 6-digit code the app now shows for “{agency.name}”.</Typography>
      <OneTimeCodeField value={code} onChange={setCode} />
      <ErrorAlert error={error} />
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Checking…' : 'Turn on the authenticator app'}
      </Button>
    </Stack>
  );
}
