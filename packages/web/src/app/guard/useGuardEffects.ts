import { useEffect } from 'react';
import { useNavigate, type Location } from 'react-router';
import { endSession } from '../../features/auth/api/logout';
import { signInWithSso } from '../../features/auth/api/sso';
import { isApiError } from '../../lib/api/ApiError';
import i18n from '../../lib/i18n/i18n';
import { logoutLocally, SignInError } from '../../lib/session/signIn';
import { local, session } from '../../lib/storage/browserStorage';
import { LOCAL_KEYS, SESSION_KEYS } from '../../lib/storage/keys';
import { toastError } from '../../lib/ui/feedback';
import type { GuardDecision } from '../guard';
import { loadRoles } from './loadRoles';
import { showSignInRequiredDialog, showSsoUnsuccessfulDialog } from './ssoDialog';

/** Effects run once per navigation and decision, even when React runs an effect twice. */
const started = new Set<string>();

/** The address without ?token=; /auth-redirect only exists to carry the token, so it leads to '/'. */
function withoutToken(location: Location): string {
  if (location.pathname === '/auth-redirect') return '/';
  const params = new URLSearchParams(location.search);
  params.delete('token');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

function ssoFailureText(error: unknown): string | null {
  if (error instanceof SignInError) return null; // already shown
  if (isApiError(error)) return error.errorMsg || i18n.t('auth:sso.failed');
  return i18n.t('auth:sso.failed');
}

/** Carries out the guard's decisions that need calls, storage or dialogs (spec §4). */
export function useGuardEffects(decision: GuardDecision, location: Location, rolesVersion: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    // Roles can go missing again on the same page (an accepted invitation changes the profiles),
    // so each loss of roles is its own occasion to load them.
    const key = `${location.key}:${decision.kind}${decision.kind === 'loadRoles' ? `:${rolesVersion}` : ''}`;
    if (decision.kind === 'allow' || decision.kind === 'redirect' || started.has(key)) return;
    started.add(key);
    const toRoot = () => void navigate('/', { replace: true });
    switch (decision.kind) {
      case 'loadRoles':
        loadRoles().catch(() => {
          logoutLocally();
          toRoot();
        });
        break;
      case 'ssoFailed':
        void (async () => {
          if (decision.logout) await endSession();
          local.set(LOCAL_KEYS.ssoLoginFailed, 'true');
          showSsoUnsuccessfulDialog(toRoot);
        })();
        break;
      case 'ssoMismatch':
        void endSession().then(() => window.location.reload());
        break;
      case 'ssoSignIn':
        signInWithSso(decision.token)
          .then(() => navigate(withoutToken(location), { replace: true }))
          .catch((error: unknown) => {
            const text = ssoFailureText(error);
            if (text) toastError(text);
            showSsoUnsuccessfulDialog(toRoot);
          });
        break;
      case 'promptSignIn':
        session.set(SESSION_KEYS.signInPromptShown, 'true');
        showSignInRequiredDialog(toRoot);
        break;
    }
  }, [decision, location, navigate, rolesVersion]);
}
