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

/**
 * Props of a button that leads to a section of the same page. It is a link to the section (`#id`), so on a
 * pre-rendered page the browser jumps there on its own before the page's code has run; once it has, the click
 * scrolls smoothly instead, as `scrollToSection` does.
 */
export function sectionLinkProps(id: string): { href: string; onClick: (event: { preventDefault(): void }) => void } {
  return {
    href: `#${id}`,
    onClick: (event) => {
      event.preventDefault();
      scrollToSection(id);
    },
  };
}
