/**
 * The carrier directory shared by /services/make-claim and /services/make-payment: a banner, the policy-number
 * finder with one card per partner carrier (at most one expanded; an island, since a number found opens its card),
 * and the closing banner. The two pages differ only in their copy and in which portal each card links to.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CarrierFinder } from './carrier-finder';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import { carrierDirectoryCopy, type DirectoryKind } from '../content/carriers';
import { closingBanner } from '../content/closing-banner';
import { ClosingBanner } from './closing-banner';
import { PageBanner } from './page-banner';
import { sectionLinkProps } from '../app/scroll-to-section';
import { PhoneText } from './phone-text';
import { CallButton } from './call-button';

export const CARRIER_LIST_ID = 'carrier-list';

interface CarrierDirectoryProps {
  kind: DirectoryKind;
}

export function CarrierDirectory({ kind }: CarrierDirectoryProps) {
  const copy = carrierDirectoryCopy[kind];
  const headingId = useId();
  return (
    <>
      <PageBanner
        eyebrow={copy.eyebrow}
        title={copy.title}
        subtitle={fillAgencyPlaceholders(copy.subtitle)}
        actions={
          <>
            <Button
              {...sectionLinkProps(CARRIER_LIST_ID)}
              variant="contained"
              size="large"
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#e8eef5' } }}
            >
              {copy.bannerButton}
            </Button>
            <CallButton
              href={agency.phone.href}
              label={`Call ${agency.phone.display}`}
              variant="outlined"
              size="large"
              sx={{
                color: 'common.white',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: 'common.white' },
              }}
            />
          </>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          component="section"
          id={CARRIER_LIST_ID}
          aria-labelledby={headingId}
          // Focusable so the banner button moves keyboard users to the list along with the scroll.
          tabIndex={-1}
          sx={{ scrollMarginTop: 24, '&:focus': { outline: 'none' } }}
        >
          <Typography id={headingId} variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
            {copy.listTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: '44rem', mx: 'auto', mb: 4 }}>
            {copy.intro}
          </Typography>

          <CarrierFinder kind={kind} />

          <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 } }}>
            <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
              {copy.helpTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: '36rem', mx: 'auto' }}>
              <PhoneText text={fillAgencyPlaceholders(copy.helpText)} />
            </Typography>
            <CallButton href={agency.phone.href} label={`Call ${agency.phone.display}`} variant="outlined" size="large" />
          </Box>
        </Box>
      </Container>
      <ClosingBanner copy={{ ...closingBanner, title: copy.closingTitle, text: copy.closingText }} />
    </>
  );
}
