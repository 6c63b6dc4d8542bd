/** The two ways a staff member signs in, as the set-up pages offer them. */
export type SignInMethod = 'passkey' | 'authenticator';

export const SIGN_IN_METHODS: readonly { method: SignInMethod; label: string; description: string }[] = [
  {
    method: 'passkey',
    label: 'Passkey (recommended)',
    description: 'Sign in with this device’s fingerprint, face or screen lock. Nothing to remember or type.',
  },
  {
    method: 'authenticator',
    label: 'Password and authenticator app',
    description: 'A password of your own, and a 6-digit code from an app on your phone (such as Google Authenticator or 1Password) each time.',
  },
];

/** Whether this browser can make a passkey at all. */
export function passkeysSupported(): boolean {
  return typeof window.PublicKeyCredential === 'function';
}
