import type { CSSProperties, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PAGE_FADE_CLASS, pageFadeMs } from './motion';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/** Every page's frame: skip link, header, the page in its fade-in wrapper, footer. */
export function AppShell({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
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
      <SiteHeader path={path} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1 }}>
        <div className={PAGE_FADE_CLASS} style={{ '--page-fade-ms': `${pageFadeMs(path)}ms` } as CSSProperties}>
          {children}
        </div>
      </Box>
      <SiteFooter />
    </Box>
  );
}
