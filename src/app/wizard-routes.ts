/**
 * The wizards the router knows, discovered from the folders under forms/: each one's id, route and title, derived
 * from its ui.json at build time (scripts/build-time-modules.ts) so that only these few bytes ship with every page.
 * The wizard itself (schema, ui.json, machine, validators) loads with its page (src/wizard/wizard-modules.ts).
 * Adding a folder under forms/ is all a new wizard needs.
 */
const summaries = import.meta.glob<{ route: string; title: string }>('/forms/*/ui.json', {
  eager: true,
  query: '?wizard-summary',
  import: 'default',
});

export interface WizardEntry {
  id: string;
  route: string;
  title: string;
}

export function wizardIdOf(modulePath: string): string {
  const match = /^\/forms\/([^/]+)\//.exec(modulePath);
  if (!match?.[1]) throw new Error(`Not a wizard module path: ${modulePath}`);
  return match[1];
}

export const wizardEntries: readonly WizardEntry[] = Object.entries(summaries)
  .map(([path, { route, title }]) => ({ id: wizardIdOf(path), route, title }))
  // By code unit, not `localeCompare`: the routes are plain lower-case paths, and the first `localeCompare` of a page
  // sets up the browser's collation tables, a cost paid as the page's code starts.
  .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
