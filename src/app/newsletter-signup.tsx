/**
 * The footer's newsletter signup (spec 4 and 5). The e-mail is checked with the same schema as the API, by a
 * validator compiled at build time and fetched when the visitor first reaches for the field (the footer is on every
 * page, most visits never use it); until then the address counts as not yet valid, which an empty field is anyway.
 * Typing reveals the captcha (which renders 100 ms later, once); only an OK answer counts as success (spec 7).
 */
import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ValidateFunction } from 'ajv';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toFieldErrors } from '../../schemas/field-errors';
import { NEWSLETTER_CONSENT_TEXT, type NewsletterPayload } from '../../schemas/site-forms';
import { CaptchaWidget } from '../components/captcha-widget';
import { useAdoptEarlyInput } from '../components/early-input';
import { PrivacyNotice } from '../components/privacy-notice';
import { privacyNotices } from '../content/privacy-notice';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';
export const NEWSLETTER_SUCCESS = '✓ Successfully subscribed to our newsletter!';
export const NEWSLETTER_FAILURE = '✗ Subscription failed. Please try again.';

type NewsletterValidator = ValidateFunction<NewsletterPayload>;

/** The API's own check (newsletter.schema.json), compiled at build time; loaded once, on first use. */
const loadValidator = () =>
  import('../../schemas/newsletter.schema.json?validator').then((module) => module.default as NewsletterValidator);

/** Not checked yet: the validator is still on its way. Submitting waits; no message is shown. */
const UNCHECKED = Symbol('unchecked');

/** The schema's message for the e-mail, or null when the address passes. */
export function newsletterEmailError(validate: NewsletterValidator, email: string): string | null {
  if (validate({ email })) return null;
  return toFieldErrors(validate.errors).find((error) => error.path === '/email')?.message ?? null;
}

type Outcome = 'success' | 'failure' | null;

export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const consentId = useId();
  const errorId = useId();

  const [validate, setValidate] = useState<NewsletterValidator | null>(null);
  const loadValidatorOnce = () => {
    if (!validate) void loadValidator().then((loaded) => setValidate(() => loaded));
  };

  const error = useMemo(() => (validate ? newsletterEmailError(validate, email) : UNCHECKED), [validate, email]);
  // Typed into the served field before the page came to life: adopted, and checked like anything typed now.
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(formRef, (changed) => {
    const typed = changed.find((field) => field.name === 'email');
    if (!typed) return;
    loadValidatorOnce();
    setEmail(typed.value);
    if (typed.value !== '') setShowCaptcha(true);
  });

  const message = typeof error === 'string' ? error : null;
  const showError = touched && message !== null;
  const onSolved = useCallback((solved: string) => setToken(solved), []);
  const onCleared = useCallback(() => setToken(null), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    // Spec 5: an invalid form is ignored; a missing token only warns (the widget shows what is left to do).
    if (error !== null || submitting) return;
    if (!token) {
      console.warn('Please complete the reCAPTCHA verification');
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      const response = await fetch(NEWSLETTER_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, captchaToken: token }),
      });
      if (!response.ok) throw new Error(`newsletter signup answered ${response.status}`);
      setOutcome('success');
      setEmail('');
      setTouched(false);
      setShowCaptcha(false);
    } catch (failure) {
      console.warn(failure);
      setOutcome('failure');
    } finally {
      // A solution is accepted once: whatever the answer, the next attempt needs a fresh one.
      setToken(null);
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Newsletter signup" data-testid="newsletter">
      <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1, color: 'common.white' }}>
        Newsletter
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Insurance tips and agency news, a few times a year.
      </Typography>
      {/* A native input, styled like the site's outlined fields: the footer is on every page, and MUI's input
          machinery would add weight to each of them for one field. */}
      <Box
        component="label"
        htmlFor={inputId}
        sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 600, mb: 0.5, color: 'common.white' }}
      >
        Email address
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box
          component="input"
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onFocus={loadValidatorOnce}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            loadValidatorOnce();
            setEmail(event.target.value);
            if (event.target.value !== '') setShowCaptcha(true);
          }}
          onBlur={() => setTouched(true)}
          aria-invalid={showError}
          aria-describedby={showError ? `${errorId} ${consentId}` : consentId}
          sx={{
            display: 'block',
            flex: 1,
            minWidth: 0,
            width: '100%',
            height: 40,
            px: 1.5,
            font: 'inherit',
            fontSize: '1rem',
            color: 'text.primary',
            bgcolor: 'common.white',
            border: '1px solid rgba(0,0,0,0.23)',
            borderRadius: 1,
            '&:focus-visible': { outline: '3px solid #ffd98a', outlineOffset: '1px' },
            '&[aria-invalid="true"]': { borderColor: '#ff6b6b', borderWidth: 2 },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={submitting || error !== null}
          sx={{ whiteSpace: 'nowrap', minWidth: 140, height: 40, '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.3)', color: 'rgba(255,255,255,0.75)' } }}
        >
          {submitting ? 'SUBSCRIBING...' : 'SUBSCRIBE'}
        </Button>
      </Box>
      {showError && (
        <Typography id={errorId} variant="caption" component="p" sx={{ mt: 0.5, color: '#ffb3b3', fontSize: '0.8rem' }}>
          {message}
        </Typography>
      )}
      <Typography id={consentId} variant="caption" component="p" sx={{ mt: 1, color: 'rgba(255,255,255,0.8)' }}>
        {NEWSLETTER_CONSENT_TEXT}
      </Typography>
      <PrivacyNotice copy={privacyNotices.newsletter} sx={{ mt: 0.5, color: 'rgba(255,255,255,0.8)' }} />
      {showCaptcha && (
        <Box sx={{ '& [data-testid="captcha"]': { my: 1.5 }, '& altcha-widget': { color: 'text.primary' } }}>
          <CaptchaWidget token={token} onSolved={onSolved} onCleared={onCleared} />
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 1, minHeight: '1.5em' }}>
        {outcome === 'success' && <Typography sx={{ color: '#9be7a7', fontWeight: 600 }}>{NEWSLETTER_SUCCESS}</Typography>}
        {outcome === 'failure' && <Typography sx={{ color: '#ffb3b3', fontWeight: 600 }}>{NEWSLETTER_FAILURE}</Typography>}
      </Box>
    </Box>
  );
}
