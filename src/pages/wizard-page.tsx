/**
 * The page hosting any wizard: banner, the wizard, the FAQ, the closing banner. Everything but the wizard is static;
 * the wizard is an island, hydrated when it nears the viewport or at the visitor's first interaction with it. The
 * wizard and its page copy (its folder's page.json) are data; nothing here is specific to one wizard.
 */
import { use } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { usePageMeta } from '../app/page-meta';
import { ClosingBanner } from '../components/closing-banner';
import { FaqAccordion } from '../components/faq-accordion';
import { NoScriptFormNotice } from '../components/no-script-notice';
import { PageBanner } from '../components/page-banner';
import { sectionLinkProps } from '../app/scroll-to-section';
import { fillAgencyPlaceholders } from '../../config/agency';
import { closingBanner } from '../content/closing-banner';
import { loadWizard } from '../wizard/load-wizard';
import { Island } from '../app/island';
import { island as wizardIsland } from '../islands/wizard';

export const WIZARD_SECTION_ID = 'request-form';

interface WizardPageProps {
  wizardId: string;
}

export function WizardPage({ wizardId }: WizardPageProps) {
  const wizard = use(loadWizard(wizardId));
  const copy = wizard.page;
  usePageMeta({
    title: fillAgencyPlaceholders(copy.meta.title),
    description: fillAgencyPlaceholders(copy.meta.description),
    canonicalPath: wizard.ui.route,
  });

  return (
    <>
      <PageBanner
        eyebrow={fillAgencyPlaceholders(copy.banner.eyebrow)}
        title={fillAgencyPlaceholders(copy.banner.title)}
        subtitle={fillAgencyPlaceholders(copy.banner.subtitle)}
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              endIcon={<ArrowDownwardIcon aria-hidden />}
              {...sectionLinkProps(WIZARD_SECTION_ID)}
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#e8eef5' } }}
            >
              {fillAgencyPlaceholders(copy.banner.startLabel)}
            </Button>
            <Button
              href="/contact"
              variant="outlined"
              size="large"
              sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white' } }}
            >
              {fillAgencyPlaceholders(copy.banner.contactLabel)}
            </Button>
          </>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          component="section"
          id={WIZARD_SECTION_ID}
          tabIndex={-1}
          aria-label={wizard.ui.title}
          sx={{ scrollMarginTop: { xs: 72, sm: 84 } }}
        >
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {fillAgencyPlaceholders(copy.formIntro)}
          </Typography>
          <NoScriptFormNotice />
          <Island of={wizardIsland} props={{ wizardId: wizard.id }} />
        </Box>
        <FaqAccordion title={fillAgencyPlaceholders(copy.faqTitle)} items={copy.faq} />
      </Container>
      <ClosingBanner copy={closingBanner} />
    </>
  );
}
