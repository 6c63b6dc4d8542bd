/**
 * The frame of every inbox page: a skip link, the header (the agency, who is signed in, sign out), the sections'
 * navigation with the inbox's figures, and the page. It loads what every page needs (app/inbox-context.tsx) and
 * sends a session whose sign-in set-up is unfinished to finish it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { agency } from '../../config/agency';
import type { InboxSummary, RequestKindView, StaffMe, StaffMemberView } from '../../schemas/staff-api';
import { authCall, authClient } from '../api/auth-client';
import type { ApiError } from '../api/http';
import { useResource } from '../api/use-resource';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { useAnnounce } from '../ui/announcer';
import { InboxContext, type InboxContextValue } from './inbox-context';
import { INBOX_SECTIONS, isCurrentSection } from './inbox-sections';
import { summaryText } from './inbox-summary';

const MAIN_ID = 'main';

const skipLink = {
  position: 'absolute',
  left: 8,
  top: -100,
  zIndex: 3000,
  bgcolor: 'background.paper',
  color: 'primary.main',
  px: 2,
  py: 1.5,
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;

export function InboxLayout() {
  const me = useResource<StaffMe>('/me');
  const kinds = useResource<RequestKindView[]>(me.data?.enrolled ? '/kinds' : null);
  const staff = useResource<StaffMemberView[]>(me.data?.enrolled ? '/staff' : null);
  const summary = useResource<InboxSummary>(me.data?.enrolled ? '/summary' : null);
  const location = useLocation();
  const { reload: reloadSummary } = summary;

  // The figures follow the work: a status changed on a request's page shows when the list comes back.
  useEffect(() => {
    reloadSummary();
  }, [location.pathname, reloadSummary]);

  const value = useMemo<InboxContextValue | null>(
    () =>
      me.data && kinds.data && staff.data
        ? {
            me: me.data,
            kinds: kinds.data,
            staff: staff.data,
            summary: summary.data,
            refreshMe: me.reload,
            refreshStaff: staff.reload,
            refreshSummary: summary.reload,
          }
        : null,
    [me.data, me.reload, kinds.data, staff.data, staff.reload, summary.data, summary.reload],
  );

  if (me.data && !me.data.enrolled) return <Navigate to="/set-up" replace />;
  const error = me.error ?? kinds.error ?? staff.error;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link href={`#${MAIN_ID}`} sx={skipLink}>
        Skip to the page
      </Link>
      {value ? (
        <InboxContext.Provider value={value}>
          {/* One banner: the agency, the member, the sections and the figures. */}
          <Box component="header">
            <InboxHeader me={value.me} />
            <InboxNavigation me={value.me} summary={value.summary} />
          </Box>
          <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, outline: 'none' }}>
            <Outlet />
          </Box>
        </InboxContext.Provider>
      ) : (
        <Box component="main" id={MAIN_ID} sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
          {error ? <ErrorAlert error={error} onRetry={() => window.location.reload()} /> : <Loading label="Loading the inbox…" />}
        </Box>
      )}
    </Box>
  );
}

function InboxHeader({ me }: { me: StaffMe }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);

  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await authCall(authClient.signOut(), { needsSession: false });
    } catch (error) {
      // A session that has ended already is as good as signed out.
      if ((error as ApiError).status !== 401) {
        setBusy(false);
        announce(`Signing out did not work: ${(error as Error).message}`);
        return;
      }
    }
    navigate('/sign-in', { replace: true, state: { signedOut: true } });
  }, [announce, navigate]);

  return (
    <AppBar component="div" position="static" elevation={0}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1.5, sm: 3 } }}>
        <ShieldOutlinedIcon aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Typography component="p" noWrap sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {agency.shortName}
          <Box component="span" sx={{ fontWeight: 400, display: { xs: 'none', sm: 'inline' } }}>
            {' '}
            · Staff inbox
          </Box>
        </Typography>
        <Button
          component={RouterLink}
          to="/account"
          color="inherit"
          aria-label={`${me.name}, your account`}
          aria-current={pathname === '/account' ? 'page' : undefined}
          startIcon={<AccountCircleOutlinedIcon aria-hidden />}
          sx={{ minWidth: 44, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {me.name}
          </Box>
        </Button>
        <Button color="inherit" variant="outlined" onClick={signOut} disabled={busy} sx={{ flexShrink: 0 }}>
          Sign out
        </Button>
      </Toolbar>
    </AppBar>
  );
}

/** How wide the fade is at an end of the sections' row that hides more of them. */
const FADE_PX = 32;

function fadeMask(start: boolean, end: boolean): string | undefined {
  if (!start && !end) return undefined;
  return `linear-gradient(to right, ${start ? `transparent, #000 ${FADE_PX}px` : '#000'}, ${end ? `#000 calc(100% - ${FADE_PX}px), transparent` : '#000'})`;
}

function InboxNavigation({ me, summary }: { me: StaffMe; summary: InboxSummary | undefined }) {
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const sections = INBOX_SECTIONS.filter((section) => !section.owners || me.role === 'owner');

  // Which ends of the row hide sections, faded so that the eye sees there is more to scroll to.
  const [hidden, setHidden] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const row = list.current;
    if (!row) return;
    const start = row.scrollLeft > 1;
    const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  // On a phone the sections scroll sideways: the current one is brought into view, past the edge it was hidden by.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const bounds = row.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < bounds.left) row.scrollLeft -= bounds.left - link.left + FADE_PX;
    else if (link.right > bounds.right) row.scrollLeft += link.right - bounds.right + FADE_PX;
    measure();
  }, [pathname, measure]);

  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 1, sm: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
        }}
      >
        <Box component="nav" aria-label="Inbox sections" sx={{ flexGrow: 1, minWidth: 0, maxWidth: '100%' }}>
          {/* One line that scrolls within itself where the sections do not fit (a phone), never two rows of links. */}
          <Box
            component="ul"
            ref={list}
            onScroll={measure}
            sx={{
              display: 'flex',
              flexWrap: 'nowrap',
              overflowX: 'auto',
              scrollbarWidth: 'none',
              m: 0,
              p: 0,
              listStyle: 'none',
              whiteSpace: 'nowrap',
              // A link reached with the keyboard comes into view clear of the fade.
              scrollPaddingInline: `${FADE_PX}px`,
              maskImage: fadeMask(hidden.start, hidden.end),
            }}
          >
            {sections.map((section) => {
              const current = isCurrentSection(section, pathname);
              return (
                <li key={section.path}>
                  <Link
                    component={RouterLink}
                    to={section.path}
                    aria-current={current ? 'page' : undefined}
                    underline="none"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 48,
                      px: { xs: 0.75, sm: 1.5 },
                      fontWeight: 600,
                      color: current ? 'primary.main' : 'text.secondary',
                      borderBottom: 3,
                      borderColor: current ? 'primary.main' : 'transparent',
                      '&:hover': { color: 'primary.main' },
                    }}
                  >
                    {section.label}
                  </Link>
                </li>
              );
            })}
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="inbox-summary" sx={{ py: 1, px: { xs: 1, sm: 0 } }}>
          {summary ? summaryText(summary) : 'Counting requests…'}
        </Typography>
      </Box>
    </Box>
  );
}
