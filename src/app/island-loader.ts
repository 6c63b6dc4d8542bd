/**
 * The browser side of the islands (docs/architecture.md): finds the elements the pre-renderer marked, and runs each
 * one's module from src/islands/ when its time comes. A module is fetched only by a page that has its island, and only
 * when the island is needed.
 */
import type { NativeIsland } from './native-island';
import type { ReactIsland } from './react-island';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_CHUNKS_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  NEAR_VIEWPORT_PX,
  type HydrateWhen,
} from './island-attributes';
import { yieldToBrowser } from '../browser/yield-to-browser';

const islandModules = Object.fromEntries(
  Object.entries(
    import.meta.glob<NativeIsland | ReactIsland<never>>(['../islands/*.{ts,tsx}', '!../islands/*.test.ts'], { import: 'island' }),
  ).map(
    ([file, load]) => [file.replace(/^.*\/|\.tsx?$/g, ''), load],
  ),
);

/** The first of these inside a `visible` island hydrates it at once: the visitor is using it. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

const REQUESTS_A_TASK = 8;

/**
 * Evaluating a module runs everything it imports in the same task: an island's whole code at once, too long a task
 * for a cheap phone. The build lists the island's chunks in an order each needs only those before it; they are all
 * fetched at once, then evaluated one a task. The island's module, last, finds its imports evaluated.
 */
async function evaluateInTurn(element: HTMLElement): Promise<void> {
  const chunks = element.getAttribute(ISLAND_CHUNKS_ATTRIBUTE)?.split(' ') ?? [];
  // Starting a request costs the main thread too: a few at a time, a task each.
  for (let first = 0; first < chunks.length; first += REQUESTS_A_TASK) {
    if (first > 0) await yieldToBrowser();
    for (const href of chunks.slice(first, first + REQUESTS_A_TASK)) {
      if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
  }
  for (const href of chunks) {
    await import(/* @vite-ignore */ href);
    await yieldToBrowser();
  }
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = islandModules[name];
  if (!load) throw new Error(`The page has an island "${name}" but src/islands/ has no module of that name`);
  await evaluateInTurn(element);
  const island = await load();
  if (island.kind === 'native') {
    island.hydrate(element);
    return;
  }
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as never;
  await island.hydrate(element, props);
}

/** Calls `start` once: when the element nears the viewport or the visitor first interacts with it. */
function whenNearOrUsed(element: HTMLElement, start: () => void): void {
  const go = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) element.removeEventListener(type, go, true);
    start();
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
    rootMargin: `${NEAR_VIEWPORT_PX}px 0px`,
  });
  observer.observe(element);
  for (const type of INTERACTIONS) element.addEventListener(type, go, { capture: true, passive: true });
}

export function startIslands(root: ParentNode = document): void {
  // The islands started at once start one a task, in the page's order: starting one asks for its chunks, a cost of
  // its own, and the served markup already answers the first tap (the menu opens without its script).
  let inTurn = Promise.resolve();
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const start = () => void hydrateIsland(element).catch((error: unknown) => console.error(error));
    const when = element.getAttribute(ISLAND_WHEN_ATTRIBUTE) as HydrateWhen | null;
    if (when === 'visible') whenNearOrUsed(element, start);
    else inTurn = inTurn.then(yieldToBrowser).then(start);
  }
}
