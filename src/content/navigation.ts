/**
 * The main menu, as the spec lists it. An item without a path (COVERAGE) is a label that only opens its children;
 * typing `to` as a SiteRoute makes a link outside the route table a compile error.
 */
import type { SiteRoute } from './site-routes';

export interface MenuLink {
  label: string;
  to: SiteRoute;
}

export interface MenuItem {
  label: string;
  /** Absent for a non-clickable group label. */
  to?: SiteRoute;
  children?: MenuLink[];
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
  {
    label: 'POLICY CHANGE',
    to: '/policy-change',
    children: [
      { label: 'ADDRESS', to: '/policy-change/address' },
      { label: 'DRIVER', to: '/policy-change/driver' },
      { label: 'VEHICLE', to: '/policy-change/vehicle' },
      { label: 'GENERAL CHANGE', to: '/policy-change/general' },
    ],
  },
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
  {
    label: 'GET A QUOTE',
    to: '/quote',
    children: [
      { label: 'AUTO', to: '/quote/auto' },
      { label: 'HOME', to: '/quote/home' },
      { label: 'COMMERCIAL', to: '/quote/commercial' },
    ],
  },
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
