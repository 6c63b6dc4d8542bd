/**
 * A React island (docs/architecture.md): a component the pre-renderer renders on its own, with its props and an id
 * prefix recorded on its wrapper element (island.tsx); the browser hydrates that element with the same component
 * and props, in a React root of its own.
 */
import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from './emotion-cache';
import { ISLAND_PREFIX_ATTRIBUTE, ISLAND_STATE_ATTRIBUTE } from './island-attributes';
import { IslandErrorBoundary } from './island-error-boundary';
import { siteTheme } from './theme';
import { yieldToBrowser } from '../browser/yield-to-browser';

export interface ReactIsland<P extends object> {
  kind: 'react';
  name: string;
  Component: ComponentType<P>;
  /** Source modules the island loads as it hydrates, beyond its own chunk (build-manifest names). */
  modules: (props: P) => string[];
  hydrate: (element: HTMLElement, props: P) => Promise<void>;
}

interface ReactIslandOptions<P> {
  /** Loads what the component reads synchronously (a wizard's folder), in the browser before hydrating. */
  prepare?: (props: P) => Promise<unknown>;
  /** The source modules `prepare` loads, so the build can weigh them with the page. */
  modules?: (props: P) => string[];
}

/** Marks the island hydrated once React has committed it (tests and the hydration check wait for this). */
function HydratedMark({ container }: { container?: HTMLElement }) {
  useEffect(() => container?.setAttribute(ISLAND_STATE_ATTRIBUTE, 'hydrated'), [container]);
  return null;
}

/**
 * The root of every React island, in the pre-renderer and in the browser alike (the same tree, so `useId` hands out
 * the same ids): styles cache, theme, error boundary, and the mark set once the browser has hydrated it.
 */
export function IslandRoot({ emotionCache, container, children }: { emotionCache: EmotionCache; container?: HTMLElement; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={siteTheme()}>
          <IslandErrorBoundary>{children}</IslandErrorBoundary>
        </ThemeProvider>
      </CacheProvider>
      <HydratedMark container={container} />
    </StrictMode>
  );
}

/** One cache for every island of the page: it adopts the served style rules once (emotion-cache.ts). */
let browserCache: EmotionCache | undefined;

/** A React island; the pre-renderer waits for what `prepare` loads while rendering, as React suspends on it. */
export function reactIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { prepare, modules = () => [] }: ReactIslandOptions<P> = {},
): ReactIsland<P> {
  return {
    kind: 'react',
    name,
    Component,
    modules,
    hydrate: async (element, props) => {
      await prepare?.(props);
      // The styles cache and the theme are made in a task of their own, not at the end of the last one `prepare` ran.
      await yieldToBrowser();
      const emotionCache = (browserCache ??= createEmotionCache());
      siteTheme();
      // In a transition, React hydrates in short slices and the page keeps answering meanwhile; a tap or key that
      // reaches the island first makes React finish hydrating it at once. Text typed in the meantime stays in the
      // served fields, which React does not reset (early-input.ts), and the island's own buttons stay disabled until
      // it has hydrated.
      startTransition(() => {
        hydrateRoot(
          element,
          <IslandRoot emotionCache={emotionCache} container={element}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: element.getAttribute(ISLAND_PREFIX_ATTRIBUTE) ?? '' },
        );
      });
    },
  };
}
