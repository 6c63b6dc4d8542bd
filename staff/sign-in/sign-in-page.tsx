/**
 * Signing in: with a passkey first (one step, nothing to type), else with the e-mail address and password, then the
 * code of the authenticator app, or one of the recovery codes in its place. Afterwards the person goes back to the
 * page they were on when the session ended (`?next=`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { authCall, authClient } from '../api/auth-client';
import type { ApiError } from '../api/http';
import { returnPath } from '../app/return-path';
import { ErrorAlert } from '../ui/error-alert';
import { OneTimeCodeField } from '../ui/one-time-code-field';
import { PageHeading } from '../ui/page-heading';
import { SignedOutFrame } from '../ui/signed-out-frame';

type Step = 'password' | 'code' | 'recovery';

interface SignInState {
  sessionEnded?: boolean;
  signedOut?: boolean;
}

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as SignInState;
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step !== 'password') codeField.current?.focus();
  }, [step]);

  const signedIn = () => navigate(returnPath(params.get('next')), { replace: true });

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = () =>
    attempt(async () => {
      await authCall(authClient.signIn.passkey(), { needsSession: false });
      signedIn();
    });

  const withPassword = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const answer = await authCall(authClient.signIn.email({ email: email.trim(), password }), { needsSession: false });
      // Every password account has an authenticator app (the API refuses a password alone), so the answer asks for it.
      if ('twoFactorRedirect' in answer && answer.twoFactorRedirect) {
        setCode('');
        setStep('code');
      } else {
        signedIn();
      }
    });
  };

  const withCode = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const trimmed = code.trim();
      if (step === 'code') await authCall(authClient.twoFactor.verifyTotp({ code: trimmed }), { needsSession: false });
      else await authCall(authClient.twoFactor.verifyBackupCode({ code: trimmed }), { needsSession: false });
      signedIn();
    });
  };

  const startOver = () => {
    setStep('password');
    setPassword('');
    setCode('');
    setError(null);
  };

  return (
    <SignedOutFrame>
      <PageHeading title="Sign in">Sign in to the staff inbox</PageHeading>
      {/* Why the person is here, until they are on to their code. */}
      {state.sessionEnded && step === 'password' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your session has ended. Sign in again to go back to where you were.
        </Alert>
      )}
      {state.signedOut && step === 'password' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          You have signed out.
        </Alert>
      )}
      <ErrorAlert error={error} sx={{ mb: 2 }} />

      {step === 'password' ? (
        <>
          <Button variant="contained" size="large" fullWidth startIcon={<KeyOutlinedIcon aria-hidden />} onClick={withPasskey} disabled={busy}>
            Sign in with a passkey
          </Button>
          <Divider sx={{ my: 3 }}>or</Divider>
          <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
            Sign in with your password
          </Typography>
          <Stack component="form" spacing={2} onSubmit={withPassword} noValidate={false}>
            <TextField label="E-mail address" type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} required />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
            <Button type="submit" variant="outlined" disabled={busy}>
              {busy ? 'Signing in…' : 'Continue'}
            </Button>
          </Stack>
        </>
      ) : (
        <Box component="form" onSubmit={withCode}>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            {step === 'code' ? 'Enter the code from your authenticator app' : 'Enter one of your recovery codes'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {step === 'code'
              ? `Open the authenticator app on your phone and enter the code it shows for ${email.trim()}.`
              : 'Each recovery code works once. You saved them when you set up your authenticator app.'}
          </Typography>
          <Stack spacing={2}>
            {step === 'code' ? (
              <OneTimeCodeField value={code} onChange={setCode} inputRef={codeField} />
            ) : (
              <TextField
                label="Recovery code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                required
                inputRef={codeField}
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' } }}
              />
            )}
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Checking…' : 'Sign in'}
            </Button>
            <Button
              onClick={() => {
                setCode('');
                setError(null);
                setStep(step === 'code' ? 'recovery' : 'code');
              }}
              disabled={busy}
            >
              {step === 'code' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
            </Button>
            <Button onClick={startOver} disabled={busy}>
              Start over
            </Button>
          </Stack>
        </Box>
      )}
    </SignedOutFrame>
  );
}
