/**
 * A native island (docs/architecture.md): markup that works as plain HTML (details/summary, links, a dialog) and that a
 * small script enhances as soon as the page's entry runs. No React runs in the browser for it, so its module imports
 * nothing from React or MUI.
 */
import { ISLAND_STATE_ATTRIBUTE } from './island-attributes';

export interface NativeIsland {
  kind: 'native';
  name: string;
  hydrate: (element: HTMLElement) => void;
}

export function nativeIsland(name: string, enhance: (element: HTMLElement) => void): NativeIsland {
  return {
    kind: 'native',
    name,
    hydrate: (element) => {
      enhance(element);
      element.setAttribute(ISLAND_STATE_ATTRIBUTE, 'hydrated');
    },
  };
}
