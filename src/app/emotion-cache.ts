/**
 * The Emotion cache of the site. The pre-renderer and the browser create it with the same key, so the class names in
 * the served HTML are the ones the browser generates while hydrating, and the browser adopts the served rules
 * instead of inserting the same rules again.
 *
 * The served rules come in `<style data-emotion-served="css id id ...">` tags rather than Emotion's own
 * `data-emotion="css ..."`: Emotion would adopt its own tags by moving each one within <head>, and every move makes
 * the browser restyle the whole page while the page's code starts. Here the tags stay where they are; the cache
 * learns their rule ids and appends the rules it inserts after the last of them, the order Emotion keeps. The Global
 * styles' tags keep Emotion's attribute, which its Global component looks for, and carry the mark Emotion sets on a
 * tag it has moved already (`data-s`), so it leaves them where they are too.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_CACHE_KEY = 'css';
/** Attribute of the served style tags of the cache's rules (Global styles keep Emotion's own tags). */
export const SERVED_STYLES_ATTRIBUTE = 'data-emotion-served';

/**
 * The pre-renderer's style tags, with the cache's rule tags renamed to `SERVED_STYLES_ATTRIBUTE`, the Global styles'
 * tags marked as in place, and an empty tag naming the rules the page rendered but needs no CSS for
 * (`unusedRuleIds`): the browser renders them again while hydrating, and would otherwise insert every one of them.
 */
export function servedStyleTags(tags: string, unusedIds: readonly string[] = []): string {
  const served = tags
    .replaceAll(`<style data-emotion="${EMOTION_CACHE_KEY} `, `<style ${SERVED_STYLES_ATTRIBUTE}="${EMOTION_CACHE_KEY} `)
    .replaceAll(`<style data-emotion="${EMOTION_CACHE_KEY}-global `, `<style data-s="" data-emotion="${EMOTION_CACHE_KEY}-global `);
  return unusedIds.length === 0 ? served : `${served}<style ${SERVED_STYLES_ATTRIBUTE}="${[EMOTION_CACHE_KEY, ...unusedIds].join(' ')}"></style>`;
}

/**
 * Rules a render inserted whose class no element of `html` carries. A styled component that wraps another (MUI's
 * Link around Typography, Button around ButtonBase) inserts its own rule, then hands its styles to the inner one,
 * which merges them into the class the element gets; the outer rule is never used. Emotion's critical-style
 * extraction leaves these out, so without this the browser inserted them while hydrating.
 */
export function unusedRuleIds(cache: EmotionCache, html: string): string[] {
  // Class names as Emotion's extraction reads them from the markup.
  const used = new Set(Array.from(html.matchAll(new RegExp(`${EMOTION_CACHE_KEY}-([a-zA-Z0-9-_]+)`, 'g')), (match) => match[1]));
  return Object.keys(cache.inserted).filter((id) => cache.registered[`${EMOTION_CACHE_KEY}-${id}`] !== undefined && !used.has(id));
}

export function createEmotionCache(): EmotionCache {
  // `prepend` puts MUI's styles before any other stylesheet in <head>, so the site's own rules win ties.
  const cache = createCache({ key: EMOTION_CACHE_KEY, prepend: true });
  if (typeof document === 'undefined') return cache;
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${SERVED_STYLES_ATTRIBUTE}^="${EMOTION_CACHE_KEY} "]`)) {
    for (const id of tag.getAttribute(SERVED_STYLES_ATTRIBUTE)?.split(' ').slice(1) ?? []) cache.inserted[id] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}
