/**
 * The /contact page (docs/spec-readings.md#contact-page): hero, contact details with an offline map, the contact form
 * (an island), the FAQ and a call to action. Copy comes from content/contact-page.ts, contact details from the agency
 * config. The map is a drawn illustration plus an OpenStreetMap link: no third-party script or tile request, so the
 * page works offline.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/page-meta';
import { FaqAccordion } from '../components/faq-accordion';
import { PageBanner } from '../components/page-banner';
import { sectionLinkProps } from '../app/scroll-to-section';
import { agency, fillAgencyPlaceholders, formatAddressLines } from '../../config/agency';
import { CONTACT_FORM_SECTION_ID, contactPage } from '../content/contact-page';
import { externalLinkProps } from '../components/external-link';
import { ContactForm } from '../components/contact-form';
import { CallButton } from '../components/call-button';

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

export function ContactPage() {
  const { meta, hero, faq, faqTitle, callToAction } = contactPage;
  usePageMeta({ title: meta.title, description: fillAgencyPlaceholders(meta.description) });
  return (
    <>
      <PageBanner
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={
          <>
            <Button variant="contained" color="secondary" size="large" {...sectionLinkProps(CONTACT_FORM_SECTION_ID)}>
              {hero.formButton}
            </Button>
            <Button
              href={hero.quoteButton.to}
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
          <CallButton href={agency.phone.href} label={fillAgencyPlaceholders(callToAction.button)} variant="contained" size="large" />
        </Container>
      </Box>
    </>
  );
}
