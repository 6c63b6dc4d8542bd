/**
 * Banner buttons scroll smoothly to a section of the page. A missing section is an authoring slip, not a user
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
