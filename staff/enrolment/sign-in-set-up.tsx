/**
 * The last steps of joining the inbox, shared by the invitation page and the set-up page: make the passkey, or set
 * up the authenticator app and keep its recovery codes. The session can do nothing else until one is done.
 */
import { useState } from 'react';
import { StepHeading } from '../ui/step-heading';
import { AuthenticatorSetup } from './authenticator-setup';
import { PasskeySetup } from './passkey-setup';
import { RecoveryCodes } from './recovery-codes';
import type { SignInMethod } from './sign-in-methods';

interface SignInSetUpProps {
  method: SignInMethod;
  email: string;
  password?: string;
  /** The number of the first of these steps on the page, and how many steps the page has. */
  firstStep: number;
  steps: number;
  onFinished: () => void;
}

export function SignInSetUp({ method, email, password, firstStep, steps, onFinished }: SignInSetUpProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (method === 'passkey') {
    return (
      <>
        <StepHeading step={firstStep} of={steps}>
          Create your passkey
        </StepHeading>
        <PasskeySetup onDone={onFinished} />
      </>
    );
  }
  if (recoveryCodes) {
    return (
      <>
        <StepHeading key="codes" step={firstStep + 1} of={steps}>
          Keep your recovery codes
        </StepHeading>
        <RecoveryCodes codes={recoveryCodes} email={email} onDone={onFinished} />
      </>
    );
  }
  return (
    <>
      <StepHeading key="app" step={firstStep} of={steps}>
        Set up your authenticator app
      </StepHeading>
      <AuthenticatorSetup password={password} onDone={setRecoveryCodes} />
    </>
  );
}

/** How many steps setting up a method takes. */
export function setUpSteps(method: SignInMethod): number {
  return method === 'passkey' ? 1 : 2;
}
