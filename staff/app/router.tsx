/**
 * The inbox's pages, under /staff. Each page's code is its own chunk, fetched on its first visit: the sign-in page
 * does not download the grid, nor an agent (whose navigation leaves them out) the owners' pages.
 */
import { createBrowserRouter } from 'react-router-dom';
import { Loading } from '../ui/loading';
import { AppRoot } from './app-root';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

export const router = createBrowserRouter(
  [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Loading label="Loading the staff inbox…" />,
      children: [
        { path: 'sign-in', lazy: async () => ({ Component: (await import('../sign-in/sign-in-page')).SignInPage }) },
        { path: 'invitation', lazy: async () => ({ Component: (await import('../invitation/invitation-page')).InvitationPage }) },
        { path: 'set-up', lazy: async () => ({ Component: (await import('../enrolment/set-up-page')).SetUpPage }) },
        {
          lazy: async () => ({ Component: (await import('./inbox-layout')).InboxLayout }),
          children: [
            { index: true, lazy: async () => ({ Component: (await import('../requests/requests-page')).RequestsPage }) },
            { path: 'requests/:id', lazy: async () => ({ Component: (await import('../request/request-page')).RequestPage }) },
            { path: 'newsletter', lazy: async () => ({ Component: (await import('../newsletter/newsletter-page')).NewsletterPage }) },
            { path: 'funnel', lazy: async () => ({ Component: (await import('../funnel/funnel-page')).FunnelPage }) },
            { path: 'audit', lazy: async () => ({ Component: (await import('../audit/audit-page')).AuditPage }) },
            { path: 'webhooks', lazy: async () => ({ Component: (await import('../webhooks/webhooks-page')).WebhooksPage }) },
            { path: 'staff', lazy: async () => ({ Component: (await import('../staff-members/staff-page')).StaffPage }) },
            { path: 'account', lazy: async () => ({ Component: (await import('../account/account-page')).AccountPage }) },
          ],
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ],
  { basename: '/staff' },
);
