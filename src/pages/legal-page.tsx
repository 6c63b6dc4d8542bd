/** /terms and /privacy: static legal text from content/legal-pages.ts under a short banner. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/page-meta';
import { ClosingBanner } from '../components/closing-banner';
import { PageBanner } from '../components/page-banner';
import { fillAgencyPlaceholders } from '../../config/agency';
import { closingBanner } from '../content/closing-banner';
import { privacyPage, termsPage } from '../content/legal-pages';
import { PhoneText } from '../components/phone-text';

const DOCUMENTS = { terms: termsPage, privacy: privacyPage } as const;

export function LegalPage({ document }: { document: keyof typeof DOCUMENTS }) {
  const copy = DOCUMENTS[document];
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  return (
    <>
      <PageBanner title={copy.title} subtitle={`Effective ${copy.effectiveDate}`} />
      <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 7 } }}>
        <Typography sx={{ mb: 3, fontSize: { md: '1.08rem' } }}>{fillAgencyPlaceholders(copy.intro)}</Typography>
        {copy.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                <PhoneText text={fillAgencyPlaceholders(paragraph)} />
              </Typography>
            ))}
            {section.list && (
              <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.75 } }}>
                {section.list.map((item) => (
                  <li key={item}>{fillAgencyPlaceholders(item)}</li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Container>
      <ClosingBanner copy={closingBanner} />
    </>
  );
}
