/**
 * The spec's route table (site spec, section 2): the authoritative list of pages. Every internal link in the
 * navigation and the page copy must point at one of these; tests check it, so a typo never ships as a dead link
 * that silently redirects home.
 */
export const siteRoutes = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/quote',
  '/faq',
  '/terms',
  '/privacy',
  '/services',
  '/services/make-claim',
  '/services/make-payment',
  '/policy-change',
  '/policy-change/address',
  '/policy-change/driver',
  '/policy-change/vehicle',
  '/policy-change/general',
  '/coverage/auto',
  '/coverage/home',
  '/coverage/commercial',
  '/coverage/misc',
  '/quote/auto',
  '/quote/home',
  '/quote/commercial',
  '/dev/email-template',
] as const;

export type SiteRoute = (typeof siteRoutes)[number];

/** True for a path of the table, ignoring a #fragment (in-page targets are checked by the pages themselves). */
export function isSiteRoute(path: string): boolean {
  const [pathname = ''] = path.split('#');
  return (siteRoutes as readonly string[]).includes(pathname);
}
