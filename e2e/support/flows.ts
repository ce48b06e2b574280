import type { Page } from 'playwright-core';
import { waitForCode } from './browser.js';

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

/** Logout lives in the avatar popup of the side bar (spec §2). */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('avatar').click();
  await page.getByTestId('logout').click();
}
