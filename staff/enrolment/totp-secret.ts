/** The key of an authenticator app's `otpauth://` address, as a person types it by hand: in groups of four. */
export function totpSecret(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.replace(/=+$/, '').match(/.{1,4}/g)?.join(' ') ?? '';
}
