/**
 * The Emotion cache of the site. The pre-renderer and the browser create it with the same key, so the class names in
 * the served HTML are the ones the browser generates while hydrating, and Emotion adopts the server's style tags
 * (`data-emotion="css ..."`) instead of inserting the same rules again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  // `prepend` puts MUI's styles before any other stylesheet in <head>, so the site's own rules win ties.
  return createCache({ key: EMOTION_CACHE_KEY, prepend: true });
}
