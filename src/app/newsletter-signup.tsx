/**
 * The footer's newsletter signup (docs/spec-readings.md#newsletter-form): static markup, brought to life by the
 * newsletter island (src/islands/newsletter.ts). The e-mail is checked with the same schema as the API; typing reveals
 * the captcha (which renders 100 ms later, once); only an OK answer counts as success. Until the island runs, the
 * button is disabled: the browser would otherwise send the form itself.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NEWSLETTER_CONSENT_TEXT } from '../../schemas/site-forms';
import { altchaWidgetSx, captchaBoxSx } from '../captcha/captcha-widget';
import { PrivacyNotice } from '../components/privacy-notice';
import { privacyNotices } from '../content/privacy-notice';
import { NEWSLETTER_PARTS, island as newsletterIsland } from '../islands/newsletter';
import { nativeIslandAttributes } from './island';

export const NEWSLETTER_SUCCESS = '✓ Successfully subscribed to our newsletter!';
export const NEWSLETTER_FAILURE = '✗ Subscription failed. Please try again.';

const part = (name: keyof typeof NEWSLETTER_PARTS) => ({ [NEWSLETTER_PARTS[name]]: '' });

export function NewsletterSignup() {
  const inputId = useId();
  const consentId = useId();
  const errorId = useId();
  return (
    <Box
      component="form"
      {...nativeIslandAttributes(newsletterIsland)}
      noValidate
      aria-label="Newsletter signup"
      data-testid="newsletter"
    >
      <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1, color: 'common.white' }}>
        Newsletter
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Insurance tips and agency news, a few times a year.
      </Typography>
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
          aria-invalid={false}
          aria-describedby={consentId}
          sx={{
            display: 'block',
            // Grows beside the button; stacked on a phone, where a flex basis of 0 would squash it to its text.
            flex: { sm: 1 },
            minWidth: 0,
            width: '100%',
            // A touch target of at least 44 px.
            height: 44,
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
          disabled
          sx={{ whiteSpace: 'nowrap', minWidth: 140, height: 44, '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.3)', color: 'rgba(255,255,255,0.75)' } }}
        >
          SUBSCRIBE
        </Button>
      </Box>
      <Typography id={errorId} {...part('error')} hidden variant="caption" component="p" sx={{ mt: 0.5, color: '#ffb3b3', fontSize: '0.8rem' }} />
      <Typography id={consentId} variant="caption" component="p" sx={{ mt: 1, color: 'rgba(255,255,255,0.8)' }}>
        {NEWSLETTER_CONSENT_TEXT}
      </Typography>
      <PrivacyNotice copy={privacyNotices.newsletter} sx={{ mt: 0.5, color: 'rgba(255,255,255,0.8)' }} />
      <Box {...part('captcha')} hidden data-testid="captcha" sx={{ ...captchaBoxSx, my: 1.5, '& altcha-widget': { ...altchaWidgetSx, color: 'text.primary' } }} />
      <Box role="status" aria-live="polite" sx={{ mt: 1, minHeight: '1.5em' }}>
        <Typography {...part('success')} hidden sx={{ color: '#9be7a7', fontWeight: 600 }}>
          {NEWSLETTER_SUCCESS}
        </Typography>
        <Typography {...part('failure')} hidden sx={{ color: '#ffb3b3', fontWeight: 600 }}>
          {NEWSLETTER_FAILURE}
        </Typography>
      </Box>
    </Box>
  );
}
