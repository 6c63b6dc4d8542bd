/**
 * The site header: logo, the main menu and the phone button.
 *
 * Desktop (lg and up): a disclosure navigation, not an ARIA "menu": every item is a plain link, and an item with
 * children gets a toggle button (aria-haspopup, aria-expanded, aria-controls). The panel opens on hover and, for the
 * keyboard, on Enter/Space at the toggle or ArrowDown (which also moves focus to the first link); Escape closes it
 * and returns focus to the toggle, and it closes when focus leaves the item. It does not open on mere focus: tabbing
 * along the bar would otherwise walk keyboard users through every submenu link (the WAI disclosure navigation
 * pattern). The ARIA "menu" role is avoided on purpose: it promises application keyboard behaviour that site
 * navigation does not need.
 *
 * Below lg the menu moves into a drawer (mobile-menu.tsx), loaded when the visitor first reaches for the menu button.
 * It locks body scrolling while open, traps focus, and closes on its close button, on choosing a link and on every
 * navigation.
 */
import { Suspense, lazy, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/Phone';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { agency } from '../../config/agency';
import type { MenuItem } from '../content/navigation';
import { siteMenu } from './site-menu';

const navItemSx = {
  color: 'text.primary',
  fontWeight: 700,
  fontSize: '0.82rem',
  letterSpacing: '0.04em',
  px: 0.9,
  minWidth: 0,
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

function DesktopDropdown({ item }: { item: MenuItem & { children: NonNullable<MenuItem['children']> } }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // A successful navigation closes the panel even while the pointer still rests on it.
  useEffect(() => setOpen(false), [pathname]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === toggleRef.current) {
      event.preventDefault();
      setOpen(true);
      // Wait for the panel to be displayed before moving focus into it.
      requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>('a')?.focus());
    }
  };
  const childActive = item.children.some((child) => pathname === child.to);

  return (
    <Box
      component="li"
      sx={{ position: 'relative', display: 'flex', alignItems: 'stretch' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={onKeyDown}
    >
      {item.to ? (
        <>
          <Button component={NavLink} to={item.to} sx={{ ...navItemSx, pr: 0.25 }}>
            {item.label}
          </Button>
          <IconButton
            ref={toggleRef}
            size="small"
            aria-label={`${item.label} submenu`}
            aria-haspopup="true"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            sx={{ px: 0.25, borderRadius: 1, color: 'text.secondary' }}
          >
            <ExpandMoreIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
        </>
      ) : (
        <Button
          ref={toggleRef}
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
          sx={{
            ...navItemSx,
            '& .MuiButton-endIcon': { ml: 0.25 },
            ...(childActive && { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 }),
          }}
        >
          {item.label}
        </Button>
      )}
      <Paper
        id={panelId}
        elevation={6}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          top: '100%',
          left: 0,
          minWidth: 220,
          py: 1,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          borderTop: 3,
          borderColor: 'primary.main',
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {item.children.map((child) => (
            <li key={child.to}>
              <Link
                component={NavLink}
                to={child.to}
                underline="none"
                onClick={() => setOpen(false)}
                sx={{
                  display: 'block',
                  px: 2.5,
                  py: 1.25,
                  fontWeight: 600,
                  fontSize: '0.9rem',
                  color: 'text.primary',
                  '&:hover, &:focus-visible': { bgcolor: '#e8eef5', color: 'primary.main' },
                  '&.active': { color: 'primary.main' },
                }}
              >
                {child.label}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

function DesktopNav() {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'block' }, alignSelf: 'stretch' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', height: '100%', alignItems: 'stretch' }}>
        {siteMenu.map((item) =>
          item.children ? (
            <DesktopDropdown key={item.label} item={{ ...item, children: item.children }} />
          ) : (
            <Box component="li" key={item.label} sx={{ display: 'flex' }}>
              {item.to && (
                <Button component={NavLink} to={item.to} end={item.to === '/'} sx={navItemSx}>
                  {item.label}
                </Button>
              )}
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const loadMobileMenu = () => void import('./mobile-menu');

function MobileNav() {
  const [open, setOpen] = useState(false);
  // The drawer's chunk is fetched when the visitor reaches for the button, and drawn from the first opening on.
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  const drawerId = useId();

  // Every successful navigation closes the menu, whatever caused it (a link, the back button, a redirect).
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={wanted ? drawerId : undefined}
        onPointerEnter={loadMobileMenu}
        onFocus={loadMobileMenu}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ color: 'primary.main' }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu id={drawerId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

export function SiteHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, sm: 68 }, gap: { xs: 1, sm: 2 }, alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="primary"
            aria-label={`${agency.name}, home`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto', minWidth: 0, flexShrink: { lg: 0 } }}
          >
            <ShieldOutlinedIcon aria-hidden sx={{ fontSize: 32 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 800, lineHeight: 1.1, fontSize: { xs: '1rem', sm: '1.15rem', lg: '1.05rem', xl: '1.15rem' }, whiteSpace: { lg: 'nowrap' } }}
              >
                {/* The short name beside the full desktop menu, where the full one would crowd the first item. */}
                <Box component="span" sx={{ display: { xs: 'inline', lg: 'none', xl: 'inline' } }}>
                  {agency.name}
                </Box>
                <Box component="span" sx={{ display: { xs: 'none', lg: 'inline', xl: 'none' } }}>
                  {agency.shortName}
                </Box>
              </Typography>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block', lg: 'none', xl: 'block' } }}
              >
                Family-owned in San Jose since {agency.foundedYear}
              </Typography>
            </Box>
          </Link>
          <DesktopNav />
          <Button
            href={agency.phone.href}
            variant="outlined"
            startIcon={<PhoneIcon aria-hidden />}
            aria-label={`Call us at ${agency.phone.display}`}
            sx={{ flexShrink: 0, px: { xs: 1.5, sm: 2.5 } }}
          >
            {/* The number itself where there is room; "Call" on phones and beside the full desktop menu. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline', lg: 'none', xl: 'inline' } }}>
              {agency.phone.display}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none', lg: 'inline', xl: 'none' } }}>
              Call
            </Box>
          </Button>
          <MobileNav />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
