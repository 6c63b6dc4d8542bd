/**
 * The three things most visitors come to do, offered in the right half of every page banner on wider screens.
 * The banner leaves out the one the page itself is for (the quote pages do not offer "Get a quote").
 */

export type QuickActionIcon = 'quote' | 'change' | 'claim';

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: QuickActionIcon;
}

export interface HeroQuickActionsCopy {
  title: string;
  actions: readonly QuickAction[];
}

export const heroQuickActions: HeroQuickActionsCopy = {
  title: 'How can we help today?',
  actions: [
    { label: 'Get a quote', description: 'Auto, home, business and more, compared for you', to: '/quote', icon: 'quote' },
    { label: 'Change a policy', description: 'A new address, driver or vehicle', to: '/policy-change', icon: 'change' },
    { label: 'File a claim', description: "Your insurance company's claims line", to: '/services/make-claim', icon: 'claim' },
  ],
};
