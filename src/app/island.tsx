/**
 * How a page declares its islands, in the pre-renderer (docs/architecture.md).
 *
 * - A React island: `<Island of={newsletterIsland} props={{}} />`. The component is rendered on its own after the
 *   page (src/prerender.tsx), with its own id prefix, so the browser can hydrate exactly that markup in a root of its
 *   own; here it leaves a slot in its wrapper element, which carries the island's name, props, prefix and when to
 *   hydrate.
 * - A native island: `<nav {...nativeIslandAttributes(siteMenuIsland)}>`: the element itself is the island; its
 *   markup is part of the page and works without script, which only enhances it.
 */
import { useContext, useId, type ReactElement } from 'react';
import type { NativeIsland } from './native-island';
import type { ReactIsland } from './react-island';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_CHUNKS_ATTRIBUTE,
  ISLAND_PREFIX_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  type HydrateWhen,
} from './island-attributes';
import { PrerenderContext } from './prerender-context';

/** A React island as the pre-renderer records it, to render once the page around it is done. */
export interface RecordedIsland {
  prefix: string;
  element: ReactElement;
  /** Source modules it loads beyond its own chunk. */
  modules: string[];
}

/** The placeholder the page's markup holds where a React island's markup goes. */
export function islandSlot(prefix: string): string {
  return `<!--island:${prefix}-->`;
}

interface IslandProps<P extends object> {
  of: ReactIsland<P>;
  props: P;
  when?: HydrateWhen;
}

/**
 * By default an island hydrates when it comes near the screen or is used: the wizard, the heaviest code of its page,
 * waits until then, while the banner and the FAQ around it read and link without it.
 */
export function Island<P extends object>({ of: island, props, when = 'visible' }: IslandProps<P>) {
  const record = useContext(PrerenderContext);
  if (!record) throw new Error(`The ${island.name} island is rendered outside the pre-renderer`);
  // Keyed by the position in the page, so rendering the same island again (React may retry a part of the tree)
  // records it once.
  const key = useId();
  let recorded = record.islands.get(key);
  if (!recorded) {
    recorded = { prefix: `i${record.islands.size}-`, element: <island.Component {...props} />, modules: island.modules(props) };
    record.islands.set(key, recorded);
  }
  const chunks = record.chunksInTurn?.(island.name, recorded.modules) ?? [];
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: island.name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_PREFIX_ATTRIBUTE]: recorded.prefix,
        [ISLAND_WHEN_ATTRIBUTE]: when,
        ...(chunks.length > 0 && { [ISLAND_CHUNKS_ATTRIBUTE]: chunks.map((file) => `/${file}`).join(' ') }),
      }}
      dangerouslySetInnerHTML={{ __html: islandSlot(recorded.prefix) }}
    />
  );
}

/** Attributes that make an element of the page a native island, enhanced as soon as the page's script runs. */
export function nativeIslandAttributes(island: NativeIsland): Record<string, string> {
  return { [ISLAND_ATTRIBUTE]: island.name, [ISLAND_WHEN_ATTRIBUTE]: 'load' };
}
