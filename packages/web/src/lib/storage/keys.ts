/**
 * Every browser-storage key the app uses, in one place so logout can be reasoned about and so the
 * names never drift between writer and reader. Prefixed to avoid clashing with other apps on the host.
 */
export const LOCAL_KEYS = {
  /** The signed-in session as returned by sign-in (contract Session). */
  session: 'vault.session',
  /** Sliding expiry of the session (ISO); set to null first on logout. */
  tokenExpireTime: 'vault.tokenExpireTime',
  /** Menu permissions (role codes) the routes are generated from. */
  menuPermissions: 'vault.menuPermissions',
  /** Admin flag: the permission list includes COMMON (spec §6). */
  isAdmin: 'vault.isAdmin',
  /** The single sign-on token the current session came from. */
  ssoToken: 'vault.ssoToken',
  /** Marker left by ?ssoFailed=true so the login page can explain what happened. */
  ssoLoginFailed: 'vault.ssoLoginFailed',
  /** Onboard-plus branding flag. */
  onboardPlus: 'vault.onboardPlus',
  /** Side navigation open or closed (open by default). */
  sidebarOpen: 'vault.sidebarOpen',
  /** The phone notice is shown once per browser. */
  mobileNoticeShown: 'vault.mobileNoticeShown',
} as const;

export const SESSION_KEYS = {
  /** The sign-in prompt for a signed-out visitor on a private page is shown once per session. */
  signInPromptShown: 'vault.signInPromptShown',
  /** An invitation a registered user accepts right after signing in. */
  pendingInvitation: 'vault.pendingInvitation',
  /** View Fund: where the client manager came from, so the fund's shell can lead back (spec paid §2 App drawer 2). */
  fundOrigin: 'vault.fundOrigin',
} as const;
