/**
 * /about: story, mission, six values, contact details and a map. The map is a link to OpenStreetMap with a static
 * illustration, not an embedded map: an embed would load a third-party script and set cookies on every visit.
 */
import { useId, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import { usePageMeta } from '../app/page-meta';
import { bannerPrimaryButtonSx, bannerSecondaryButtonSx } from '../components/banner-buttons';
import { ClosingBanner } from '../components/closing-banner';
import { ContactDetails } from '../components/contact-details';
import { PageBanner } from '../components/page-banner';
import { SectionHeading } from '../components/section-heading';
import { fillAgencyPlaceholders } from '../../config/agency';
import { aboutPage, type ValueIcon } from '../content/about-page';
import { revealOnScroll } from '../app/motion';
import { PhoneText } from '../components/phone-text';

const VALUE_ICONS: Record<ValueIcon, ComponentType<SvgIconProps>> = {
  trust: HandshakeOutlinedIcon,
  community: GroupsOutlinedIcon,
  excellence: EmojiEventsOutlinedIcon,
  integrity: GavelOutlinedIcon,
  innovation: AutoAwesomeOutlinedIcon,
  compassion: FavoriteBorderOutlinedIcon,
};

export function AboutPage() {
  const copy = aboutPage;
  const storyId = useId();
  const valuesId = useId();
  const visitId = useId();
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  return (
    <>
      <PageBanner
        eyebrow={copy.banner.eyebrow}
        title={copy.banner.title}
        subtitle={copy.banner.subtitle}
        actions={
          <>
            <Button href="/contact" variant="contained" size="large" sx={bannerPrimaryButtonSx}>
              {copy.banner.contactLabel}
            </Button>
            <Button href="/quote" variant="outlined" size="large" sx={bannerSecondaryButtonSx}>
              {copy.banner.quoteLabel}
            </Button>
          </>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby={storyId}>
            <SectionHeading id={storyId} title={copy.story.title} align="left" />
            {copy.story.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2, fontSize: { md: '1.06rem' } }}>
                <PhoneText text={fillAgencyPlaceholders(paragraph)} />
              </Typography>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ bgcolor: 'primary.dark', color: 'common.white', borderRadius: 3, p: { xs: 1, md: 2 } }}>
              <CardContent>
                <Typography variant="h5" component="h2" sx={{ mb: 1.5, color: '#ffd98a' }}>
                  {copy.mission.title}
                </Typography>
                <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.6 }}>{copy.mission.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
      <Box component="section" aria-labelledby={valuesId} sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <SectionHeading id={valuesId} title={copy.valuesTitle} />
          <Grid container spacing={3} sx={{ mt: 1 }}>
            {copy.values.map((value) => {
              const Icon = VALUE_ICONS[value.icon];
              return (
                <Grid key={value.title} size={{ xs: 12, sm: 6, md: 4 }} {...revealOnScroll}>
                  <Box sx={{ display: 'flex', gap: 2 }}>
                    <Icon color="primary" aria-hidden sx={{ fontSize: 36, mt: 0.25 }} />
                    <Box>
                      <Typography variant="h6" component="h3">
                        {value.title}
                      </Typography>
                      <Typography color="text.secondary">{value.text}</Typography>
                    </Box>
                  </Box>
                </Grid>
              );
            })}
          </Grid>
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" aria-labelledby={visitId} sx={{ py: { xs: 5, md: 8 } }}>
        <SectionHeading id={visitId} title={copy.visit.title} intro={copy.visit.intro} />
        <ContactDetails mapLabel={copy.visit.mapLabel} hoursTitle={copy.visit.hoursTitle} />
        <Typography sx={{ textAlign: 'center', mt: 3 }}>
          <Link href="/contact">
            {copy.visit.messageLabel}
          </Link>
        </Typography>
      </Container>
      <ClosingBanner copy={copy.closing} />
    </>
  );
}
