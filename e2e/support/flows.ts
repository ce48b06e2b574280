import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiSignIn } from './api.js';
import { baseUrl, waitForCode } from './browser.js';

/** Signs in through the login page and the e-mailed code, as a person would. */
export async function signInWithCode(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  await page.getByTestId('login-code').fill(await waitForCode(email, sentAfter));
  await page.getByTestId('login-code-submit').click();
}

/**
 * Signs in over HTTP and hands the session to the page as the login page's success does: the session cookie as the
 * server set it, and the values the app keeps (web lib/storage/sessionStore.ts saveSession: the session, its expiry,
 * the menu permissions and the admin flag, COMMON among them). Then the app opens at '/', which goes on to the
 * person's landing page. For journeys whose subject is not signing in: through the login page and the mailed code a
 * sign-in took 4.7 s on a quiet machine (two loads of the app), this way about 1 s (one), ~80 times a run.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const { session, setCookies } = (await apiSignIn(email, password)).signedIn;
  await page.context().addCookies(setCookies.map(browserCookie));
  // A same-origin page that is not the app, for its storage.
  await leaveApp(page);
  await page.evaluate((s) => {
    localStorage.setItem('vault.session', JSON.stringify(s));
    if (s.tokenExpireTime) localStorage.setItem('vault.tokenExpireTime', s.tokenExpireTime);
    localStorage.setItem('vault.menuPermissions', JSON.stringify(s.menuPermList));
    localStorage.setItem('vault.isAdmin', s.menuPermList.includes('COMMON') ? 'true' : 'false');
  }, session);
  await page.goto('/');
}

/** A Set-Cookie line as Playwright's addCookies takes it, for the product's own origin. */
function browserCookie(line: string): Parameters<BrowserContext['addCookies']>[0][number] {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair!.indexOf('=');
  const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(name))?.split('=')[1];
  const maxAge = attribute('max-age');
  const sameSite = attribute('samesite')?.toLowerCase();
  return {
    name: pair!.slice(0, at),
    value: pair!.slice(at + 1),
    domain: new URL(baseUrl()).hostname,
    path: attribute('path') ?? '/',
    httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    secure: attributes.some((a) => a.toLowerCase() === 'secure'),
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    ...(maxAge ? { expires: Math.floor(Date.now() / 1000) + Number(maxAge) } : {}),
  };
}

/** Logout lives in the avatar popup of the side bar (spec §2). */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('avatar').click();
  await page.getByTestId('logout').click();
}

/**
 * Stops the app in this page: the page goes to a same-origin address that is not the app (a missing
 * asset answers a plain 404), so no call of the app is still in flight or can start. Use it before a
 * journey changes the session under the app (cookie, stored expiry): `waitForLoadState('networkidle')`
 * does not wait for anything after a client-side navigation (the state was reached on the first page),
 * so calls still running would land afterwards: a late 200 slides the stored expiry forward again, a
 * late 401 shows its dialog on the old page and forgets the session before the reload.
 */
export async function leaveApp(page: Page): Promise<void> {
  await page.goto('/assets/journey-not-the-app.txt');
}

/**
 * Clicks `button` until `done` holds, giving each click up to 2 s to take effect before the next: under load a
 * click can land while a modal is still opening (or re-rendering) and be lost.
 */
export async function clickUntil(button: Locator, done: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => {
      if (await done()) return true;
      await button.click({ timeout: 2_000 }).catch(() => undefined);
      return expect.poll(done, { timeout: 2_000 }).toBe(true).then(() => true, () => false);
    }, { timeout })
    .toBe(true);
}

/** Clicks `button` until `shown` is hidden (a modal's Close, lost while it opened). */
export const clickUntilHidden = (button: Locator, shown: Locator, timeout?: number): Promise<void> =>
  clickUntil(button, async () => !(await shown.isVisible()), timeout);
