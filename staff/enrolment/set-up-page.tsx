/**
 * Finishing the sign-in set-up of a session that has none yet: the account was made from an invitation, and the
 * passkey or the authenticator app was not set up then (the page was closed, or the device refused). The inbox sends
 * such a session here; once set up, it goes on to the inbox.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffMe } from '../../schemas/staff-api';
import { useResource } from '../api/use-resource';
import { useAnnounce } from '../ui/announcer';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';
import { SignedOutFrame } from '../ui/signed-out-frame';
import { StepHeading } from '../ui/step-heading';
import { MethodChoice } from './method-choice';
import { setUpSteps, SignInSetUp } from './sign-in-set-up';
import { passkeysSupported, type SignInMethod } from './sign-in-methods';

export function SetUpPage() {
  const me = useResource<StaffMe>('/me');
  const navigate = useNavigate();
  const announce = useAnnounce();
  const [method, setMethod] = useState<SignInMethod>(passkeysSupported() ? 'passkey' : 'authenticator');
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    if (me.data?.enrolled) navigate('/', { replace: true });
  }, [me.data, navigate]);

  const steps = 1 + setUpSteps(method);
  return (
    <SignedOutFrame>
      <PageHeading title="Set up your sign-in" />
      {me.error ? (
        <ErrorAlert error={me.error} onRetry={me.reload} />
      ) : !me.data || me.data.enrolled ? (
        <Loading label="Loading your account…" />
      ) : chosen ? (
        <SignInSetUp
          method={method}
          email={me.data.email}
          firstStep={2}
          steps={steps}
          onFinished={() => {
            announce('Your sign-in is set up.');
            navigate('/', { replace: true });
          }}
        />
      ) : (
        <>
          <StepHeading step={1} of={steps}>
            Choose how you will sign in
          </StepHeading>
          <Stack spacing={3}>
            <MethodChoice value={method} onChange={setMethod} />
            <Typography variant="body2" color="text.secondary">
              The authenticator app needs the password you chose when you accepted your invitation. If you chose none, make a passkey, or ask an
              owner to invite you again.
            </Typography>
            <Button variant="contained" onClick={() => setChosen(true)}>
              Continue
            </Button>
          </Stack>
        </>
      )}
    </SignedOutFrame>
  );
}
