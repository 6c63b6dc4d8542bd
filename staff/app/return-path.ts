/**
 * Where to go back to after signing in: the page the session ended on, carried in the sign-in page's `next`
 * parameter. Only a path of the inbox itself is followed, never another site's address.
 */

export function signInPath(next: string | undefined): string {
  return next && next !== '/' ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in';
}

export function returnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/sign-in') || next.startsWith('/invitation')) return '/';
  return next;
}
