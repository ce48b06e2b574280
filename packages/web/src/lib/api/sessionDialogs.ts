import i18n from '../i18n/i18n';
import { clearAllStorage } from '../storage/browserStorage';
import { forgetSessionLocally, getInactivityMinutes, getTokenExpireTime } from '../storage/sessionStore';
import { showMessageDialogOnce } from '../ui/dialogs';
import { sessionEndedKind } from './sessionEnded';

/** A full page load to the root also drops every in-memory cache of the old session. */
function leaveToRoot(): void {
  clearAllStorage();
  window.location.assign('/');
}

let sessionEndedShown = false;

/** True once a session-ended dialog is up: it explains and leaves the page, so nothing else should. */
export const isSessionEndedDialogShown = (): boolean => sessionEndedShown;

export function showSessionEndedDialog(): void {
  // Several calls can fail with 401 at once; the first decides which dialog, the rest add nothing
  // (the first also forgets the stored expiry, so a later one would pick the other dialog).
  if (sessionEndedShown) return;
  sessionEndedShown = true;
  const idle = sessionEndedKind(getTokenExpireTime(), Date.now()) === 'inactivity';
  const minutes = getInactivityMinutes();
  forgetSessionLocally();
  showMessageDialogOnce({
    kind: idle ? 'inactivity' : 'invalid-request',
    title: idle ? i18n.t('dialogs:inactivity.title') : i18n.t('dialogs:invalidRequest.title'),
    content: idle
      ? i18n.t('dialogs:inactivity.text', { minutes: minutes ?? 0 })
      : i18n.t('dialogs:invalidRequest.text'),
    blocking: true,
    onOk: leaveToRoot,
  });
}

/**
 * 401 with 70000021 / 70000013 (spec §6, §8): the person lost the administrator or representative
 * role the session acted in. The server's message in the generic dialog, then logout to the root.
 * It takes the place of the session-ended dialog, so other failing calls add nothing.
 */
export function showRemovedFromCompanyDialog(text: string): void {
  if (sessionEndedShown) return;
  sessionEndedShown = true;
  forgetSessionLocally();
  showMessageDialogOnce({
    kind: 'removed',
    title: i18n.t('dialogs:removed.title'),
    content: text,
    blocking: true,
    onOk: leaveToRoot,
  });
}

/** 00000230 / 00000231: blocking; Confirm clears all stored data and returns to the site root. */
export function showPasswordDialog(reason: 'weak' | 'expired'): void {
  showMessageDialogOnce({
    kind: reason === 'weak' ? 'password-weak' : 'password-expired',
    title: reason === 'weak' ? i18n.t('dialogs:passwordWeak.title') : i18n.t('dialogs:passwordExpired.title'),
    content: reason === 'weak' ? i18n.t('dialogs:passwordWeak.text') : i18n.t('dialogs:passwordExpired.text'),
    okText: i18n.t('dialogs:confirm'),
    blocking: true,
    onOk: leaveToRoot,
  });
}

/** 70000115: the e-mail belongs to a corporate or fund; ask for another one. */
export function showEmailIncorrectDialog(): void {
  showMessageDialogOnce({
    kind: 'email-incorrect',
    title: i18n.t('dialogs:emailIncorrect.title'),
    content: i18n.t('dialogs:emailIncorrect.text'),
  });
}

/** Any other 403: the session or CSRF check failed; a reload starts clean (spec §4). */
export function logoutAndReload(): void {
  forgetSessionLocally();
  window.location.reload();
}
