/** Solves a challenge from the API the way the altcha widget does, and returns the token the widget would emit. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeCaptchaToken } from '../../../api/captcha/captcha-token';

export async function solveCaptcha(fetchChallenge: () => Promise<Response>): Promise<string> {
  const response = await fetchChallenge();
  if (response.status !== 200) throw new Error(`challenge request answered ${response.status}`);
  const challenge: Challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('challenge not solved in time');
  return encodeCaptchaToken({ challenge, solution });
}
