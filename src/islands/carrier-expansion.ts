/**
 * Which carrier card is expanded: at most one (docs/spec-readings.md#carrier-cards). Kept pure so the rule is tested
 * without a browser; the directory component holds the state and calls these.
 */
import type { CarrierKey } from '../content/carriers';

export type ExpandedCard = CarrierKey | null;

/**
 * A click on a card's toggle: opening one closes the other, clicking the open one closes it. A target that is not
 * one of the cards on the page is an authoring slip, not a visitor error: it is refused with a console warning
 * and nothing changes.
 */
export function toggleExpanded(current: ExpandedCard, target: string, cardKeys: readonly CarrierKey[]): ExpandedCard {
  const key = cardKeys.find((candidate) => candidate === target);
  if (!key) {
    console.warn(`Carrier directory: no card "${target}" to expand`);
    return current;
  }
  return current === key ? null : key;
}

/** A policy number that names a carrier opens its card (and closes any other); it never closes an open card. */
export function expandForMatch(current: ExpandedCard, match: CarrierKey | 'Unknown'): ExpandedCard {
  return match === 'Unknown' ? current : match;
}
