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
