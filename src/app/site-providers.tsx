/**
 * What surrounds every page in the pre-renderer, and the workbench of the development server: styles cache, theme,
 * MUI's baseline and the site's page-wide styles.
 */
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { pageStyles } from './page-styles';
import { siteTheme } from './theme';

interface SiteProvidersProps {
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function SiteProviders({ emotionCache, children }: SiteProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={siteTheme()}>
        <CssBaseline />
        <GlobalStyles styles={pageStyles} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
