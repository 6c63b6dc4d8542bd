import { describe, expect, it } from 'vitest';
import { footerLinks } from '../content/navigation';
import { isPagePath, pagePaths } from './router';
import { siteMenu } from './site-menu';
import { wizardEntries } from './wizard-routes';

const childrenOf = (label: string) => siteMenu.find((item) => item.label === label)?.children ?? [];

describe('site menu', () => {
  it('lists the spec menu in order, with COVERAGE as a label without a path', () => {
    expect(siteMenu.map((item) => item.label)).toEqual([
      'HOME', 'SERVICES', 'POLICY CHANGE', 'COVERAGE', 'ABOUT US', 'CONTACT', 'GET A QUOTE', 'FAQ',
    ]);
    expect(siteMenu.find((item) => item.label === 'COVERAGE')?.to).toBeUndefined();
    expect(childrenOf('COVERAGE').map((child) => child.to)).toEqual([
      '/coverage/auto', '/coverage/home', '/coverage/commercial', '/coverage/misc',
    ]);
  });

  it('hangs the change wizards under POLICY CHANGE in the spec\'s order and labels', () => {
    expect(childrenOf('POLICY CHANGE').slice(0, 4)).toEqual([
      { label: 'ADDRESS', to: '/policy-change/address' },
      { label: 'DRIVER', to: '/policy-change/driver' },
      { label: 'VEHICLE', to: '/policy-change/vehicle' },
      { label: 'GENERAL CHANGE', to: '/policy-change/general' },
    ]);
  });

  it('hangs the quote wizards under GET A QUOTE in the spec\'s order and labels', () => {
    expect(childrenOf('GET A QUOTE').slice(0, 3)).toEqual([
      { label: 'AUTO', to: '/quote/auto' },
      { label: 'HOME', to: '/quote/home' },
      { label: 'COMMERCIAL', to: '/quote/commercial' },
    ]);
  });

  it('links every wizard folder from the menu of its group', () => {
    const groupItem = { quote: 'GET A QUOTE', 'policy-change': 'POLICY CHANGE' } as const;
    for (const entry of wizardEntries) {
      expect(childrenOf(groupItem[entry.group]).map((child) => child.to), entry.id).toContain(entry.route);
    }
  });

  it('points every menu and footer link at a page of the router', () => {
    const targets: string[] = [
      ...siteMenu.flatMap((item) => [...(item.to ? [item.to] : []), ...(item.children ?? []).map((child) => child.to)]),
      ...footerLinks.map((link) => link.to),
    ];
    for (const to of targets) expect(isPagePath(to), to).toBe(true);
  });

  it('has the footer links the spec lists', () => {
    expect(footerLinks.map((link) => link.to)).toEqual([
      '/', '/about', '/services', '/policy-change', '/contact', '/quote', '/faq', '/terms', '/privacy',
    ]);
  });
});

describe('pages of the router', () => {
  it('are the content pages of the spec plus one page per wizard folder, each once', () => {
    const contentPages = [
      '/', '/about', '/contact', '/login', '/register', '/quote', '/faq', '/terms', '/privacy', '/services',
      '/services/make-claim', '/services/make-payment', '/policy-change', '/coverage/auto', '/coverage/home',
      '/coverage/commercial', '/coverage/misc',
    ];
    expect([...pagePaths].sort()).toEqual([...contentPages, ...wizardEntries.map((entry) => entry.route)].sort());
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
  });

  it('tells a page from any other path, ignoring a #fragment', () => {
    for (const path of pagePaths) expect(isPagePath(`${path}#top`)).toBe(true);
    const notAPage = `${pagePaths.join('')}/not-a-page`;
    expect(isPagePath(notAPage)).toBe(false);
  });
});
