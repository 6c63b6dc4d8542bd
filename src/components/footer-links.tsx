import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { agency, type SocialLink } from '../../config/agency';
import { footerLinks } from '../content/navigation';
import { externalLinkProps, NEW_TAB_HINT } from './external-link';

const SOCIAL_ICONS: Record<SocialLink['network'], ComponentType<SvgIconProps>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  // MUI ships no Yelp mark; a review icon says "reviews" without imitating the brand.
  Yelp: RateReviewOutlinedIcon,
};

/**
 * The footer's site links, the free-quote call to action and the social profiles. A component of its own so the
 * footer file stays small and other work on it (the newsletter signup) does not collide with this.
 */
export function FooterLinks() {
  return (
    <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: { md: 'center' } }}>
      <Box component="nav" aria-label="Footer" sx={{ flex: 1 }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
        >
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link href={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {agency.social.map((profile) => {
          const Icon = SOCIAL_ICONS[profile.network];
          return (
            <Link
              key={profile.network}
              href={profile.url}
              {...externalLinkProps}
              aria-label={`${agency.shortName} on ${profile.network}${NEW_TAB_HINT}`}
              sx={{ display: 'inline-flex', p: 1, borderRadius: 1, '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } }}
            >
              <Icon aria-hidden />
            </Link>
          );
        })}
      </Stack>
      <Button
        href="/quote"
        variant="contained"
        sx={{ bgcolor: '#ffd98a', color: '#0a2a48 !important', '&:hover': { bgcolor: '#ffe7b0' }, flexShrink: 0 }}
      >
        GET A FREE QUOTE TODAY
      </Button>
    </Box>
  );
}
