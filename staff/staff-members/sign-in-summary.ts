import type { StaffMemberView } from '../../schemas/staff-api';

/** How a member signs in, in words: "2 passkeys, password and authenticator app", or that they have not set it up yet. */
export function signInSummary(member: Pick<StaffMemberView, 'passkeys' | 'authenticatorApp'>): string {
  const ways: string[] = [];
  const passkeys = member.passkeys ?? 0;
  if (passkeys > 0) ways.push(passkeys === 1 ? '1 passkey' : `${passkeys} passkeys`);
  if (member.authenticatorApp) ways.push('password and authenticator app');
  const words = ways.join(', ');
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Not set up yet: the invitation was accepted, the sign-in not finished';
}
