/**
 * The wizard workbench, a page of `npm run dev` only (scripts/dev-server.ts serves it; no build contains it):
 * `/workbench` lists the wizards, `/workbench/<id>` opens one beside what its author needs to see, and
 * `/workbench/widgets` shows every widget in each state.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '../src/app/emotion-cache';
import { pageStyles } from '../src/app/page-styles';
import { siteTheme } from '../src/app/theme';
import { WidgetCatalogue } from './widget-catalogue';
import { WizardList } from './wizard-list';
import { WizardWorkbench } from './wizard-workbench';

function Page({ path }: { path: string }) {
  const [, , name] = path.split('/');
  if (!name) return <WizardList />;
  if (name === 'widgets') return <WidgetCatalogue />;
  return <WizardWorkbench wizardId={name} />;
}

const root = document.getElementById('workbench');
if (!root) throw new Error('The workbench page has no #workbench element');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <ThemeProvider theme={siteTheme()}>
        <CssBaseline />
        <GlobalStyles styles={pageStyles} />
        <Page path={window.location.pathname} />
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
