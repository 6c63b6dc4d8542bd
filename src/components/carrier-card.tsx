import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIcon from '@mui/icons-material/Phone';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import type { Carrier, CarrierDirectoryCopy, DirectoryKind } from '../content/carriers';
import { externalLinkProps, NEW_TAB_HINT } from './external-link';
import { PhoneText } from './phone-text';
import { visuallyHidden } from './visually-hidden';
import { CARRIER_PARTS } from '../islands/carrier-finder';
import { CallButton } from './call-button';


export const carrierCardId = (key: string) => `carrier-${key}`;

export function fillCarrierText(text: string, carrier: Carrier): string {
  return fillAgencyPlaceholders(
    text.replaceAll('{carrier}', carrier.name).replaceAll('{carrierPhone}', carrier.phone.display),
  );
}

interface CarrierCardProps {
  carrier: Carrier;
  kind: DirectoryKind;
  copy: CarrierDirectoryCopy;
}

/**
 * One carrier's card, as static markup: the carrier-finder island (src/islands/carrier-finder.ts) opens its contact
 * details and highlights it. The state is in the markup (the toggle's aria-expanded, the card's data-highlighted),
 * which the styles here read. Until the island runs the toggle is disabled (a tap would do nothing); without
 * JavaScript the details are shown open (index.html).
 */
export function CarrierCard({ carrier, kind, copy }: CarrierCardProps) {
  const portal = kind === 'claim' ? carrier.claimPortal : carrier.paymentPortal;
  const headingId = `${carrierCardId(carrier.key)}-name`;
  const detailsId = `${carrierCardId(carrier.key)}-details`;
  return (
    <Card
      id={carrierCardId(carrier.key)}
      component="article"
      aria-labelledby={headingId}
      // Focus lands here when the policy-number finder brings the card forward.
      tabIndex={-1}
      variant="outlined"
      data-testid="carrier-card"
      data-carrier={carrier.key}
      sx={{
        borderRadius: 3,
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        scrollMarginTop: 96,
        transition: 'box-shadow 200ms ease-in-out, border-color 200ms ease-in-out',
        '&[data-highlighted="true"]': {
          borderColor: 'secondary.main',
          borderWidth: 2,
          boxShadow: '0 0 0 4px rgba(154, 74, 0, 0.18)',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        {/* The logo's text alternative names the link: a link named by aria-label around an empty alt reads as no text. */}
        <Link href={carrier.url} {...externalLinkProps} sx={{ lineHeight: 0 }}>
          <Box
            component="img"
            src={carrier.logo}
            alt={`${carrier.name} website${NEW_TAB_HINT}`}
            width={224}
            height={56}
            sx={{ maxWidth: '100%', height: 56, width: 'auto' }}
          />
        </Link>
        <Chip label="Your carrier" color="secondary" size="small" sx={{ display: 'none', '[data-highlighted="true"] &': { display: 'inline-flex' } }} />
      </Box>
      <Typography id={headingId} variant="h6" component="h3">
        {carrier.name}
      </Typography>
      {portal ? (
        <Button href={portal} {...externalLinkProps} variant="contained" size="large" endIcon={<OpenInNewIcon aria-hidden />}>
          {copy.portalLabel}
          <Box component="span" sx={visuallyHidden}>
            {` with ${carrier.name}${NEW_TAB_HINT}`}
          </Box>
        </Button>
      ) : (
        <Box
          data-testid="no-portal"
          sx={{ bgcolor: '#fff4e5', border: 1, borderColor: '#f0c58e', borderRadius: 2, p: 2 }}
        >
          <Typography sx={{ mb: 1.5 }}>
            <PhoneText text={fillCarrierText(copy.noPortalText, carrier)} />
          </Typography>
          <Stack spacing={1}>
            <CallButton href={carrier.phone.href} label={`Call ${carrier.name} ${carrier.phone.display}`} variant="contained" />
            <CallButton href={agency.phone.href} label={`Call us ${agency.phone.display}`} variant="outlined" />
          </Stack>
        </Box>
      )}
      {/* One flex item for toggle and details, so the closed details add no gap below the toggle. */}
      <Box>
        <Button
          {...{ [CARRIER_PARTS.toggle]: carrier.key }}
          disabled
          aria-expanded={false}
          aria-controls={detailsId}
          variant="text"
          endIcon={
            <ExpandMoreIcon
              aria-hidden
              sx={{ transition: 'transform 200ms ease-in-out', '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } }}
            />
          }
          sx={{ alignSelf: 'flex-start', px: 1, ml: -1 }}
        >
          {/* One inline label: a flex button trims the space that starts a bare text run after an element. */}
          <span>
            <span {...{ [CARRIER_PARTS.toggleWord]: '' }}>Show</span> contact details
            <Box component="span" sx={visuallyHidden}>
              {` for ${carrier.name}`}
            </Box>
          </span>
        </Button>
          <Box
            id={detailsId}
            component="ul"
            hidden
            {...{ [CARRIER_PARTS.details]: '' }}
            sx={{ listStyle: 'none', m: 0, p: 0, pt: 1.5, display: 'grid', gap: 1.25 }}
          >
            <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <PhoneIcon fontSize="small" color="primary" aria-hidden />
              <Link href={carrier.phone.href} aria-label={`Call ${carrier.name} at ${carrier.phone.display}`}>
                {carrier.phone.display}
              </Link>
            </Box>
            <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <EmailOutlinedIcon fontSize="small" color="primary" aria-hidden />
              <Link
                href={`mailto:${carrier.email}`}
                aria-label={`E-mail ${carrier.name} at ${carrier.email}`}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {carrier.email}
              </Link>
            </Box>
            <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LanguageIcon fontSize="small" color="primary" aria-hidden />
              <Link href={carrier.url} {...externalLinkProps}>
                Visit website
                <Box component="span" sx={visuallyHidden}>
                  {` of ${carrier.name}${NEW_TAB_HINT}`}
                </Box>
              </Link>
            </Box>
          </Box>
      </Box>
    </Card>
  );
}
