/**
 * The footer's newsletter signup (spec 4 and 5). The e-mail is checked with the same compiled schema as the API;
 * typing reveals the captcha (which renders 100 ms later, once); only an OK answer counts as success (spec 7).
 */
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toFieldErrors } from '../../schemas/field-errors';
import { NEWSLETTER_CONSENT_TEXT, newsletterValidator } from '../../schemas/site-forms';
import { CaptchaWidget } from '../wizard/captcha-widget';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';
export const NEWSLETTER_SUCCESS = '✓ Successfully subscribed to our newsletter!';
export const NEWSLETTER_FAILURE = '✗ Subscription failed. Please try again.';

/** The schema's message for the e-mail, or null when the address passes. */
export function newsletterEmailError(email: string): string | null {
  const validate = newsletterValidator();
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

  const error = useMemo(() => newsletterEmailError(email), [email]);
  const showError = touched && error !== null;
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
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Newsletter signup" data-testid="newsletter">
      <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1, color: 'common.white' }}>
        Newsletter
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Insurance tips and agency news, a few times a year.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start' }}>
        <TextField
          id={inputId}
          type="email"
          label="Email address"
          size="small"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (event.target.value !== '') setShowCaptcha(true);
          }}
          onBlur={() => setTouched(true)}
          error={showError}
          helperText={showError ? error : undefined}
          slotProps={{ htmlInput: { 'aria-describedby': consentId, maxLength: 254 } }}
          sx={{
            flex: 1,
            width: '100%',
            '& .MuiInputBase-root': { bgcolor: 'common.white' },
            '& .MuiOutlinedInput-root.Mui-error fieldset': { borderColor: '#ff6b6b', borderWidth: 2 },
            '& .MuiInputLabel-root.Mui-focused:not(.Mui-error)': { color: 'primary.main' },
            '& .MuiFormHelperText-root.Mui-error': { color: '#ffb3b3', mx: 0 },
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
      <Typography id={consentId} variant="caption" component="p" sx={{ mt: 1, color: 'rgba(255,255,255,0.8)' }}>
        {NEWSLETTER_CONSENT_TEXT}
      </Typography>
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
