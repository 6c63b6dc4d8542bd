import { describe, expect, it } from 'vitest';
import { agency } from '../../config/agency';
import { canonicalUrl, fullPageTitle, resolvePageMeta } from './page-meta';

describe('page metadata', () => {
  it('appends the agency name to page titles, but not twice', () => {
    expect(fullPageTitle('Policy Change Requests')).toBe(`Policy Change Requests | ${agency.name}`);
    expect(fullPageTitle(agency.name)).toBe(agency.name);
  });

  it('builds canonical URLs on the public site URL without query, fragment or trailing slash', () => {
    const site = 'https://www.example.com';
    expect(canonicalUrl('/policy-change/driver?utm_source=mail#faq', site)).toBe(`${site}/policy-change/driver`);
    expect(canonicalUrl('/policy-change/', site)).toBe(`${site}/policy-change`);
    expect(canonicalUrl('/', site)).toBe(`${site}/`);
  });

  it('gives every page its description, canonical URL, Open Graph and Twitter card tags', () => {
    const meta = resolvePageMeta({ title: 'Request a Policy Change', description: 'Change your policy.' }, '/x');
    const tag = (key: string) => meta.tags.find((candidate) => candidate.key === key)?.content;
    expect(meta.title).toBe(`Request a Policy Change | ${agency.name}`);
    expect(meta.canonicalUrl).toBe(`${agency.siteUrl}/x`);
    expect(tag('description')).toBe('Change your policy.');
    expect(tag('og:title')).toBe(meta.title);
    expect(tag('og:description')).toBe('Change your policy.');
    expect(tag('og:type')).toBe('website');
    expect(tag('og:url')).toBe(meta.canonicalUrl);
    expect(tag('twitter:card')).toBe('summary');
  });

  it('serves structured data only for a page that has it', () => {
    expect(resolvePageMeta({ title: 'T', description: 'D' }, '/x').jsonLd).toBeUndefined();
    const meta = resolvePageMeta({ title: 'T', description: 'D', structuredData: { '@type': 'Thing', name: 'a<b' } }, '/');
    expect(meta.jsonLd).toBe('{"@type":"Thing","name":"a\\u003cb"}');
  });

  it('prefers the page\'s own canonical path over the address it is viewed at', () => {
    const meta = resolvePageMeta({ title: 'T', description: 'D', canonicalPath: '/policy-change/general' }, '/policy-change/general/');
    expect(meta.canonicalUrl).toBe(`${agency.siteUrl}/policy-change/general`);
  });
});
