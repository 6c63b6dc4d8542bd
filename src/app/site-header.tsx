/**
 * The site header: logo, the main menu and the phone button. Static markup that works as native HTML, enhanced by
 * the site-menu island (src/islands/site-menu.ts) as soon as the page's script runs.
 *
 * Desktop (lg and up): a disclosure navigation, not an ARIA "menu": every item is a plain link, and an item with
 * children gets a toggle button (aria-haspopup, aria-expanded, aria-controls). The panel opens on hover (CSS) and, for
 * the keyboard, on Enter/Space at the toggle or ArrowDown (which also moves focus to the first link); Escape closes
 * it and returns focus to the toggle, and it closes when focus leaves the item. Once enhanced it does not open on
 * mere focus: tabbing along the bar would otherwise walk keyboard users through every submenu link (the WAI
 * disclosure navigation pattern). Before the script runs (or without it), `:focus-within` opens the panel, so every
 * link stays reachable from the keyboard.
 *
 * Below lg the menu is a modal <dialog> drawn from the right: the browser traps focus in it, closes it on Escape and
 * returns focus to the toggle; the page behind does not scroll while it is open (CSS). It closes on its close
 * button, on the backdrop and on choosing a link. Its toggle and close button are invoker commands, so the browser
 * opens and closes it by itself: a tap before the menu's script has run (or without it) is not lost.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/Phone';
import { agency } from '../../config/agency';
import { AgencyLogo } from '../components/agency-logo';
import type { MenuItem } from '../content/navigation';
import { MENU_ATTRIBUTES, island as siteMenuIsland } from '../islands/site-menu';
import { nativeIslandAttributes } from './island';
import { siteMenu } from './site-menu';
import { CallButton } from '../components/call-button';

export const MOBILE_MENU_ID = 'site-menu-dialog';

/** A button's invoker command on the phone menu's dialog (the HTML `command` and `commandfor` attributes). */
function menuCommand(command: 'show-modal' | 'close'): Record<string, string> {
  return { command, commandfor: MOBILE_MENU_ID };
}

/** Whether a menu link is the current page or one of its parents (a link to `/` only on the home page). */
export function isActiveLink(to: string, path: string): boolean {
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}

/** A menu link's attributes on the page at `path`: the current one is marked for styles and screen readers. */
function activeProps(to: string, path: string) {
  return isActiveLink(to, path) ? { className: 'active', 'aria-current': 'page' as const } : {};
}

const activeSx = { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 } as const;

const navItemSx = {
  color: 'text.primary',
  fontWeight: 700,
  fontSize: '0.82rem',
  letterSpacing: '0.04em',
  px: 0.9,
  minWidth: 0,
  whiteSpace: 'nowrap',
  '&.active': activeSx,
} as const;

const expandIconSx = { '[aria-expanded="true"] > &, [aria-expanded="true"] > .MuiButton-endIcon > &': { transform: 'rotate(180deg)' } };

