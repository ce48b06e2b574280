import i18n from '../../lib/i18n/i18n';
import { isSessionEndedDialogShown } from '../../lib/api/sessionDialogs';
import { showMessageDialogOnce } from '../../lib/ui/dialogs';

/** 'SSO Unsuccessful' warning (spec §2); the caller goes to the site root after Okay. */
export function showSsoUnsuccessfulDialog(onOk: () => void): void {
  showMessageDialogOnce({
    kind: 'sso-unsuccessful',
    title: i18n.t('dialogs:ssoUnsuccessful.title'),
    content: i18n.t('dialogs:ssoUnsuccessful.text'),
    blocking: true,
    onOk,
  });
}

/** A signed-out visitor opened a private page: say so once per session, then go to the root. */
export function showSignInRequiredDialog(onOk: () => void): void {
  // A session that just ended already has its dialog (Inactivity Warning or Invalid Request).
  if (isSessionEndedDialogShown()) return;
  showMessageDialogOnce({
    kind: 'sign-in-required',
    title: i18n.t('dialogs:signInRequired.title'),
    content: i18n.t('dialogs:signInRequired.text'),
    blocking: true,
    onOk,
  });
}
