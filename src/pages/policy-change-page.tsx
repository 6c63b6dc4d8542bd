/**
 * The /policy-change hub: a banner with contact and call buttons, one card per change wizard, the FAQ and the
 * closing banner. Copy comes from content/policy-change-hub.ts; each card comes from its wizard folder's page.json.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { usePageMeta } from '../app/page-meta';
import { CardIcon } from '../components/card-icon';
import { ClosingBanner } from '../components/closing-banner';
import { FaqAccordion } from '../components/faq-accordion';
import { PageBanner } from '../components/page-banner';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import { closingBanner } from '../content/closing-banner';
import { policyChangeHub } from '../content/policy-change-hub';
import { wizardCards, type HubCard } from '../app/wizard-cards';
import { revealOnScroll } from '../app/motion';
import { CallButton } from '../components/call-button';

function HubCardLink({ card }: { card: HubCard }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, '&:hover': { borderColor: 'primary.light' } }}>
      <CardActionArea
        href={card.to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: 3 }}>
          {/* Icon beside the title on phones and tablets, above it in the four narrow columns of a desktop. */}
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              alignItems: { xs: 'center', md: 'flex-start' },
              gap: 1.5,
              mb: 1.5,
            }}
          >
            <CardIcon name={card.icon} size={48} />
            <Typography variant="h6" component="h3">
              {card.title}
            </Typography>
          </Box>
          <Typography color="text.secondary" sx={{ flex: 1, mb: 2 }}>
            {card.description}
          </Typography>
          <Box
            component="span"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}
          >
            {card.linkLabel} <ArrowForwardIcon fontSize="small" aria-hidden />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function PolicyChangePage() {
  const copy = policyChangeHub;
  const cardsHeadingId = useId();
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  const cards = wizardCards('policy-change');

  return (
    <>
      <PageBanner
        eyebrow={copy.banner.eyebrow}
        title={copy.banner.title}
        subtitle={fillAgencyPlaceholders(copy.banner.subtitle)}
        actions={
          <>
            <Button
              href="/contact"
              variant="contained"
              size="large"
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#e8eef5' } }}
            >
              {copy.banner.contactLabel}
            </Button>
            <CallButton
              href={agency.phone.href}
              label={fillAgencyPlaceholders(copy.banner.callLabel)}
              variant="outlined"
              size="large"
              sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white' } }}
            />
          </>
        }
      />
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
        <Box component="section" aria-labelledby={cardsHeadingId}>
          <Typography id={cardsHeadingId} variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
            {copy.cardsTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: '40rem', mx: 'auto', mb: 4 }}>
            {copy.cardsIntro}
          </Typography>
          <Grid container spacing={3}>
            {cards.map((card) => (
              <Grid key={card.to} size={{ xs: 12, sm: 6, md: 3 }} {...revealOnScroll}>
                <HubCardLink card={card} />
              </Grid>
            ))}
          </Grid>
        </Box>
      </Container>
      <Container maxWidth="md">
        <FaqAccordion
          title={copy.faqTitle}
          items={copy.faq}
        />
      </Container>
      <ClosingBanner copy={closingBanner} />
    </>
  );
}
