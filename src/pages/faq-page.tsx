/** /faq: five groups of six questions, jump buttons to each group, and buttons to /quote and /contact. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/page-meta';
import { bannerPrimaryButtonSx, bannerSecondaryButtonSx } from '../components/banner-buttons';
import { ClosingBanner } from '../components/closing-banner';
import { FaqGroups } from '../components/faq-groups';
import { PageBanner } from '../components/page-banner';
import { sectionLinkProps } from '../app/scroll-to-section';
import { fillAgencyPlaceholders } from '../../config/agency';
import { faqPage } from '../content/faq-page';

export function FaqPage() {
  const copy = faqPage;
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  return (
    <>
      <PageBanner
        eyebrow={copy.banner.eyebrow}
        title={copy.banner.title}
        subtitle={fillAgencyPlaceholders(copy.banner.subtitle)}
        actions={
          <>
            <Button href="/quote" variant="contained" size="large" sx={bannerPrimaryButtonSx}>
              {copy.banner.quoteLabel}
            </Button>
            <Button href="/contact" variant="outlined" size="large" sx={bannerSecondaryButtonSx}>
              {copy.banner.contactLabel}
            </Button>
          </>
        }
      />
      <Container maxWidth="md" sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 6, md: 8 } }}>
        <Box component="nav" aria-label={copy.jumpLabel}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{copy.jumpLabel}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {copy.groups.map((group) => (
              <Button key={group.id} variant="outlined" size="small" {...sectionLinkProps(group.id)}>
                {group.title}
              </Button>
            ))}
          </Box>
        </Box>
        <FaqGroups groups={copy.groups} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {copy.disclaimer}
        </Typography>
      </Container>
      <ClosingBanner copy={copy.closing} />
    </>
  );
}
