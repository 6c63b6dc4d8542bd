import { describe, expect, it } from 'vitest';
import { footerLinks, mainMenu } from './navigation';
import { isSiteRoute, siteRoutes } from './site-routes';

describe('navigation', () => {
  it('lists the spec menu in order, with COVERAGE as a label without a path', () => {
    expect(mainMenu.map((item) => item.label)).toEqual([
      'HOME', 'SERVICES', 'POLICY CHANGE', 'COVERAGE', 'ABOUT US', 'CONTACT', 'GET A QUOTE', 'FAQ',
    ]);
    expect(mainMenu.find((item) => item.label === 'COVERAGE')?.to).toBeUndefined();
    expect(mainMenu.find((item) => item.label === 'COVERAGE')?.children?.map((child) => child.to)).toEqual([
      '/coverage/auto', '/coverage/home', '/coverage/commercial', '/coverage/misc',
    ]);
    expect(mainMenu.find((item) => item.label === 'POLICY CHANGE')?.children?.map((child) => child.label)).toEqual([
      'ADDRESS', 'DRIVER', 'VEHICLE', 'GENERAL CHANGE',
    ]);
  });

  it('points every menu and footer link at a route of the table', () => {
    const targets: string[] = [
      ...mainMenu.flatMap((item) => [...(item.to ? [item.to] : []), ...(item.children ?? []).map((child) => child.to)]),
      ...footerLinks.map((link) => link.to),
    ];
    for (const to of targets) expect(isSiteRoute(to), to).toBe(true);
  });

  it('has the footer links the spec lists', () => {
    expect(footerLinks.map((link) => link.to)).toEqual([
      '/', '/about', '/services', '/policy-change', '/contact', '/quote', '/faq', '/terms', '/privacy',
    ]);
  });

  it('recognises only routes of the table', () => {
    expect(siteRoutes).toHaveLength(25);
    expect(isSiteRoute('/coverage/misc')).toBe(true);
    expect(isSiteRoute('/coverage/miscellaneous')).toBe(false);
    expect(isSiteRoute('/quote/miscellaneous')).toBe(false);
  });
});
