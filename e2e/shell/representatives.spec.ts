import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, duplicateIds, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens the profile switcher and chooses a profile by name; the page then reloads into it. */
async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByTestId('company-selector').click();
  await page.locator(`[data-testid="profile-option"][data-profile-name="${name}"]`).click();
  await page.getByTestId('profile-switching').waitFor();
  await expect.poll(() => page.getByTestId('header-user-name').textContent(), { timeout: 15_000 }).toBe(name);
}

const fieldErrors = (page: Page) => page.locator('[data-testid="rep-dialog"] .ant-form-item-explain-error').allTextContents();

describe('authorised representatives', () => {
  it('lets Carol, acting as Chen Trading Ltd, add a representative once the form is right', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await switchTo(page, 'Chen Trading Ltd');

    await page.getByTestId('nav-authorised-representatives').click();
    await page.waitForURL('**/manage/authorised-representatives');
    await page.getByTestId('reps-title').waitFor();
    await page.getByTestId('reps-add').click();
    await page.getByTestId('rep-dialog').waitFor();
    // The page's administrator form and this dialog both ask for an e-mail: each field has its own id.
    expect(await duplicateIds(page)).toEqual([]);

    // Blank first name, a tax id with a dash, a broken e-mail: the three messages of spec §5.
    await page.getByTestId('rep-first-name').fill('   ');
    await page.getByTestId('rep-last-name').fill('Lee');
    await page.getByTestId('rep-tax-id').fill('AB-12');
    await page.getByTestId('rep-email').fill('not-an-email');
    await page.getByTestId('rep-submit').click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual([text('en', 'validation', 'fillIn'), text('en', 'validation', 'taxId'), text('en', 'validation', 'emailAddress')]);
    expect(await page.locator('[data-testid="rep-row"][data-name="Dana Lee"]').count()).toBe(0);
    // A tax id over 20 characters is not cut silently: all of it stays, and the message says why.
    await page.getByTestId('rep-tax-id').fill('AB123456789012345678XY');
    expect(await page.getByTestId('rep-tax-id').inputValue()).toBe('AB123456789012345678XY');
    await expect.poll(() => fieldErrors(page)).toContain(text('en', 'validation', 'taxIdLength'));

    const lastName = `Lee${Date.now().toString(36).replace(/\d/g, '')}`;
    await page.getByTestId('rep-first-name').fill('Dana');
    await page.getByTestId('rep-last-name').fill(lastName);
    await page.getByTestId('rep-tax-id').fill(' AB12 ');
    await page.getByTestId('rep-email').fill('');
    await page.getByTestId('rep-submit').click();
    const row = page.locator(`[data-testid="rep-row"][data-name="Dana ${lastName}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('RECORDED');
    expect(await row.textContent()).toContain('AB12');
    await expect.poll(() => page.getByTestId('rep-dialog').isVisible()).toBe(false);
    // Dana has no e-mail: her empty cell shows a dash (name, tax id, e-mail, status, added, operation).
    expect((await row.locator('td').nth(2).textContent())?.trim()).toBe('-');

    // The administrators of the company are the page's second section; Carol is one of them.
    await page.locator(`[data-testid="admin-row"][data-email="${DEMO.carol}"]`).waitFor();
    // Leave Chen Trading as it was: Dana is removed again.
    await row.getByTestId('rep-remove').click();
    await page.getByTestId('dialog-ok').click();
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  });

  it('lets Carol invite an administrator and remove the invitation after confirming', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await switchTo(page, 'Chen Trading Ltd');
    await page.getByTestId('nav-authorised-representatives').click();
    await page.getByTestId('admins-section').waitFor();

    const email = `admin-${Date.now()}@example.com`;
    await page.getByTestId('admin-email').fill(email);
    await page.getByTestId('admin-add').click();
    const row = page.locator(`[data-testid="admin-row"][data-email="${email}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('INVITED');

    await row.getByTestId('admin-remove').click();
    await page.getByTestId('dialog-remove-admin').waitFor();
    await page.getByTestId('dialog-ok').click();
    await expect.poll(() => row.count()).toBe(0);
    await page.locator(`[data-testid="admin-row"][data-email="${DEMO.carol}"]`).waitFor();
    await context.close();
  });

  it('hides and blocks the page on the onboard-plus variant', async () => {
    const { context, page } = await newPage(browser);
    // The onboard-plus address stores the branding flag; it stays for the rest of the visit.
    await page.goto('/onboardplus');
    await page.getByTestId('login-email').waitFor();
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');
    await switchTo(page, 'Chen Trading Ltd');
    await page.getByTestId('nav-home').waitFor();
    expect(await page.getByTestId('nav-authorised-representatives').count()).toBe(0);

    await page.goto('/manage/authorised-representatives');
    await page.waitForURL('**/401');
    await context.close();
  });
});

describe('corporates and funds I represent', () => {
  it('lists what Carol represents and switches her into the fund from its row', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.carol, DEMO.password);
    await page.waitForURL('**/manage/home');

    await page.getByTestId('nav-corporates-i-represent').click();
    await page.waitForURL('**/manage/corporates-i-represent');
    const company = page.locator('[data-testid="represented-row"][data-name="Chen Trading Ltd"]');
    await company.waitFor();
    expect(await page.locator('[data-testid="represented-row"][data-name="Harbour Growth Fund"]').count()).toBe(0);

    await page.getByTestId('nav-fund-i-represent').click();
    await page.waitForURL('**/manage/fund-i-represent');
    const fund = page.locator('[data-testid="represented-row"][data-name="Harbour Growth Fund"]');
    await fund.waitFor();
    expect(await fund.getAttribute('data-role')).toBe('FUND_REPRESENTATIVE');
    expect(await fund.getByTestId('represented-leave').count()).toBe(1);
    // Asking to stop shows a confirmation; declining keeps the row.
    await fund.getByTestId('represented-leave').click();
    await page.getByTestId('dialog-stop-representing').waitFor();
    await page.getByTestId('dialog-cancel').click();
    expect(await fund.count()).toBe(1);

    await fund.getByTestId('represented-switch').click();
    // The switching indicator can come and go before it is looked for (a switch no longer reloads the page).
    await page.getByTestId('profile-switching').waitFor({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => page.getByTestId('header-user-name').textContent(), { timeout: 15_000 }).toBe('Harbour Growth Fund');
    await context.close();
  });
});
