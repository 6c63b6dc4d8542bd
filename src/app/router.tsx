/**
 * Routes: the site's content pages, one route per wizard folder (from its ui.json `route`), and a redirect home for
 * anything else. This is the one list of the site's pages: the pre-render, the sitemap, the menu checks and the
 * browser tests all derive from `pagePaths`. Pages are lazy chunks, found by file name under pages/, and a wizard page then loads only its own
 * wizard. Because every route names its page file, the build can tell which chunks a pre-rendered page needs
 * (`pageModulesOf`) and ask the browser to fetch them with the page instead of after it.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { wizardEntries } from './wizard-routes';
import { AppShell } from './app-shell';

const pageModules = import.meta.glob<Record<string, unknown>>('../pages/*-page.tsx');

interface LazyPage<P> {
  /** The page's source file as the build manifest names it, e.g. `src/pages/home-page.tsx`. */
  source: string;
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the page's code, so that the component renders without suspending once it has arrived. */
  preload: () => void;
}

/**
 * A page component loaded on first use from `pages/<file>.tsx`, where it is the named export `exportName`. Once its
 * code has arrived (`preload`), the component is handed to React at once rather than through a promise: React can
 * then hydrate the served page the moment a visitor taps it, instead of dropping the tap while it waits.
 */
function lazyPage<P extends object = Record<string, never>>(file: string, exportName: string): LazyPage<P> {
  const modulePath = `../pages/${file}.tsx`;
  const load = pageModules[modulePath];
  if (!load) throw new Error(`There is no page module ${modulePath}`);
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadPage = () =>
    (loading ??= load().then((module) => {
      const component = module[exportName];
      if (typeof component !== 'function') throw new Error(`${modulePath} does not export ${exportName}`);
      // The glob types every module alike; the route table below passes each page the props it declares.
      loaded = { default: component as ComponentType<P> };
      return loaded;
    }));
  return {
    source: `src/pages/${file}.tsx`,
    // A thenable that calls back at once: React's lazy() then renders the component in the same pass.
    Component: lazy(() => (loaded ? resolvedThenable(loaded) : loadPage())),
    preload: () => void loadPage().catch(() => (loading = undefined)),
  };
}

/** React's lazy() only calls `then` on what its loader returns; this one calls back before returning. */
function resolvedThenable<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = { then: (onFulfilled) => resolvedThenable(onFulfilled ? onFulfilled(value) : value) } as PromiseLike<T>;
  return thenable as Promise<T>;
}

const HomePage = lazyPage('home-page', 'HomePage');
const PolicyChangePage = lazyPage('policy-change-page', 'PolicyChangePage');
const MakeClaimPage = lazyPage('make-claim-page', 'MakeClaimPage');
const MakePaymentPage = lazyPage('make-payment-page', 'MakePaymentPage');
const ContactPage = lazyPage('contact-page', 'ContactPage');
const QuotePage = lazyPage('quote-page', 'QuotePage');
const ServicesPage = lazyPage('services-page', 'ServicesPage');
const FaqPage = lazyPage('faq-page', 'FaqPage');
const AboutPage = lazyPage('about-page', 'AboutPage');
const CoveragePage = lazyPage<{ coverage: 'auto' | 'home' | 'commercial' | 'misc' }>('coverage-page', 'CoveragePage');
const LegalPage = lazyPage<{ document: 'terms' | 'privacy' }>('legal-page', 'LegalPage');
const AccountPlaceholderPage = lazyPage<{ kind: 'login' | 'register' }>('account-placeholder-page', 'AccountPlaceholderPage');
const WizardPage = lazyPage<{ wizardId: string }>('wizard-page', 'WizardPage');

interface PageRoute {
  path: string;
  element: ReactElement;
  /** The page component's source file (build-manifest name). */
  source: string;
  preload: () => void;
  /** The wizard a wizard page loads. */
  wizardId?: string;
}

const pageRoutes: PageRoute[] = [
  { path: '/', element: <HomePage.Component />, source: HomePage.source, preload: HomePage.preload },
  { path: '/policy-change', element: <PolicyChangePage.Component />, source: PolicyChangePage.source, preload: PolicyChangePage.preload },
  { path: '/contact', element: <ContactPage.Component />, source: ContactPage.source, preload: ContactPage.preload },
  { path: '/services/make-claim', element: <MakeClaimPage.Component />, source: MakeClaimPage.source, preload: MakeClaimPage.preload },
  { path: '/services/make-payment', element: <MakePaymentPage.Component />, source: MakePaymentPage.source, preload: MakePaymentPage.preload },
  { path: '/quote', element: <QuotePage.Component />, source: QuotePage.source, preload: QuotePage.preload },
  { path: '/services', element: <ServicesPage.Component />, source: ServicesPage.source, preload: ServicesPage.preload },
  { path: '/faq', element: <FaqPage.Component />, source: FaqPage.source, preload: FaqPage.preload },
  { path: '/about', element: <AboutPage.Component />, source: AboutPage.source, preload: AboutPage.preload },
  // Keyed so a page component shared by several routes remounts: an open FAQ item does not carry over.
  ...(['auto', 'home', 'commercial', 'misc'] as const).map((coverage) => ({
    path: `/coverage/${coverage}`,
    element: <CoveragePage.Component key={coverage} coverage={coverage} />,
    source: CoveragePage.source,
    preload: CoveragePage.preload,
  })),
  ...(['terms', 'privacy'] as const).map((document) => ({
    path: `/${document}`,
    element: <LegalPage.Component key={document} document={document} />,
    source: LegalPage.source,
    preload: LegalPage.preload,
  })),
  ...(['login', 'register'] as const).map((kind) => ({
    path: `/${kind}`,
    element: <AccountPlaceholderPage.Component key={kind} kind={kind} />,
    source: AccountPlaceholderPage.source,
    preload: AccountPlaceholderPage.preload,
  })),
  ...wizardEntries.map((entry) => ({
    path: entry.route,
    element: <WizardPage.Component key={entry.id} wizardId={entry.id} />,
    source: WizardPage.source,
    preload: WizardPage.preload,
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

/**
 * The site's routes, inside the shell; anything else redirects home. The declarative router (rather than a data
 * router): the pages load nothing before they render, and it weighs less on every page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {pageRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/** Starts loading the code of the page at `path` (if the router has one), before React first renders it. */
export function preloadPage(path: string): void {
  pageRoutes.find((route) => route.path === path)?.preload();
}

/** Every path the router has a page for: the content pages, then the wizards. */
export const pagePaths: readonly string[] = pageRoutes.map((route) => route.path);

/** Whether `path` (a #fragment aside) is a page of the router. */
export function isPagePath(path: string): boolean {
  const [pathname = ''] = path.split('#');
  return pagePaths.includes(pathname);
}

/** What a path's page loads beyond the shell: its page file and, for a wizard page, which wizard. */
export function pageModulesOf(path: string): { source: string; wizardId?: string } | undefined {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  return route && { source: route.source, wizardId: route.wizardId };
}
