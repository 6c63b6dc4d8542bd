/**
 * How a pre-rendered page marks its islands and when each comes to life (see docs/architecture.md). Shared by the
 * pre-renderer, which writes the attributes, and the browser's island loader, which reads them; nothing else lives
 * here, so the page's entry script stays small.
 */

/** The island's name: the browser runs `src/islands/<name>.tsx` for the element. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** A React island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** A React island's `identifierPrefix`, so the ids `useId` hands out match between the build and the browser. */
export const ISLAND_PREFIX_ATTRIBUTE = 'data-island-prefix';
/**
 * A React island's chunks in the order the browser evaluates them, one task each (island-loader.ts), as the build
 * found them; absent from pages served by the development server, which has no chunks.
 */
export const ISLAND_CHUNKS_ATTRIBUTE = 'data-island-chunks';
/** When the island comes to life: `load` or `visible` (see `HydrateWhen`). */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';
/** Set to `hydrated` once the island's code has taken over its markup. */
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';

/**
 * - `load`: as soon as the page's entry script runs (small islands every visit uses, such as the menu).
 * - `visible`: when the island comes near the viewport, or at the visitor's first interaction with it (a tap, a
 *   focus, a key press), whichever comes first.
 */
export type HydrateWhen = 'load' | 'visible';

/** How close (in pixels, above or below the viewport) a `visible` island comes before it hydrates. */
export const NEAR_VIEWPORT_PX = 300;
