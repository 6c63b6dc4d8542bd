/**
 * The browser entry. A pre-rendered page (every route of the production build) is hydrated: React adopts the served
 * markup instead of drawing it again. In development, Vite serves the empty template and the app renders from scratch.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { preloadPageChunks } from './app/page-chunks';
import { AppRoutes, preloadPage } from './app/router';
import { SiteProviders } from './app/site-providers';

// In a task of its own: asking for a chunk costs the main thread a little per request (a wizard page asks for many),
// which made the task that runs the shell's code longer. React's first task (the page's outer frame) comes first.
setTimeout(preloadPageChunks);
preloadPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <SiteProviders emotionCache={createEmotionCache()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteProviders>
  </StrictMode>
);

// Not in a transition: a time-sliced hydration would leave the served form fields looking ready for longer than they
// are, and React resets a controlled field to its state when it hydrates it, so early typing would be lost. Tried:
// in a transition, a tap that reaches the page while React is still hydrating it does nothing (React hands it to the
// tree it has not committed yet), and the shell's scroll to the top lands after the visitor has started scrolling.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
