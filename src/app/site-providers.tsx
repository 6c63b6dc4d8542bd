/** What surrounds every page in the pre-renderer: styles cache, theme and the baseline (global) styles. */
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
