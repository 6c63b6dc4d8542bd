/**
 * The right half of a page banner on wider screens: links to the three most common tasks, as cards on the banner's
 * gradient. Below the medium breakpoint the banner is one column and its own buttons suffice, so this is not shown.
 */
import { useContext, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { PrerenderContext } from '../app/prerender-context';
import { isActiveLink } from '../app/site-header';
import { heroQuickActions, type QuickActionIcon } from '../content/hero-quick-actions';

const ICONS: Record<QuickActionIcon, ComponentType<SvgIconProps>> = {
  quote: RequestQuoteOutlinedIcon,
  change: EditNoteOutlinedIcon,
  claim: ReportProblemOutlinedIcon,
};

export function HeroQuickActions({ titleId }: { titleId: string }) {
  const path = useContext(PrerenderContext)?.path ?? '';
  const actions = heroQuickActions.actions.filter((action) => !isActiveLink(action.to, path));
  return (
    <Box component="nav" aria-labelledby={titleId} data-testid="hero-quick-actions" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Typography id={titleId} component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1.5, color: '#ffd98a' }}>
        {heroQuickActions.title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {actions.map((action) => {
          const Icon = ICONS[action.icon];
          return (
            <li key={action.to}>
              <Box
                component="a"
                href={action.to}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  p: 2,
                  borderRadius: 2,
                  color: 'common.white',
                  textDecoration: 'none',
                  bgcolor: 'rgba(255, 255, 255, 0.1)',
                  border: '1px solid rgba(255, 255, 255, 0.3)',
                  transition: 'background-color 150ms',
                  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.18)' },
                  '&:focus-visible': { outline: '3px solid #ffd98a', outlineOffset: '2px' },
                }}
              >
                <Icon aria-hidden sx={{ fontSize: 32, flexShrink: 0 }} />
                <Box sx={{ flex: 1 }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.05rem' }}>
                    {action.label}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontSize: '0.9rem', opacity: 0.9 }}>
                    {action.description}
                  </Box>
                </Box>
                <ChevronRightIcon aria-hidden />
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
