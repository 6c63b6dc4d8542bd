/**
 * The /contact page (spec 2): hero, contact details with an offline map, the contact form, the FAQ and a call to
 * action. Copy comes from content/contact-page.ts, contact details from the agency config. The map is a drawn
 * illustration plus an OpenStreetMap link: no third-party script or tile request, so the page works offline.
 */
import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { toFieldErrors, type FieldError } from '../../schemas/field-errors';
import type { ValidateFunction } from 'ajv';
import validateContactPayload from '../../schemas/contact.schema.json?validator';
import type { ContactPayload } from '../../schemas/site-forms';
import { usePageMeta } from '../app/page-meta';
import { FaqAccordion } from '../components/faq-accordion';
import { PageBanner } from '../components/page-banner';
import { scrollToSection } from '../components/scroll-to-section';
import { agency, fillAgencyPlaceholders, formatAddressLines } from '../../config/agency';
import { CONTACT_FORM_SECTION_ID, contactPage } from '../content/contact-page';
import { CaptchaWidget } from '../components/captcha-widget';
import { externalLinkProps } from '../components/external-link';
import { NoScriptFormNotice } from '../components/no-script-notice';
import { PrivacyNotice } from '../components/privacy-notice';
import { privacyNotices } from '../content/privacy-notice';
import { TextInput } from '../components/text-input';
import { useAdoptEarlyInput } from '../components/early-input';
import { useHydrated } from '../components/use-hydrated';

export const CONTACT_ENDPOINT = '/api/contact';

type ContactFields = Omit<ContactPayload, 'captchaToken'>;
const EMPTY_FIELDS: ContactFields = { name: '', email: '', phone: '', message: '' };
const FIELD_NAMES = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof ContactFields)[];

/** The API's own check (contact.schema.json), compiled at build time. */
const validateContact = validateContactPayload as ValidateFunction<ContactPayload>;

function fieldErrors(fields: ContactFields): Partial<Record<keyof ContactFields, string>> {
  if (validateContact(fields)) return {};
  const byPath = new Map(toFieldErrors(validateContact.errors).map((error: FieldError) => [error.path, error.message]));
  return Object.fromEntries(FIELD_NAMES.flatMap((name) => {
    const message = byPath.get(`/${name}`);
    return message ? [[name, message]] : [];
  }));
}

function mapUrl(): string {
  const [line1, line2] = formatAddressLines(agency.address);
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${agency.address.street}, ${line2}`)}#${encodeURIComponent(line1)}`;
}

/** A simple drawn street map with a pin: a hint of the location that needs no network. */
function MapIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 180"
      role="img"
      aria-label={`Map: ${formatAddressLines(agency.address).join(', ')}`}
      sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 2, bgcolor: '#eef3e8' }}
    >
      <rect x="0" y="0" width="320" height="180" fill="#eef3e8" />
      <rect x="20" y="20" width="70" height="50" rx="4" fill="#dfe8d5" />
      <rect x="230" y="110" width="70" height="55" rx="4" fill="#dfe8d5" />
      <path d="M0 95 L320 80" stroke="#ffffff" strokeWidth="14" />
      <path d="M150 0 L170 180" stroke="#ffffff" strokeWidth="10" />
      <path d="M0 150 L320 140" stroke="#ffffff" strokeWidth="6" />
      <path d="M255 0 L245 180" stroke="#ffffff" strokeWidth="6" />
      <text x="20" y="112" fontSize="10" fill="#5b6770">Story Road</text>
      <g transform="translate(170 60)">
        <path d="M0 30 C-14 12 -14 -6 0 -6 C14 -6 14 12 0 30 Z" fill="#c62828" />
        <circle cx="0" cy="5" r="4.5" fill="#ffffff" />
      </g>
    </Box>
  );
}

function ContactDetails() {
  const [line1, line2] = formatAddressLines(agency.address);
  const { details } = contactPage;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, height: '100%' }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {details.title}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{details.address}</Typography>
      <Typography component="address" sx={{ fontStyle: 'normal', mb: 2 }}>
        {agency.name}
        <br />
        {line1}
        <br />
        {line2}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{details.phone}</Typography>
      <Typography sx={{ mb: 2 }}>
        <Link href={agency.phone.href}>{agency.phone.display}</Link>
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{details.email}</Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <Link href={agency.email.href}>{agency.email.address}</Link>
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{details.hours}</Typography>
      <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, '& dd': { m: 0 } }}>
        {agency.hours.map((entry) => (
          <Box key={entry.days} sx={{ display: 'contents' }}>
            <Typography component="dt">{entry.days}</Typography>
            <Typography component="dd">{entry.hours}</Typography>
          </Box>
        ))}
      </Box>
      <MapIllustration />
      <Link href={mapUrl()} {...externalLinkProps} sx={{ display: 'inline-block', mt: 1 }}>
        {details.mapLabel}
      </Link>
    </Paper>
  );
}

