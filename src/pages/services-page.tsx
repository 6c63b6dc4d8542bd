/** /services: hero, overview, the four service cards, payment and claim quick actions, and the closing CTA. */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { usePageMeta } from '../app/page-meta';
import { bannerPrimaryButtonSx, bannerSecondaryButtonSx } from '../components/banner-buttons';
import { ClosingBanner } from '../components/closing-banner';
import { PageBanner } from '../components/page-banner';
import { sectionLinkProps } from '../app/scroll-to-section';
import { SectionHeading } from '../components/section-heading';
import { ServiceCardGrid } from '../components/service-card-grid';
import { fillAgencyPlaceholders } from '../../config/agency';
import { serviceCards } from '../content/service-cards';
import { servicesPage } from '../content/services-page';
import { revealOnScroll } from '../app/motion';

export const SERVICES_OVERVIEW_ID = 'services-overview';

export function ServicesPage() {
  const copy = servicesPage;
  const cardsHeadingId = useId();
  const overviewHeadingId = useId();
  const actionsHeadingId = useId();
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  return (
    <>
      <PageBanner
        eyebrow={copy.banner.eyebrow}
        title={copy.banner.title}
        subtitle={copy.banner.subtitle}
        actions={
          <>
            <Button variant="contained" size="large" {...sectionLinkProps(SERVICES_OVERVIEW_ID)} sx={bannerPrimaryButtonSx}>
              {copy.banner.overviewLabel}
            </Button>
            <Button href="/quote" variant="outlined" size="large" sx={bannerSecondaryButtonSx}>
              {copy.banner.quoteLabel}
            </Button>
          </>
        }
      />
      <Container
        maxWidth="md"
        component="section"
        id={SERVICES_OVERVIEW_ID}
        tabIndex={-1}
        aria-labelledby={overviewHeadingId}
        sx={{ pt: { xs: 5, md: 8 }, scrollMarginTop: 80 }}
      >
        <SectionHeading id={overviewHeadingId} title={copy.overview.title} />
        {copy.overview.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, fontSize: { md: '1.08rem' } }}>
            {paragraph}
          </Typography>
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button href="/quote" variant="contained" size="large">
            {copy.overview.quoteLabel}
          </Button>
          <Button href="/contact" variant="outlined" size="large">
            {copy.overview.contactLabel}
          </Button>
        </Stack>
      </Container>
      <Container maxWidth="lg" component="section" aria-labelledby={cardsHeadingId} sx={{ pt: { xs: 6, md: 9 } }}>
        <SectionHeading id={cardsHeadingId} title={copy.cardsTitle} intro={copy.cardsIntro} />
        <ServiceCardGrid cards={serviceCards} quoteLabel={copy.quoteLabel} learnMoreLabel={copy.learnMoreLabel} />
      </Container>
      <Container maxWidth="lg" component="section" aria-labelledby={actionsHeadingId} sx={{ py: { xs: 6, md: 9 } }}>
        <SectionHeading id={actionsHeadingId} title={copy.quickActionsTitle} intro={copy.quickActionsIntro} />
        <Grid container spacing={3}>
          {copy.quickActions.map((action) => {
            const Icon = action.icon === 'payment' ? CreditCardOutlinedIcon : ReportProblemOutlinedIcon;
            return (
              <Grid key={action.title} size={{ xs: 12, md: 6 }} {...revealOnScroll}>
                <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                  <CardContent sx={{ p: 3, display: 'flex', gap: 2 }}>
                    <Icon color="primary" aria-hidden sx={{ fontSize: 40, mt: 0.5 }} />
                    <Box>
                      <Typography variant="h6" component="h3">
                        {action.title}
                      </Typography>
                      <Typography color="text.secondary" sx={{ mb: 2 }}>
                        {action.description}
                      </Typography>
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                        <Button href={action.action.to} variant="contained">
                          {action.action.label}
                        </Button>
                        <Link href={action.learnMore.to}>
                          {action.learnMore.label}
                        </Link>
                      </Stack>
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
      <ClosingBanner copy={copy.closing} />
    </>
  );
}
