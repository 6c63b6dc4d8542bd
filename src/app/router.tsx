/**
 * Routes: the home page, the policy change hub, one route per wizard folder (from its ui.json `route`), and a
 * redirect home for anything else. Pages are lazy chunks; a wizard page then loads only its own wizard.
 */
import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { wizardEntries } from '../wizard/wizard-registry';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';

const HomePage = lazy(() => import('../pages/home-page').then((module) => ({ default: module.HomePage })));
const PolicyChangePage = lazy(() =>
  import('../pages/policy-change-page').then((module) => ({ default: module.PolicyChangePage })),
);
const MakeClaimPage = lazy(() =>
  import('../pages/make-claim-page').then((module) => ({ default: module.MakeClaimPage })),
);
const MakePaymentPage = lazy(() =>
  import('../pages/make-payment-page').then((module) => ({ default: module.MakePaymentPage })),
);
const ContactPage = lazy(() => import('../pages/contact-page').then((module) => ({ default: module.ContactPage })));
const QuotePage = lazy(() => import('../pages/quote-page').then((module) => ({ default: module.QuotePage })));
const ServicesPage = lazy(() => import('../pages/services-page').then((module) => ({ default: module.ServicesPage })));
const FaqPage = lazy(() => import('../pages/faq-page').then((module) => ({ default: module.FaqPage })));
const AboutPage = lazy(() => import('../pages/about-page').then((module) => ({ default: module.AboutPage })));
const CoveragePage = lazy(() => import('../pages/coverage-page').then((module) => ({ default: module.CoveragePage })));
const LegalPage = lazy(() => import('../pages/legal-page').then((module) => ({ default: module.LegalPage })));
const AccountPlaceholderPage = lazy(() =>
  import('../pages/account-placeholder-page').then((module) => ({ default: module.AccountPlaceholderPage })),
);
const WizardPage = lazy(() => import('../pages/wizard-page').then((module) => ({ default: module.WizardPage })));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails to load shows the error inside the shell, so the header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '/policy-change', element: <PolicyChangePage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/services/make-claim', element: <MakeClaimPage /> },
          { path: '/services/make-payment', element: <MakePaymentPage /> },
          { path: '/quote', element: <QuotePage /> },
          { path: '/services', element: <ServicesPage /> },
          { path: '/faq', element: <FaqPage /> },
          { path: '/about', element: <AboutPage /> },
          // Keyed so a page component shared by several routes remounts: an open FAQ item does not carry over.
          { path: '/coverage/auto', element: <CoveragePage key="auto" coverage="auto" /> },
          { path: '/coverage/home', element: <CoveragePage key="home" coverage="home" /> },
          { path: '/coverage/commercial', element: <CoveragePage key="commercial" coverage="commercial" /> },
          { path: '/coverage/misc', element: <CoveragePage key="misc" coverage="misc" /> },
          { path: '/terms', element: <LegalPage key="terms" document="terms" /> },
          { path: '/privacy', element: <LegalPage key="privacy" document="privacy" /> },
          { path: '/login', element: <AccountPlaceholderPage key="login" kind="login" /> },
          { path: '/register', element: <AccountPlaceholderPage key="register" kind="register" /> },
          ...wizardEntries.map((entry) => ({ path: entry.route, element: <WizardPage wizardId={entry.id} /> })),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
