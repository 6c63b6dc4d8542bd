/**
 * The wizard workbench, a page of `npm run dev` only (scripts/dev-server.ts serves it; no build contains it):
 * `/workbench` lists the wizards, `/workbench/<id>` opens one beside what its author needs to see, and
 * `/workbench/widgets` shows every widget in each state.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createEmotionCache } from '../src/app/emotion-cache';
import { SiteProviders } from '../src/app/site-providers';
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
    <SiteProviders emotionCache={createEmotionCache()}>
      <Page path={window.location.pathname} />
    </SiteProviders>
  </StrictMode>,
);
