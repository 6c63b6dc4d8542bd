/**
 * The main menu, as the spec lists it. An item without a path (COVERAGE) is a label that only opens its children.
 * The children of GET A QUOTE and POLICY CHANGE are the wizards of their group, each placed by its folder's
 * page.json (src/app/site-menu.ts adds them). Every link is checked against the router's pages by the route tests.
 */
import type { WizardGroup } from '../../engine/wizard-page';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuItem {
  label: string;
  /** Absent for a non-clickable group label. */
  to?: string;
  children?: MenuLink[];
  /** The children are the wizards of this group, in their menu order. */
  wizardGroup?: WizardGroup;
}

export const mainMenu: MenuItem[] = [
  { label: 'HOME', to: '/' },
  {
    label: 'SERVICES',
    to: '/services',
    children: [
      { label: 'MAKE A PAYMENT', to: '/services/make-payment' },
      { label: 'MAKE A CLAIM', to: '/services/make-claim' },
    ],
  },
  { label: 'POLICY CHANGE', to: '/policy-change', wizardGroup: 'policy-change' },
  {
    label: 'COVERAGE',
    children: [
      { label: 'AUTO', to: '/coverage/auto' },
      { label: 'HOME', to: '/coverage/home' },
      { label: 'COMMERCIAL', to: '/coverage/commercial' },
      { label: 'MISC', to: '/coverage/misc' },
    ],
  },
  { label: 'ABOUT US', to: '/about' },
  { label: 'CONTACT', to: '/contact' },
  { label: 'GET A QUOTE', to: '/quote', wizardGroup: 'quote' },
  { label: 'FAQ', to: '/faq' },
];

/** Footer links (spec: Footer). */
export const footerLinks: MenuLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Policy Change', to: '/policy-change' },
  { label: 'Contact', to: '/contact' },
  { label: 'Get a Quote', to: '/quote' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
];
