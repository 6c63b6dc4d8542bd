/**
 * What an error reads as. The API's own message is shown as it is (the server words it for people); where an answer
 * carries none, or only a terse one of the sign-in library's, the inbox says what happened and what to do.
 */

/** The sign-in library's codes whose own messages ("Invalid code") say too little. */
const AUTH_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'The e-mail address or the password is not right, or this account signs in with a passkey.',
  INVALID_CODE: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  INVALID_BACKUP_CODE: 'That recovery code is not right, or it was used already.',
  INVALID_TWO_FACTOR_COOKIE: 'The sign-in took too long. Enter your e-mail address and password again.',
  AUTH_CANCELLED: 'The passkey sign-in was cancelled or found no passkey for this site.',
  ERROR_CEREMONY_ABORTED: 'Creating the passkey was cancelled. Try again when you are ready.',
  PREVIOUSLY_REGISTERED: 'This device already holds a passkey for your account.',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'This device already holds a passkey for your account.',
  INVALID_PASSWORD: 'That password is not right.',
};

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Your session has ended. Sign in again to go on.',
  403: 'You are not allowed to do this.',
  404: 'This was not found: it may have been deleted.',
  409: 'This conflicts with a change made in the meantime. Reload the page and try again.',
  413: 'This is too large to send.',
  429: 'Too many attempts. Please wait a few minutes and try again.',
  503: 'The server is busy or restarting. Try again in a moment.',
};

export function apiErrorMessage(status: number, code: string | undefined, message: string | undefined): string {
  const known = code === undefined ? undefined : AUTH_MESSAGES[code];
  if (known) return known;
  if (message && message.trim() !== '') return message;
  return STATUS_MESSAGES[status] ?? (status >= 500 ? 'The server had a problem. Try again in a moment.' : 'This did not work. Try again.');
}
