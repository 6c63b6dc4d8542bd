/** Solves a challenge from the API the way the altcha widget does, and returns the token the widget would emit. */
import { pbkdf2Sync } from 'node:crypto';
import { solveChallenge, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_ALGORITHM } from '../../../api/captcha/captcha-service';
import { encodeCaptchaToken } from '../../../api/captcha/captcha-token';

/**
 * The same PBKDF2/SHA-256 key as altcha-lib's, computed synchronously. At a low cost the asynchronous version
 * spends most of its time handing each of the ~256 attempts to the thread pool; a load test solving thousands of
 * challenges uses this one.
 */
export const deriveKeySync: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== CAPTCHA_ALGORITHM) throw new Error(`unexpected algorithm ${parameters.algorithm}`);
  return { derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength, 'sha256') };
};

export async function solveCaptcha(
  fetchChallenge: () => Promise<Response>,
  derive: DeriveKeyFunction = deriveKey,
): Promise<string> {
  const response = await fetchChallenge();
  if (response.status !== 200) throw new Error(`challenge request answered ${response.status}`);
  const challenge: Challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey: derive, timeout: 20_000 });
  if (!solution) throw new Error('challenge not solved in time');
  return encodeCaptchaToken({ challenge, solution });
}
