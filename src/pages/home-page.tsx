/**
 * The home page: hero, statistics, four service cards, why choose us, areas served, the scrolling band of partner
 * carriers and the final quote CTA, which the hero's quote button scrolls to (spec).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { usePageMeta } from '../app/page-meta';
import { agencyStructuredData } from '../app/structured-data';
import { bannerPrimaryButtonSx, bannerSecondaryButtonSx } from '../components/banner-buttons';
import { PageBanner } from '../components/page-banner';
import { sectionLinkProps } from '../app/scroll-to-section';
import { SectionHeading } from '../components/section-heading';
import { ServiceCardGrid } from '../components/service-card-grid';
import { CarrierCarousel } from '../components/carrier-carousel';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import { carrierBrands } from '../content/carrier-brands';
import { homePage } from '../content/home-page';
import { serviceCards } from '../content/service-cards';
import { revealOnScroll } from '../app/motion';
import { PhoneText } from '../components/phone-text';
import { CallButton } from '../components/call-button';

export const HOME_QUOTE_CTA_ID = 'get-a-quote';

export function HomePage() {
  const copy = homePage;
  const introId = useId();
  const servicesId = useId();
  const whyId = useId();
  const areasId = useId();
  const carriersId = useId();
  const ctaHeadingId = useId();
  usePageMeta({
    title: agency.name,
    description: fillAgencyPlaceholders(copy.metaDescription),
    structuredData: agencyStructuredData(),
  });
  return (
    <>
      <PageBanner
        eyebrow={copy.banner.eyebrow}
        title={agency.name}
        subtitle={copy.banner.subtitle}
        actions={
          <>
            <Button variant="contained" size="large" {...sectionLinkProps(HOME_QUOTE_CTA_ID)} sx={bannerPrimaryButtonSx}>
              {copy.banner.quoteLabel}
            </Button>
            <Button href="/contact" variant="outlined" size="large" sx={bannerSecondaryButtonSx}>
              {copy.banner.contactLabel}
            </Button>
          </>
        }
      />
      <Container maxWidth="lg" component="section" aria-labelledby={introId} sx={{ pt: { xs: 5, md: 8 } }}>
        <SectionHeading id={introId} title={copy.intro.title} intro={copy.intro.text} />
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {copy.stats.map((stat) => (
            <Grid key={stat.label} size={{ xs: 12, sm: 4 }} sx={{ textAlign: 'center', bgcolor: 'background.paper', borderRadius: 3, border: 1, borderColor: 'divider', py: 3, display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
                {stat.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '2.5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}>
                {stat.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Container maxWidth="lg" component="section" aria-labelledby={servicesId} sx={{ pt: { xs: 6, md: 9 } }}>
        <SectionHeading id={servicesId} title={copy.servicesTitle} intro={copy.servicesIntro} />
        <ServiceCardGrid cards={serviceCards} quoteLabel={copy.quoteLabel} learnMoreLabel={copy.learnMoreLabel} />
      </Container>
      <Container maxWidth="lg" component="section" aria-labelledby={whyId} sx={{ py: { xs: 6, md: 9 } }}>
        <SectionHeading id={whyId} title={copy.whyTitle} />
        <Grid container spacing={3} sx={{ mt: 1 }}>
          {copy.why.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 4 }} {...revealOnScroll}>
              <Box sx={{ display: 'flex', gap: 1.5 }}>
                <CheckCircleOutlineIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
                <Box>
                  <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
                    {item.title}
                  </Typography>
                  <Typography color="text.secondary">{item.text}</Typography>
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Box component="section" aria-labelledby={areasId} {...revealOnScroll} sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <SectionHeading id={areasId} title={copy.areas.title} intro={copy.areas.text} />
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
            {agency.areasServed.map((area) => (
              <li key={area}>
                {/* A plain label with a pin, drawn without MUI's interactive Chip, which nothing here needs. */}
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, border: 1, borderColor: 'primary.main', borderRadius: 5, color: 'primary.main', fontSize: '1rem', px: 2, py: 1 }}
                >
                  <PlaceOutlinedIcon aria-hidden fontSize="small" />
                  {area}
                </Box>
              </li>
            ))}
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" aria-labelledby={carriersId} {...revealOnScroll} sx={{ py: { xs: 6, md: 8 } }}>
        <SectionHeading id={carriersId} title={copy.carriers.title} intro={copy.carriers.text} />
        <CarrierCarousel carriers={carrierBrands} label={copy.carriers.listLabel} />
      </Container>
      <Box
        component="section"
        id={HOME_QUOTE_CTA_ID}
        tabIndex={-1}
        aria-labelledby={ctaHeadingId}
        sx={{ bgcolor: '#e8eef5', borderTop: 1, borderColor: '#d3dde9', py: { xs: 6, md: 8 }, scrollMarginTop: 72 }}
      >
        <Container maxWidth="md" {...revealOnScroll} sx={{ textAlign: 'center' }}>
          <Typography id={ctaHeadingId} variant="h4" component="h2" color="primary.dark" sx={{ mb: 1.5 }}>
            {copy.finalCta.title}
          </Typography>
          <Typography sx={{ maxWidth: '38rem', mx: 'auto', fontSize: { md: '1.1rem' } }}>
            <PhoneText text={fillAgencyPlaceholders(copy.finalCta.text)} />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
            <Button href={copy.finalCta.quote.to} variant="contained" size="large">
              {copy.finalCta.quote.label}
            </Button>
            <Button href={copy.finalCta.about.to} variant="outlined" size="large" sx={{ bgcolor: 'common.white', '&:hover': { bgcolor: 'common.white' } }}>
              {copy.finalCta.about.label}
            </Button>
            <CallButton href={agency.phone.href} label={fillAgencyPlaceholders(copy.finalCta.callLabel)} variant="text" size="large" />
          </Stack>
        </Container>
      </Box>
    </>
  );
}
