import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path';

describe('the way back after signing in', () => {
  it('carries the page and its filters', () => {
    const next = '/requests/8686d81f-10ab-479b-856f-b6f50af7bea9?x=1';
    const path = signInPath(next);
    expect(path).toBe(`/sign-in?next=${encodeURIComponent(next)}`);
    expect(returnPath(new URLSearchParams(path.split('?')[1]).get('next'))).toBe(next);
  });

  it('follows no address outside the inbox, and never back to signing in', () => {
    for (const next of ['https://example.com/', '//example.com/', '/\\example.com', 'javascript:alert(1)', '/sign-in?next=/', '/invitation']) {
      expect(returnPath(next)).toBe('/');
    }
    expect(returnPath(null)).toBe('/');
    expect(signInPath('/')).toBe('/sign-in');
  });
});
