/**
 * The hub cards of the wizards, from each folder's page.json (derived at build time by
 * scripts/build-time-modules.ts): only the hub pages import this module, so no other page carries the cards' copy.
 */
import type { WizardCard, WizardGroup } from '../../engine/wizard-page';

interface CardModule {
  route: string;
  group: WizardGroup;
  card: WizardCard;
}

const cards = import.meta.glob<CardModule>('/forms/*/page.json', {
  eager: true,
  query: '?wizard-card',
  import: 'default',
});

export interface HubCard extends WizardCard {
  to: string;
}

/** The cards of a hub's wizards, in their card order. */
export function wizardCards(group: WizardGroup): HubCard[] {
  return Object.values(cards)
    .filter((entry) => entry.group === group)
    .map((entry) => ({ ...entry.card, to: entry.route }))
    .sort((a, b) => a.order - b.order);
}
