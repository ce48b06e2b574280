import { LEGAL_PATHS } from '@vault/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../layouts/RootLayout';
import { RouteErrorPage } from '../layouts/RouteErrorPage';
import { PUBLIC_PAGES as P, REGISTERED_SHELL_ROUTES, SHELL_PAGES } from './pages';

const shellChildren: RouteObject[] = REGISTERED_SHELL_ROUTES.map((route) => {
  const Page = SHELL_PAGES[route.path]!;
  return { path: route.path, element: <Page /> };
});

/** Public pages (spec §2), the layout shell with the pages that exist, and /404 for the rest. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <P.login /> },
      { path: '/onboardplus', element: <P.login /> },
      { path: '/onboardplus/invite', element: <P.invite /> },
      { path: '/register', element: <P.register /> },
      { path: LEGAL_PATHS.terms, element: <P.legal document="terms" /> },
      { path: LEGAL_PATHS.privacy, element: <P.legal document="privacy" /> },
      { path: '/reset-password', element: <P.resetPassword /> },
      { path: '/auth-redirect', element: <P.authRedirect /> },
      { path: '/nodes', element: <P.nodes /> },
      { path: '/dev/mailbox', element: <P.mailbox /> },
      { path: '/404', element: <P.notFound /> },
      { path: '/401', element: <P.unauthorized /> },
      // The guard answers '/' with a redirect before anything renders.
      { path: '/', element: null },
      { element: <P.shell />, children: shellChildren },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
