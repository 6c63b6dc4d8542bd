/**
 * Around every page: the announcer, a thin bar while the next page's code loads, and the one place that hears a
 * session end. A 401 from any call sends the person to sign in, back to this very page afterwards; a session whose
 * sign-in set-up is unfinished is sent to finish it.
 */
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { listenForSessionProblems } from '../api/http';
import { AnnouncerProvider } from '../ui/announcer';
import { signInPath } from './return-path';

/** Pages that need no session: a 401 there is an answer to show, not a reason to leave. */
const OPEN_PAGES = ['/sign-in', '/invitation'];

export function AppRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(
    () =>
      listenForSessionProblems((problem) => {
        if (OPEN_PAGES.includes(location.pathname)) return;
        if (problem === 'signed-out') {
          navigate(signInPath(`${location.pathname}${location.search}`), { replace: true, state: { sessionEnded: true } });
        } else if (location.pathname !== '/set-up') {
          navigate('/set-up', { replace: true });
        }
      }),
    [location.pathname, location.search, navigate],
  );

  return (
    <AnnouncerProvider>
      {navigation.state === 'loading' && (
        <LinearProgress aria-label="Loading the page" sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 2000 }} />
      )}
      <Outlet />
    </AnnouncerProvider>
  );
}