function DesktopDropdown({ item, path }: { item: MenuItem & { children: NonNullable<MenuItem['children']> }; path: string }) {
  const panelId = `menu-panel-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const toggleProps = {
    [MENU_ATTRIBUTES.toggle]: '',
    'aria-haspopup': 'true' as const,
    'aria-expanded': false,
    'aria-controls': panelId,
  };
  const childActive = item.children.some((child) => path === child.to);

  return (
    <Box component="li" {...{ [MENU_ATTRIBUTES.item]: '' }} sx={{ position: 'relative', display: 'flex', alignItems: 'stretch' }}>
      {item.to ? (
        <>
          <Button href={item.to} {...activeProps(item.to, path)} sx={{ ...navItemSx, pr: 0.25 }}>
            {item.label}
          </Button>
          <IconButton
            {...toggleProps}
            size="small"
            aria-label={`${item.label} submenu`}
            sx={{ px: 0.25, borderRadius: 1, color: 'text.secondary' }}
          >
            <ExpandMoreIcon fontSize="small" sx={expandIconSx} />
          </IconButton>
        </>
      ) : (
        <Button
          {...toggleProps}
          endIcon={<ExpandMoreIcon sx={expandIconSx} />}
          sx={{ ...navItemSx, '& .MuiButton-endIcon': { ml: 0.25 }, ...(childActive && activeSx) }}
        >
          {item.label}
        </Button>
      )}
      <Paper
        id={panelId}
        {...{ [MENU_ATTRIBUTES.panel]: '' }}
        elevation={6}
        sx={{
          display: 'none',
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
                href={child.to}
                {...activeProps(child.to, path)}
                underline="none"
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

function DesktopNav({ path }: { path: string }) {
  const panel = `[${MENU_ATTRIBUTES.panel}]`;
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: { xs: 'none', lg: 'block' },
        alignSelf: 'stretch',
        [`& li:hover > ${panel}, & [aria-expanded="true"] ~ ${panel}`]: { display: 'block' },
        // Until the menu's script runs, focus opens a panel: its links stay reachable from the keyboard.
        [`header:not([data-island-state="hydrated"]) & li:focus-within > ${panel}`]: { display: 'block' },
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', height: '100%', alignItems: 'stretch' }}>
        {siteMenu.map((item) =>
          item.children ? (
            <DesktopDropdown key={item.label} item={{ ...item, children: item.children }} path={path} />
          ) : (
            <Box component="li" key={item.label} sx={{ display: 'flex' }}>
              {item.to && (
                <Button href={item.to} {...activeProps(item.to, path)} sx={navItemSx}>
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

const drawerLinkSx = {
  display: 'block',
  py: 1.25,
  px: 1,
  fontWeight: 700,
  color: 'text.primary',
  borderRadius: 1,
  '&:hover': { bgcolor: '#e8eef5' },
  '&.active': { color: 'primary.main', bgcolor: '#e8eef5' },
} as const;

function MobileNav({ path }: { path: string }) {
  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton
        {...{ [MENU_ATTRIBUTES.open]: '' }}
        {...menuCommand('show-modal')}
        aria-label="Open menu"
        aria-haspopup="dialog"
        // No aria-expanded in the markup: HTML gives a button with a `command` none; the menu's script adds it.
        aria-controls={MOBILE_MENU_ID}
        sx={{ color: 'primary.main' }}
      >
        <MenuIcon />
      </IconButton>
      <Box
        component="dialog"
        id={MOBILE_MENU_ID}
        aria-label="Site menu"
        sx={{
          position: 'fixed',
          inset: '0 0 0 auto',
          m: 0,
          p: 0,
          border: 0,
          width: { xs: '100%', sm: 380 },
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 16,
          '&[open]': { display: 'flex', flexDirection: 'column' },
          '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
          'body:has(&[open])': { overflow: 'hidden' },
          '@media (prefers-reduced-motion: no-preference)': {
            '&[open]': { animation: 'site-menu-in 225ms ease-out' },
          },
          '@keyframes site-menu-in': { from: { transform: 'translateX(100%)' }, to: { transform: 'none' } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {agency.shortName}
          </Typography>
          <IconButton {...{ [MENU_ATTRIBUTES.close]: '' }} {...menuCommand('close')} aria-label="Close menu">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ px: 2, py: 1, overflowY: 'auto' }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {siteMenu.map((item) => (
              <li key={item.label}>
                {item.to ? (
                  <Link href={item.to} {...activeProps(item.to, path)} underline="none" sx={drawerLinkSx}>
                    {item.label}
                  </Link>
                ) : (
                  <Typography component="p" sx={{ py: 1.25, px: 1, fontWeight: 700, color: 'text.secondary' }}>
                    {item.label}
                  </Typography>
                )}
                {item.children && (
                  <Box
                    component="ul"
                    aria-label={`${item.label} pages`}
                    sx={{ listStyle: 'none', m: 0, mb: 0.5, p: 0, pl: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
                  >
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link
                          href={child.to}
                          {...activeProps(child.to, path)}
                          underline="none"
                          sx={{ ...drawerLinkSx, py: 1, fontWeight: 600, fontSize: '0.92rem' }}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </Box>
                )}
              </li>
            ))}
          </Box>
          <CallButton href={agency.phone.href} label={`Call ${agency.phone.display}`} variant="contained" fullWidth sx={{ mt: 2, mb: 3 }} />
        </Box>
      </Box>
    </Box>
  );
}

export function SiteHeader({ path }: { path: string }) {
  return (
    <AppBar
      {...nativeIslandAttributes(siteMenuIsland)}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, sm: 68 }, gap: { xs: 1, sm: 2 }, alignItems: 'center' }}>
          <Link
            href="/"
            underline="none"
            color="primary"
            aria-label={`${agency.name}, home`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto', minWidth: 0, flexShrink: { lg: 0 } }}
          >
            <AgencyLogo size={32} />
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
          <DesktopNav path={path} />
          <Button
            href={agency.phone.href}
            variant="outlined"
            startIcon={<PhoneIcon aria-hidden />}
            aria-label={`Call us at ${agency.phone.display}`}
            sx={{ flexShrink: 0, px: { xs: 1.5, sm: 2.5 }, whiteSpace: 'nowrap' }}
          >
            {/* The number itself where there is room; "Call" on phones and beside the full desktop menu. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline', lg: 'none', xl: 'inline' } }}>
              {agency.phone.display}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none', lg: 'inline', xl: 'none' } }}>
              Call
            </Box>
          </Button>
          <MobileNav path={path} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
