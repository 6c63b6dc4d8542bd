/** What every rendering of the site shares, in the browser and in the pre-renderer: styles cache, theme, baseline. */
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { HydrationBoundary } from './hydration-boundary';
import { theme } from './theme';

interface SiteProvidersProps {
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function SiteProviders({ emotionCache, children }: SiteProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* The site itself hydrates in short tasks after this frame (hydration-boundary.tsx). */}
        <HydrationBoundary>{children}</HydrationBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}
