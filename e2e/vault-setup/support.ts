import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';

/** Chooses an option of an antd select by typing part of its label, once the list has it (lists load on open). */
export async function choose(page: Page, testId: string, typed: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: typed }).first();
  await option.waitFor();
  await option.click();
}

/** Paul (Northbridge Lending) signed in, on the Vaults page where sign-in leaves him. */
export async function signedInPaul(browser: Browser): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, DEMO.paul, DEMO.password);
  await page.waitForURL('**/vaults/funds');
  return page;
}
