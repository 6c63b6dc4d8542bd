/**
 * The site's pages: the content pages, one page per wizard folder (from its ui.json `route`), each at its path. This
 * is the one list of the site's pages: the pre-render, the sitemap, the menu checks and the browser tests all derive
 * from `pagePaths`. Pages are rendered only by the pre-renderer; every link between them is a plain link, and the
 * server redirects any other path home.
 */
import type { ReactElement } from 'react';
import { AboutPage } from '../pages/about-page';
import { AccountPlaceholderPage } from '../pages/account-placeholder-page';
import { ContactPage } from '../pages/contact-page';
import { CoveragePage } from '../pages/coverage-page';
import { FaqPage } from '../pages/faq-page';
import { HomePage } from '../pages/home-page';
import { LegalPage } from '../pages/legal-page';
import { MakeClaimPage } from '../pages/make-claim-page';
import { MakePaymentPage } from '../pages/make-payment-page';
import { PolicyChangePage } from '../pages/policy-change-page';
import { QuotePage } from '../pages/quote-page';
import { ServicesPage } from '../pages/services-page';
import { WizardPage } from '../pages/wizard-page';
import { AppShell } from './app-shell';
import { wizardEntries } from './wizard-routes';

interface PageRoute {
  path: string;
  element: ReactElement;
  /** The wizard a wizard page hosts. */
  wizardId?: string;
}

const pageRoutes: PageRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/policy-change', element: <PolicyChangePage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/services/make-claim', element: <MakeClaimPage /> },
  { path: '/services/make-payment', element: <MakePaymentPage /> },
  { path: '/quote', element: <QuotePage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/about', element: <AboutPage /> },
  ...(['auto', 'home', 'commercial', 'misc'] as const).map((coverage) => ({
    path: `/coverage/${coverage}`,
    element: <CoveragePage coverage={coverage} />,
  })),
  ...(['terms', 'privacy'] as const).map((document) => ({
    path: `/${document}`,
    element: <LegalPage document={document} />,
  })),
  ...(['login', 'register'] as const).map((kind) => ({
    path: `/${kind}`,
    element: <AccountPlaceholderPage kind={kind} />,
  })),
  ...wizardEntries.map((entry) => ({
    path: entry.route,
    element: <WizardPage wizardId={entry.id} />,
    wizardId: entry.id,
  })),
];

for (const [index, route] of pageRoutes.entries()) {
  const first = pageRoutes.findIndex((other) => other.path === route.path);
  if (first !== index) {
    throw new Error(
      `Two pages have the route ${route.path}${route.wizardId ? ` (forms/${route.wizardId}/ui.json)` : ''}: ` +
        'give the wizard a route no content page or other wizard has.',
    );
  }
}

/** The page at `path`, inside the site's shell; undefined for a path that is no page. */
export function sitePage(path: string): ReactElement | undefined {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  return route && <AppShell path={path}>{route.element}</AppShell>;
}

/** Every path the site has a page for: the content pages, then the wizards. */
export const pagePaths: readonly string[] = pageRoutes.map((route) => route.path);

/** Whether `path` (a #fragment aside) is a page of the site. */
export function isPagePath(path: string): boolean {
  const [pathname = ''] = path.split('#');
  return pagePaths.includes(pathname);
}
