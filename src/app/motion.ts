/**
 * The site's motion rules (docs/spec-readings.md#motion: entrance animations run once, 600 ms, ease-in-out; page
 * content fades in after a 500 ms delay, on the home page over 1 s). Both are pure CSS driven by attributes, so a page
 * read without JavaScript still appears, and both are switched off for visitors who ask their system for reduced
 * motion.
 *
 * - The page fade is a CSS animation on the page wrapper (`PAGE_FADE_CLASS`), restarted on every navigation.
 * - Entrance animations: an element marked `data-reveal` is left alone when it is on screen as the page opens
 *   (the page fade covers it); one below the fold is hidden ("pending") and eases in once when it scrolls into view
 *   ("shown"), never again.
 */
export const ENTRANCE_MS = 600;
export const PAGE_FADE_DELAY_MS = 500;
export const PAGE_FADE_MS = 600;
/** The home page fades in over 1 s (spec, home page). */
export const HOME_FADE_MS = 1000;

export function pageFadeMs(pathname: string): number {
  return pathname === '/' ? HOME_FADE_MS : PAGE_FADE_MS;
}
export const EASING = 'ease-in-out';

export const PAGE_FADE_CLASS = 'page-fade-in';
/** Attribute marking an element for an entrance animation; see the module comment for its values. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
const REVEAL_OFFSET_PX = 24;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Global CSS of the motion rules (MUI GlobalStyles object syntax). */
export const motionStyles = {
  '@keyframes page-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  [`.${PAGE_FADE_CLASS}`]: {
    animationName: 'page-fade-in',
    animationDuration: 'var(--page-fade-ms)',
    animationDelay: `${PAGE_FADE_DELAY_MS}ms`,
    animationTimingFunction: EASING,
    animationFillMode: 'both',
  },
  [`[${REVEAL_ATTRIBUTE}="pending"]`]: { opacity: 0, transform: `translateY(${REVEAL_OFFSET_PX}px)` },
  [`[${REVEAL_ATTRIBUTE}="shown"]`]: {
    transition: `opacity ${ENTRANCE_MS}ms ${EASING}, transform ${ENTRANCE_MS}ms ${EASING}`,
  },
  [`@media ${REDUCED_MOTION}`]: {
    [`.${PAGE_FADE_CLASS}`]: { animation: 'none' },
    [`[${REVEAL_ATTRIBUTE}]`]: { opacity: '1 !important', transform: 'none !important', transition: 'none !important' },
  },
} as const;

let entranceObserver: IntersectionObserver | null = null;

/** One observer for the whole site: it shows each element as it scrolls into view, then forgets it ("once"). */
function observeEntrances(): IntersectionObserver {
  entranceObserver ??= new IntersectionObserver(
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute(REVEAL_ATTRIBUTE, 'shown');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  return entranceObserver;
}

/**
 * Where the page's marked elements sit as the page opens, reported by the browser after the layout it does anyway:
 * reading their positions here would lay the whole page out inside the entry script's task, one long task on a cheap
 * phone. An element that starts above the bottom of the screen is shown at once; one below it is hidden until it
 * scrolls into view (it is off screen when hidden, so nobody sees it go). The markup is static, so no island's
 * hydration ever meets the attribute changed.
 */
export function startEntrances(): void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia(REDUCED_MOTION).matches) return;
  const elements = document.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}=""]`);
  if (elements.length === 0) return;
  const firstLook = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      firstLook.unobserve(entry.target);
      const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
      if (entry.boundingClientRect.top < screenHeight) {
        entry.target.setAttribute(REVEAL_ATTRIBUTE, 'shown');
      } else {
        entry.target.setAttribute(REVEAL_ATTRIBUTE, 'pending');
        observeEntrances().observe(entry.target);
      }
    }
  });
  for (const element of elements) firstLook.observe(element);
}

/** Props that give an element (or an MUI component's root) the entrance animation: `<Card {...revealOnScroll}>`. */
export const revealOnScroll = { [REVEAL_ATTRIBUTE]: '' } as const;
