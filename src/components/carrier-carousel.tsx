/**
 * The home page's band of partner carrier logos, scrolling sideways without end (spec: each logo appears twice for
 * the scrolling effect; every logo links to the carrier's site in a new tab).
 *
 * Pure CSS: the track holds the list twice and slides left by exactly one list width (-50%), then starts again,
 * so the seam is invisible. Every item carries its own spacing (padding, not a flex gap), which keeps half the track
 * equal to one list. Screen readers and the keyboard meet each carrier once: the second copy is aria-hidden and
 * out of the tab order. Hovering pauses the band, and so does the Pause switch (for touch screens, where there is no
 * hover: WCAG 2.2.2). With reduced motion, and while a logo has keyboard focus, it does not move at all and shows
 * one wrapped list, so the focused logo is always on screen (a moving band would carry it out of view).
 */
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { CarrierBrand } from '../content/carrier-brands';
import { externalLinkProps, NEW_TAB_HINT } from './external-link';

const SECONDS_PER_LOGO = 3;
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

const slideOneList = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

interface CarrierCarouselProps {
  carriers: readonly CarrierBrand[];
  /** Accessible name of the list, e.g. "Our partner insurance companies". */
  label: string;
}

/** The band as one still, wrapped list. */
const stillList = {
  animation: 'none',
  width: 'auto',
  flexWrap: 'wrap',
  justifyContent: 'center',
  '& > [aria-hidden="true"]': { display: 'none' },
  // Two small logos a row on a phone rather than a long column of large ones.
  '& > li': { px: 0.75, py: 0.75 },
  '& img': { width: { xs: 120, sm: LOGO_WIDTH }, height: 'auto' },
} as const;

export function CarrierCarousel({ carriers, label }: CarrierCarouselProps) {
  const items = [...carriers.map((carrier) => ({ carrier, copy: false })), ...carriers.map((carrier) => ({ carrier, copy: true }))];
  return (
    <Box sx={{ '&:has([data-carousel-pause]:checked) ul': { animationPlayState: 'paused' } }}>
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 0.5,
          minHeight: 44,
          width: 'fit-content',
          ml: 'auto',
          px: 1,
          fontSize: '0.875rem',
          fontWeight: 600,
          color: 'text.secondary',
          cursor: 'pointer',
          '& input': { width: 20, height: 20, m: 0, accentColor: (theme) => theme.palette.primary.main },
          // Nothing moves with reduced motion: nothing to pause.
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        }}
      >
        <input type="checkbox" data-carousel-pause data-testid="carousel-pause" />
        Pause the logos
      </Box>
      <Box
        sx={{
          overflow: 'hidden',
          py: 1,
          maskImage: 'linear-gradient(to right, transparent, #000 6%, #000 94%, transparent)',
          '&:hover ul': { animationPlayState: 'paused' },
          '&:has(a:focus-visible) ul': stillList,
          '&:has(a:focus-visible)': { maskImage: 'none' },
        }}
      >
        <Box
          component="ul"
          aria-label={label}
          data-testid="carrier-carousel"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            width: 'max-content',
            animation: `${slideOneList} ${carriers.length * SECONDS_PER_LOGO}s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': stillList,
          }}
        >
          {items.map(({ carrier, copy }) => (
            <Box component="li" key={`${carrier.key}${copy ? '-copy' : ''}`} aria-hidden={copy || undefined} sx={{ px: { xs: 2, md: 3 } }}>
              <Box
                component="a"
                href={carrier.url}
                {...externalLinkProps}
                tabIndex={copy ? -1 : undefined}
                sx={{ display: 'block', borderRadius: 1, p: 1, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
              >
                <img src={carrier.logo} alt={`${carrier.name}${NEW_TAB_HINT}`} width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" decoding="async" style={{ display: 'block' }} />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
