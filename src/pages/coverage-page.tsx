/**
 * The four coverage pages (/coverage/auto, /home, /commercial, /misc) share this layout: a tall banner with a quote
 * button and an explore button, one section per coverage with what it covers and two examples, an optional sticky
 * help panel, a five-question FAQ and a contact call to action. Copy comes from content/coverage-pages.ts.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { usePageMeta } from '../app/page-meta';
import { bannerPrimaryButtonSx, bannerSecondaryButtonSx } from '../components/banner-buttons';
import { ClosingBanner } from '../components/closing-banner';
import { FaqAccordion } from '../components/faq-accordion';
import { sectionLinkProps } from '../app/scroll-to-section';
import { SectionHeading } from '../components/section-heading';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import { coveragePages, type CoverageId, type CoveragePageCopy, type CoverageSection } from '../content/coverage-pages';
import { revealOnScroll } from '../app/motion';
import { CallButton } from '../components/call-button';

function CoverageBanner({ copy, sectionsId }: { copy: CoveragePageCopy; sectionsId: string }) {
  const { banner } = copy;
  return (
    <Box
      component="section"
      aria-label={banner.eyebrow}
      sx={{
        color: 'common.white',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, #1d5c8f 100%)`,
        // Spec: coverage banners are 650 px high, 600 px on large screens; min-height lets long copy grow it.
        minHeight: { xs: 650, lg: 600 },
        display: 'flex',
        alignItems: 'center',
        py: 6,
      }}
    >
      <Container maxWidth="lg">
        <Typography component="p" variant="overline" sx={{ color: '#ffd98a', fontWeight: 700, letterSpacing: '0.12em', mb: 1 }}>
          {banner.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.4rem' }, mb: 2, maxWidth: '46rem' }}>
          {banner.title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.08rem', md: '1.25rem' }, maxWidth: '40rem', opacity: 0.95 }}>
          {fillAgencyPlaceholders(banner.subtitle)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button href={banner.quote.to} variant="contained" size="large" sx={bannerPrimaryButtonSx}>
            {banner.quote.label}
          </Button>
          <Button variant="outlined" size="large" {...sectionLinkProps(sectionsId)} sx={bannerSecondaryButtonSx}>
            {banner.exploreLabel}
          </Button>
          {banner.learnMore && (
            <Button href={banner.learnMore.to} variant="text" size="large" sx={{ color: 'common.white', textDecoration: 'underline' }}>
              {banner.learnMore.label}
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

function CoverageSectionCard({ section, coversLabel, examplesLabel }: { section: CoverageSection; coversLabel: string; examplesLabel: string }) {
  const headingId = `${section.id}-heading`;
  return (
    <Card component="section" id={section.id} aria-labelledby={headingId} {...revealOnScroll} variant="outlined" sx={{ borderRadius: 3, scrollMarginTop: 88 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id={headingId} variant="h5" component="h3" sx={{ mb: 1 }}>
          {section.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {section.summary}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
              {coversLabel}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {section.covers.map((item) => (
                <Box component="li" key={item} sx={{ display: 'flex', gap: 1, mb: 0.75 }}>
                  <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
                  {item}
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
              {examplesLabel}
            </Typography>
            <Stack spacing={1.5}>
              {section.examples.map((example) => (
                <Box key={example.title} sx={{ bgcolor: '#f4f6f9', borderLeft: 4, borderColor: 'primary.light', borderRadius: 1, p: 1.5 }}>
                  <Typography sx={{ fontWeight: 700 }}>{example.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {example.text}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

function HelpPanel({ panel }: { panel: NonNullable<CoveragePageCopy['helpPanel']> }) {
  const headingId = useId();
  return (
    <Card
      component="aside"
      aria-labelledby={headingId}
      sx={{ position: { md: 'sticky' }, top: { md: 96 }, borderRadius: 3, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <CardContent sx={{ p: 3 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
          {panel.title}
        </Typography>
        <Typography sx={{ mb: 2, opacity: 0.95 }}>{panel.text}</Typography>
        <Stack spacing={1.5}>
          <Button href={panel.contact.to} variant="contained" sx={bannerPrimaryButtonSx}>
            {panel.contact.label}
          </Button>
          <Button href={panel.quote.to} variant="outlined" sx={bannerSecondaryButtonSx}>
            {panel.quote.label}
          </Button>
          <CallButton href={agency.phone.href} label={agency.phone.display} sx={{ color: 'common.white' }} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function CoveragePage({ coverage }: { coverage: CoverageId }) {
  const copy = coveragePages[coverage];
  const sectionsId = `${copy.id}-coverages`;
  const sectionsHeadingId = useId();
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  const sections = (
    <Stack spacing={3}>
      {copy.sections.map((section) => (
        <CoverageSectionCard key={section.id} section={section} coversLabel={copy.coversLabel} examplesLabel={copy.examplesLabel} />
      ))}
    </Stack>
  );
  return (
    <>
      <CoverageBanner copy={copy} sectionsId={sectionsId} />
      <Container
        maxWidth="lg"
        component="section"
        id={sectionsId}
        tabIndex={-1}
        aria-labelledby={sectionsHeadingId}
        sx={{ pt: { xs: 5, md: 8 }, scrollMarginTop: 72 }}
      >
        <SectionHeading id={sectionsHeadingId} title={copy.sectionsTitle} intro={copy.sectionsIntro} />
        {copy.helpPanel ? (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 8 }}>{sections}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <HelpPanel panel={copy.helpPanel} />
            </Grid>
          </Grid>
        ) : (
          sections
        )}
      </Container>
      <Container maxWidth="md">
        <FaqAccordion title={copy.faqTitle} items={copy.faq} />
      </Container>
      <ClosingBanner copy={copy.closing} />
    </>
  );
}
