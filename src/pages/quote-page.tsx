/** The /quote hub: one card per quote wizard (from its folder's page.json), the FAQ and a call to action. */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import { usePageMeta } from '../app/page-meta';
import { bannerPrimaryButtonSx } from '../components/banner-buttons';
import { ClosingBanner } from '../components/closing-banner';
import { CardIcon } from '../components/card-icon';
import { FaqAccordion } from '../components/faq-accordion';
import { PageBanner } from '../components/page-banner';
import { SectionHeading } from '../components/section-heading';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import { quoteHub } from '../content/quote-hub';
import { revealOnScroll } from '../app/motion';
import { wizardCards } from '../app/wizard-cards';
import { CallButton } from '../components/call-button';

export function QuotePage() {
  const copy = quoteHub;
  const headingId = useId();
  const cards = wizardCards('quote');
  // Three cards side by side from tablets up; four need a desktop's width.
  const cardSize = cards.length >= 4 ? { xs: 12, sm: 6, lg: 3 } : { xs: 12, md: 12 / Math.max(cards.length, 1) };
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  return (
    <>
      <PageBanner
        eyebrow={copy.banner.eyebrow}
        title={copy.banner.title}
        subtitle={copy.banner.subtitle}
        actions={
          <CallButton
            href={agency.phone.href}
            label={fillAgencyPlaceholders(copy.banner.callLabel)}
            variant="contained"
            size="large"
            sx={bannerPrimaryButtonSx}
          />
        }
      />
      <Container maxWidth="lg" component="section" aria-labelledby={headingId} sx={{ pt: { xs: 5, md: 8 } }}>
        <SectionHeading id={headingId} title={copy.cardsTitle} intro={copy.cardsIntro} />
        <Grid container spacing={3}>
          {cards.map((card) => (
            <Grid key={card.to} size={cardSize} {...revealOnScroll}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, '&:hover': { borderColor: 'primary.light' } }}>
                <CardActionArea href={card.to} sx={{ height: '100%', display: 'flex', alignItems: 'stretch' }}>
                  <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: 3 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                      <CardIcon name={card.icon} size={48} />
                      <Typography variant="h6" component="h3">
                        {card.title}
                      </Typography>
                    </Box>
                    <Typography color="text.secondary" sx={card.points ? { mb: 1.5 } : { mb: 2, flex: 1 }}>
                      {card.description}
                    </Typography>
                    {card.points && (
                      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, flex: 1 }}>
                        {card.points.map((point) => (
                          <Box component="li" key={point} sx={{ display: 'flex', gap: 1, mb: 0.5 }}>
                            <CheckIcon fontSize="small" color="success" aria-hidden sx={{ mt: 0.3 }} />
                            {point}
                          </Box>
                        ))}
                      </Box>
                    )}
                    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}>
                      {card.linkLabel} <ArrowForwardIcon fontSize="small" aria-hidden />
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4, maxWidth: '42rem', mx: 'auto' }}>
          {fillAgencyPlaceholders(copy.otherCoverage)}
        </Typography>
      </Container>
      <Container maxWidth="md">
        <FaqAccordion title={copy.faqTitle} items={copy.faq} />
      </Container>
      <ClosingBanner copy={copy.closing} />
    </>
  );
}
