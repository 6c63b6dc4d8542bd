import { Suspense, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PAGE_FADE_CLASS, pageFadeMs } from './motion';
import { HydrationBoundary } from './hydration-boundary';
import { PageErrorBoundary } from './page-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/** While a page's code loads on a client-side navigation; it only takes space, so the footer does not jump up. */
function PageLoading() {
  return <Box sx={{ minHeight: '60vh' }} role="status" aria-label="Loading page" />;
}

export function AppShell() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      {/* The skip link and the header hydrate on their own, as does the footer: see hydration-boundary.tsx. */}
      <HydrationBoundary>
        <Link
          href={`#${MAIN_CONTENT_ID}`}
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            bgcolor: 'background.paper',
            px: 2,
            py: 1,
            borderRadius: 1,
            '&:focus': { top: 8 },
          }}
        >
          Skip to main content
        </Link>
        <SiteHeader />
      </HydrationBoundary>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1 }}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            {/* Keyed by path: the fade restarts with every page. */}
            <div key={pathname} className={PAGE_FADE_CLASS} style={{ '--page-fade-ms': `${pageFadeMs(pathname)}ms` } as CSSProperties}>
              <Outlet />
            </div>
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
    </Box>
  );
}
