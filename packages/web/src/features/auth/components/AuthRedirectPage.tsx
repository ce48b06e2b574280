import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { isSignedIn } from '../../../lib/storage/sessionStore';

/**
 * /auth-redirect?token=: the identity provider (or the dev SSO form) lands here. The navigation
 * guard signs in with the token and moves on; this page only shows progress. Without a token, or
 * already signed in with it, there is nothing to wait for.
 */
export function AuthRedirectPage() {
  const location = useLocation();
  if (!new URLSearchParams(location.search).get('token') || isSignedIn()) return <Navigate to="/" replace />;
  return <FullPageSpinner />;
}
