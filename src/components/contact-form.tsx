/**
 * The contact page's form (docs/spec-readings.md#contact-form): static markup, brought to life by the contact-form
 * island (src/islands/contact-form.ts): the API's own checks, the captcha, and the outcome announced. Until the island
 * runs, the button is disabled: the browser would otherwise send the form itself.
 */
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONTACT_FORM_SECTION_ID, contactPage } from '../content/contact-page';
import { privacyNotices } from '../content/privacy-notice';
import { CONTACT_PARTS, island as contactFormIsland } from '../islands/contact-form';
import { nativeIslandAttributes } from '../app/island';
import { captchaBoxSx } from '../captcha/captcha-widget';
import { NoScriptFormNotice } from './no-script-notice';
import { PrivacyNotice } from './privacy-notice';
import { TextInput } from './text-input';

const part = (name: keyof typeof CONTACT_PARTS) => ({ [CONTACT_PARTS[name]]: '' });

export function ContactForm() {
  const { form } = contactPage;
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const field = (name: 'name' | 'email' | 'phone' | 'message', label: string) => ({ id: `${baseId}-${name}`, name, label, required: true });

  return (
    <Paper
      component="section"
      id={CONTACT_FORM_SECTION_ID}
      tabIndex={-1}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, scrollMarginTop: 96, outline: 'none' }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {form.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {form.intro}
      </Typography>
      <NoScriptFormNotice />
      <Box
        component="form"
        {...nativeIslandAttributes(contactFormIsland)}
        noValidate
        aria-labelledby={headingId}
        data-testid="contact-form"
      >
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextInput {...field('name', form.name)} autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('email', form.email)} type="email" autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('phone', form.phone)} type="tel" autoComplete="tel" placeholder={form.phonePlaceholder} hint={form.phoneHint} />
          </Grid>
          <Grid size={12}>
            <TextInput {...field('message', form.message)} rows={5} />
          </Grid>
        </Grid>
        <Box {...part('captcha')} data-testid="captcha" sx={captchaBoxSx} />
        <Button type="submit" variant="contained" size="large" disabled {...{ [CONTACT_PARTS.idleLabel]: form.submit, [CONTACT_PARTS.sendingLabel]: form.sending }}>
          {form.submit}
        </Button>
        <PrivacyNotice copy={privacyNotices.contact} sx={{ mt: 1.5, color: 'text.secondary' }} />
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          <Alert {...part('success')} hidden severity="success">
            {form.success}
          </Alert>
          <Alert {...part('failure')} hidden severity="error">
            {form.failure}
          </Alert>
        </Box>
      </Box>
    </Paper>
  );
}
