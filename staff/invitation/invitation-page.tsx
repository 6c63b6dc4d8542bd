/**
 * Accepting an invitation: the link's token is in the address's fragment (#...), which the browser never sends to a
 * server, so it is read from the page and posted. The page shows who the invitation is for, takes the person's name
 * and how they will sign in (with the password for the authenticator app), makes the account, then sets up its
 * sign-in. Once used, the token is taken out of the address.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type StaffMe, type StaffRoleValue } from '../../schemas/staff-api';
import { api, ApiError } from '../api/http';
import { MethodChoice } from '../enrolment/method-choice';
import { setUpSteps, SignInSetUp } from '../enrolment/sign-in-set-up';
import { passkeysSupported, type SignInMethod } from '../enrolment/sign-in-methods';
import { ROLES } from '../format/roles';
import { useAnnounce } from '../ui/announcer';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';
import { SignedOutFrame } from '../ui/signed-out-frame';
import { StepHeading } from '../ui/step-heading';

const INCOMPLETE_LINK = 'This invitation link is not complete: open it from the e-mail again.';

interface Invitation {
  email: string;
  role: StaffRoleValue;
}

interface Account {
  name: string;
  email: string;
  method: SignInMethod;
  password?: string;
}

export function InvitationPage() {
  const navigate = useNavigate();
  const announce = useAnnounce();
  const [token, setToken] = useState(() => window.location.hash.slice(1));
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [account, setAccount] = useState<Account | null>(null);

  // Another link pasted into this tab changes only the fragment, which reloads nothing.
  useEffect(() => {
    const follow = () => {
      setInvitation(null);
      setError(null);
      setToken(window.location.hash.slice(1));
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  useEffect(() => {
    if (token === '') {
      // A reload after the account was made: its session carries on with the set-up.
      api.get<StaffMe>('/me').then(
        (me) => navigate(me.enrolled ? '/' : '/set-up', { replace: true }),
        () => setError(new ApiError(INCOMPLETE_LINK, 400, 'INVITATION_INVALID')),
      );
      return;
    }
    api.post<Invitation>('/auth/invitation/check', { token }).then(setInvitation, setError);
  }, [token, navigate]);

  const finished = () => {
    announce(`Welcome to the staff inbox, ${account?.name ?? ''}.`);
    navigate('/', { replace: true });
  };

  const steps = 1 + setUpSteps(account?.method ?? 'passkey');
  return (
    <SignedOutFrame>
      <PageHeading title="Join the staff inbox" />
      {account ? (
        <SignInSetUp method={account.method} email={account.email} password={account.password} firstStep={2} steps={steps} onFinished={finished} />
      ) : invitation ? (
        <AccountForm
          token={token}
          invitation={invitation}
          onCreated={(created) => {
            setAccount(created);
            // The token is used: it leaves the address, and the history.
            navigate({ hash: '' }, { replace: true });
          }}
        />
      ) : error ? (
        <>
          <ErrorAlert error={error} sx={{ mb: 2 }} />
          <Typography>
            Already have an account?{' '}
            <Link component={RouterLink} to="/sign-in">
              Sign in
            </Link>
            .
          </Typography>
        </>
      ) : (
        <Loading label="Checking your invitation…" />
      )}
    </SignedOutFrame>
  );
}

interface AccountFormProps {
  token: string;
  invitation: Invitation;
  onCreated: (account: Account) => void;
}

function AccountForm({ token, invitation, onCreated }: AccountFormProps) {
  const [name, setName] = useState('');
  const [method, setMethod] = useState<SignInMethod>(passkeysSupported() ? 'passkey' : 'authenticator');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const role = ROLES[invitation.role];

  const check = (): Record<string, string> => {
    const errors: Record<string, string> = {};
    if (name.trim() === '') errors.name = `Enter your name (at most ${MAX_NAME_LENGTH} characters).`;
    if (method === 'authenticator') {
      if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
        errors.password = `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`;
      } else if (repeated !== password) errors.repeated = 'The two passwords differ: type the same password twice.';
    }
    return errors;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = check();
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const chosenPassword = method === 'authenticator' ? password : undefined;
      const created = await api.post<{ name: string; email: string }>('/auth/invitation/accept', { token, name: name.trim(), password: chosenPassword });
      onCreated({ name: created.name, email: created.email, method, password: chosenPassword });
    } catch (failure) {
      const apiError = failure as ApiError;
      const byField = Object.fromEntries(apiError.fieldErrors.map((field) => [field.path.replace(/^\//, ''), field.message]));
      setFieldErrors(byField);
      setError(Object.keys(byField).length > 0 ? null : apiError);
      setBusy(false);
    }
  };

  return (
    <>
      <StepHeading step={1} of={1 + setUpSteps(method)}>
        Your account
      </StepHeading>
      <Alert severity="info" icon={false} sx={{ mb: 3 }}>
        This invitation is for <strong>{invitation.email}</strong>. Your role: <strong>{role.label}</strong> ({role.description}).
      </Alert>
      <Stack component="form" spacing={3} onSubmit={submit} noValidate>
        <TextField
          label="Your name"
          helperText={fieldErrors.name ?? 'As your colleagues will see it on the requests you work.'}
          error={fieldErrors.name !== undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        />
        <MethodChoice value={method} onChange={setMethod} />
        {method === 'authenticator' && (
          <Stack spacing={2}>
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText={fieldErrors.password ?? `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`}
              error={fieldErrors.password !== undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
            <TextField
              label="Password again"
              type="password"
              autoComplete="new-password"
              helperText={fieldErrors.repeated ?? ' '}
              error={fieldErrors.repeated !== undefined}
              value={repeated}
              onChange={(event) => setRepeated(event.target.value)}
              required
            />
          </Stack>
        )}
        <ErrorAlert error={error} />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create my account'}
        </Button>
      </Stack>
    </>
  );
}
