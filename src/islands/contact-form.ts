/** The contact page's form (src/components/contact-form.tsx), brought to life. */
import type { ValidateFunction } from 'ajv';
import validateContact from '../../schemas/contact.schema.json?validator';
import { nativeIsland } from '../app/native-island';
import { mountCaptcha, type MountedCaptcha } from '../captcha/captcha';
import { fieldMessages, leftFilledIn, postJson, setButtonDisabled, showText } from './native-form';
import { helperTextId, hintTextId } from '../components/text-input-ids';
import { normalizePhone } from '../../text/phone';

export const CONTACT_ENDPOINT = '/api/contact';
const FIELD_NAMES = ['name', 'email', 'phone', 'message'] as const;

/** The parts of the form's markup the island works with. */
export const CONTACT_PARTS = {
  captcha: 'data-contact-captcha',
  success: 'data-contact-success',
  failure: 'data-contact-failure',
  idleLabel: 'data-idle-label',
  sendingLabel: 'data-sending-label',
} as const;

const validate = validateContact as ValidateFunction;

export const island = nativeIsland('contact-form', (form) => {
  const find = (part: keyof typeof CONTACT_PARTS) => form.querySelector<HTMLElement>(`[${CONTACT_PARTS[part]}]`);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const captchaBox = find('captcha');
  const success = find('success');
  const failure = find('failure');
  const fields = FIELD_NAMES.flatMap((name) => {
    const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    const control = input?.closest<HTMLElement>('.MuiFormControl-root');
    return input && control ? [{ name, input, control }] : [];
  });
  if (!button || !captchaBox || !success || !failure || fields.length !== FIELD_NAMES.length) return;

  const touched = new Set<string>();
  let sending = false;
  let token: string | null = null;
  let captcha: MountedCaptcha | null = null;
  // The widget (and its code) comes when the visitor starts on the form, not with the page: most visits to the page
  // are for its phone number and address.
  const showCaptcha = () => {
    captcha ??= mountCaptcha(captchaBox, { onSolved: (solved) => (token = solved), onCleared: () => (token = null) });
  };
  form.addEventListener('focusin', showCaptcha);
  form.addEventListener('pointerdown', showCaptcha);

  // The phone number goes to the schema without the punctuation people type (text/phone.ts).
  const values = () =>
    Object.fromEntries(fields.map(({ name, input }) => [name, name === 'phone' ? normalizePhone(input.value) : input.value]));
  const render = () => {
    const messages = fieldMessages(validate, values());
    for (const { name, input, control } of fields) {
      const message = touched.has(name) ? (messages.get(name) ?? null) : null;
      const helper = document.getElementById(helperTextId(input.id));
      const hint = document.getElementById(hintTextId(input.id));
      input.setAttribute('aria-invalid', String(message !== null));
      const describedBy = [message !== null && helper ? helper.id : null, hint?.id ?? null].filter((id) => id !== null);
      if (describedBy.length > 0) input.setAttribute('aria-describedby', describedBy.join(' '));
      else input.removeAttribute('aria-describedby');
      showText(helper, message);
      for (const element of control.querySelectorAll(`.MuiInputLabel-root, .MuiOutlinedInput-root, #${CSS.escape(helperTextId(input.id))}`)) {
        element.classList.toggle('Mui-error', message !== null);
      }
    }
    setButtonDisabled(button, sending);
    button.textContent = button.getAttribute(sending ? CONTACT_PARTS.sendingLabel : CONTACT_PARTS.idleLabel);
    return messages;
  };

  for (const { name, input } of fields) {
    input.addEventListener('blur', (event) => {
      touched.add(name);
      // Leaving the field for Send: the submit shows every message at once. Showing this one now would push Send
      // down between the press and the release, and the click would be lost.
      if ((event as FocusEvent).relatedTarget === button) return;
      render();
    });
    input.addEventListener('input', () => void render());
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    // A new submit clears the previous outcome (docs/spec-readings.md#contact-form).
    success.hidden = true;
    failure.hidden = true;
    for (const name of FIELD_NAMES) touched.add(name);
    if (render().size > 0) return;
    // Without a captcha token the submission is an error at once, and nothing is sent.
    if (!token) {
      failure.hidden = false;
      return;
    }
    sending = true;
    render();
    postJson(CONTACT_ENDPOINT, { ...values(), captchaToken: token })
      .then(() => {
        for (const { input } of fields) input.value = '';
        touched.clear();
        success.hidden = false;
      })
      .catch((problem: unknown) => {
        console.warn(problem);
        failure.hidden = false;
      })
      .finally(() => {
        // A solution is accepted once; the widget resets for the next message.
        token = null;
        captcha?.reset();
        sending = false;
        render();
      });
  });

  // Typed into the served form before it came to life: kept, and checked like anything typed now.
  if (fields.some(({ input }) => input.value !== '')) showCaptcha();
  for (const { name, input } of fields) if (leftFilledIn(input)) touched.add(name);
  render();
});
