/**
 * Buttons that lead to a section of the same page are links to the section (`#id`): the browser jumps there on its
 * own, with or without the page's script. Once the script runs, a click scrolls smoothly instead (unless the visitor
 * asks for reduced motion) and moves focus to the section. A missing section is an authoring slip, not a user
 * error: it only logs a warning (spec: "only a console warning results").
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) {
    console.warn(`scrollToSection: no element with id "${id}" on this page`);
    return;
  }
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they were sent to.
  if (target.tabIndex >= -1 && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
}

/** Props of a button that leads to the section `id` of the same page. */
export function sectionLinkProps(id: string): { href: string } {
  return { href: `#${id}` };
}

/** One listener for the whole page: every same-page link (`href="#id"`) scrolls as `scrollToSection` does. */
export function enhanceSectionLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const id = link?.getAttribute('href')?.slice(1);
    if (!id) return;
    event.preventDefault();
    scrollToSection(decodeURIComponent(id));
  });
}
