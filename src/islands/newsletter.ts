/** The footer's newsletter signup (src/app/newsletter-signup.tsx), brought to life. */
import type { ValidateFunction } from 'ajv';
import validateNewsletter from '../../schemas/newsletter.schema.json?validator';
import { nativeIsland } from '../app/native-island';
import { mountCaptcha, type MountedCaptcha } from '../captcha/captcha';
import { fieldMessages, leftFilledIn, postJson, setButtonDisabled, showText } from './native-form';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';

/** The parts of the form's markup the island works with. */
export const NEWSLETTER_PARTS = {
  error: 'data-newsletter-error',
  captcha: 'data-newsletter-captcha',
  success: 'data-newsletter-success',
  failure: 'data-newsletter-failure',
} as const;

const validate = validateNewsletter as ValidateFunction;

export const island = nativeIsland('newsletter', (form) => {
  const find = (part: keyof typeof NEWSLETTER_PARTS) => form.querySelector<HTMLElement>(`[${NEWSLETTER_PARTS[part]}]`);
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const errorText = find('error');
  const captchaBox = find('captcha');
  const success = find('success');
  const failure = find('failure');
  if (!input || !button || !errorText || !captchaBox || !success || !failure) return;
  const consentId = input.getAttribute('aria-describedby') ?? '';

  let touched = false;
  let submitting = false;
  let token: string | null = null;
  let captcha: MountedCaptcha | null = null;

  const error = () => fieldMessages(validate, { email: input.value }).get('email') ?? null;
  const render = () => {
    const message = error();
    const showError = touched && message !== null;
    input.setAttribute('aria-invalid', String(showError));
    input.setAttribute('aria-describedby', showError ? `${errorText.id} ${consentId}` : consentId);
    showText(errorText, showError ? message : null);
    setButtonDisabled(button, submitting || message !== null);
    button.textContent = submitting ? 'SUBSCRIBING...' : 'SUBSCRIBE';
  };
  const showCaptcha = (shown: boolean) => {
    captchaBox.hidden = !shown;
    if (shown && !captcha) {
      captcha = mountCaptcha(captchaBox, { onSolved: (solved) => (token = solved), onCleared: () => (token = null) });
    } else if (!shown && captcha) {
      captcha.remove();
      captcha = null;
      token = null;
    }
  };

  input.addEventListener('input', () => {
    if (input.value !== '') showCaptcha(true);
    render();
  });
  input.addEventListener('blur', () => {
    touched = true;
    render();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    touched = true;
    render();
    // An invalid form is ignored; a missing token only warns, the widget showing what is left
    // (docs/spec-readings.md#newsletter-form).
    if (error() !== null || submitting) return;
    if (!token) {
      console.warn('Please complete the reCAPTCHA verification');
      return;
    }
    submitting = true;
    success.hidden = true;
    failure.hidden = true;
    render();
    postJson(NEWSLETTER_ENDPOINT, { email: input.value, captchaToken: token })
      .then(() => {
        success.hidden = false;
        input.value = '';
        touched = false;
        showCaptcha(false);
      })
      .catch((problem: unknown) => {
        console.warn(problem);
        failure.hidden = false;
      })
      .finally(() => {
        // A solution is accepted once: whatever the answer, the next attempt needs a fresh one.
        token = null;
        captcha?.reset();
        submitting = false;
        render();
      });
  });

  // Typed into the served field before the page came to life: taken as if typed now.
  if (input.value !== '') showCaptcha(true);
  touched = leftFilledIn(input);
  render();
});
