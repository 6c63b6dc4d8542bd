/**
 * The shape of a wizard's page.json: the copy of the page that hosts the wizard (browser title and description,
 * banner, intro, FAQ) and the wizard's place on the site (its card on its hub and its link in the menu). The site
 * reads it for the wizard's page, the two hubs and the menu, so a new folder needs no edit anywhere else.
 * `wizardPageSchema` is checked with the rest of the folder (wizard-check.ts).
 */

export interface FaqItem {
  question: string;
  answer: string;
}

/** The hub a wizard is listed on, with the menu item it hangs under: /quote (GET A QUOTE), /policy-change. */
export type WizardGroup = 'quote' | 'policy-change';

/** Icons the hubs know how to draw; the page maps a name to an icon, so the copy stays plain data. */
export type CardIconName = 'auto' | 'home' | 'commercial' | 'specialty' | 'address' | 'driver' | 'vehicle' | 'general';

export interface WizardCard {
  /** Position among the cards of the hub (the hub and the menu may order their links differently). */
  order: number;
  icon: CardIconName;
  title: string;
  description: string;
  /** Short selling points, shown as a check list on the card. */
  points?: string[];
  linkLabel: string;
}

export interface WizardPlacement {
  group: WizardGroup;
  menu: { label: string; order: number };
  card: WizardCard;
}

/** Copy with `{phone}`, `{email}` and `{agency}` placeholders, filled from the agency config when rendered. */
export interface WizardPage {
  meta: { title: string; description: string };
  banner: { eyebrow: string; title: string; subtitle: string; startLabel: string; contactLabel: string };
  formIntro: string;
  faqTitle: string;
  faq: FaqItem[];
  placement: WizardPlacement;
}

export { default as wizardPageSchema } from './wizard-page.schema.json' with { type: 'json' };