type Status = 'idle' | 'sending' | 'success' | 'error';

function ContactForm() {
  const { form } = contactPage;
  const [fields, setFields] = useState<ContactFields>(EMPTY_FIELDS);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactFields, boolean>>>({});
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const hydrated = useHydrated();
  const headingId = useId();
  const errors = fieldErrors(fields);
  const onSolved = useCallback((solved: string) => setToken(solved), []);
  const onCleared = useCallback(() => setToken(null), []);

  // Typed into the served form before it came to life: adopted as the visitor's message.
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(formRef, (changed) => {
    const typed = Object.fromEntries(
      changed.flatMap((field) => (FIELD_NAMES.some((name) => name === field.name) ? [[field.name, field.value]] : [])),
    );
    setFields((current) => ({ ...current, ...typed }));
  });

  const change = (name: keyof ContactFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    // Spec 4: a new submit clears the previous outcome.
    setStatus('idle');
    setTouched({ name: true, email: true, phone: true, message: true });
    if (Object.keys(errors).length > 0) return;
    // Spec 4/8: without a captcha token the submission is an error at once, nothing is sent.
    if (!token) {
      setStatus('error');
      return;
    }
    setStatus('sending');
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, captchaToken: token }),
      });
      if (!response.ok) throw new Error(`contact message answered ${response.status}`);
      setFields(EMPTY_FIELDS);
      setTouched({});
      setStatus('success');
    } catch (failure) {
      console.warn(failure);
      setStatus('error');
    } finally {
      // A solution is accepted once; the widget resets for the next message.
      setToken(null);
    }
  };

  const fieldProps = (name: keyof ContactFields, label: string) => ({
    name,
    label,
    required: true,
    value: fields[name],
    onChange: change(name),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] === true && errors[name] !== undefined,
    helperText: touched[name] === true ? errors[name] : undefined,
  });

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
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} data-testid="contact-form">
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextInput {...fieldProps('name', form.name)} autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...fieldProps('email', form.email)} type="email" autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...fieldProps('phone', form.phone)} type="tel" autoComplete="tel" placeholder={form.phonePlaceholder} />
          </Grid>
          <Grid size={12}>
            <TextInput {...fieldProps('message', form.message)} multiline minRows={5} />
          </Grid>
        </Grid>
        <CaptchaWidget token={token} onSolved={onSolved} onCleared={onCleared} />
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || status === 'sending'}>
          {status === 'sending' ? form.sending : form.submit}
        </Button>
        <PrivacyNotice copy={privacyNotices.contact} sx={{ mt: 1.5, color: 'text.secondary' }} />
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {status === 'success' && <Alert severity="success">{form.success}</Alert>}
          {status === 'error' && <Alert severity="error">{form.failure}</Alert>}
        </Box>
      </Box>
    </Paper>
  );
}

export function ContactPage() {
  const { meta, hero, faq, faqTitle, callToAction } = contactPage;
  usePageMeta({ title: meta.title, description: fillAgencyPlaceholders(meta.description) });
  return (
    <>
      <PageBanner
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        maxWidth="lg"
        actions={
          <>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              onClick={() => scrollToSection(CONTACT_FORM_SECTION_ID)}
            >
              {hero.formButton}
            </Button>
            <Button
              component={RouterLink}
              to={hero.quoteButton.to}
              variant="outlined"
              size="large"
              sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
            >
              {hero.quoteButton.label}
            </Button>
          </>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactDetails />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm />
          </Grid>
        </Grid>
        <FaqAccordion title={faqTitle} items={faq} />
      </Container>
      <Box component="section" sx={{ bgcolor: '#e8eef5', borderTop: 1, borderColor: '#d3dde9', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h4" component="h2" color="primary.dark" sx={{ mb: 1.5 }}>
            {callToAction.title}
          </Typography>
          <Typography sx={{ mb: 3 }}>{callToAction.text}</Typography>
          <Button variant="contained" size="large" href={agency.phone.href} startIcon={<PhoneIcon />}>
            {fillAgencyPlaceholders(callToAction.button)}
          </Button>
        </Container>
      </Box>
    </>
  );
}
