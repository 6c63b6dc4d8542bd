/**
 * The wizards the router and the menu know, discovered from the folders under forms/: each one's id, route, title
 * and menu link, derived at build time (scripts/build-time-modules.ts) so that only these few bytes ship with every
 * page. The wizard itself (schema, ui.json, page copy, machine, validators) loads with its page
 * (src/wizard/wizard-modules.ts), and its hub card with its hub (wizard-cards.ts). Adding a folder under forms/ is all
 * a new wizard needs.
 */
import type { WizardGroup, WizardPlacement } from '../../engine/wizard-page';

interface WizardSummary {
  route: string;
  title: string;
  group: WizardGroup;
  menu: WizardPlacement['menu'];
}

const summaries = import.meta.glob<WizardSummary>('/forms/*/ui.json', {
  eager: true,
  query: '?wizard-summary',
  import: 'default',
});

export interface WizardEntry extends WizardSummary {
  id: string;
}

export function wizardIdOf(modulePath: string): string {
  const match = /^\/forms\/([^/]+)\//.exec(modulePath);
  if (!match?.[1]) throw new Error(`Not a wizard module path: ${modulePath}`);
  return match[1];
}

export const wizardEntries: readonly WizardEntry[] = Object.entries(summaries)
  .map(([path, summary]) => ({ id: wizardIdOf(path), ...summary }))
  // By code unit, not `localeCompare`: the routes are plain lower-case paths, and the first `localeCompare` of a page
  // sets up the browser's collation tables, a cost paid as the page's code starts.
  .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));

/** The menu links of a group's wizards (the children of GET A QUOTE or POLICY CHANGE), in their menu order. */
export function wizardMenuLinks(group: WizardGroup): { label: string; to: string }[] {
  return wizardEntries
    .filter((entry) => entry.group === group)
    .sort((a, b) => a.menu.order - b.menu.order)
    .map((entry) => ({ label: entry.menu.label, to: entry.route }));
}
