import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { choose, signedInPaul } from './support.js';
import { minimalPdf } from '../documents/files.js';
import { displayDate } from '../documents/support.js';
import { shot as takeShot } from '../support/shots.js';

/**
 * Issue 11, vault set-up: Paul (Northbridge Lending) runs the wizard for a local vault: the company, one local
 * representative, one document upload, the review, and the new vault shows in his list. Names carry the run's
 * tag, so other runs' vaults (there is no delete: a vault is a customer) never match.
 */
const shot = (page: Page, name: string) => takeShot(page, name, { fullPage: true });
const tag = Date.now().toString(36).toUpperCase();
const trading = `Journey Vault ${tag}`;

let browser: Browser;
let paul: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  paul = await signedInPaul(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('vault set-up: local vault', () => {
  it('sets up a local vault with a representative and a document, and lists it', async () => {
    // Sign-in left Paul on the Vaults page; a retried attempt loads it again.
    if (!new URL(paul.url()).pathname.endsWith('/vaults/funds')) await paul.goto('/vaults/funds');
    await paul.getByTestId('funds-setup-vault').click();
    await paul.waitForURL('**/vaults/setup?wizard=new');
    await paul.getByTestId('wizard-step-type').waitFor();
    await paul.getByRole('radio', { name: text('en', 'vaultSetup', 'type.LOCAL.title') }).check();
    expect(await seriousViolations(paul)).toEqual([]);
    await shot(paul, 'vault-setup-type');
    await paul.getByTestId('wizard-next').click();

    // Company details: an empty form says what is missing and creates nothing.
    await paul.getByTestId('wizard-step-company').waitFor();
    await paul.getByTestId('company-save').click();
    await paul.getByText(text('en', 'validation', 'required')).first().waitFor();
    await paul.getByTestId('company-legal-name').fill(`${trading} Limited`);
    await paul.getByTestId('company-trading-name').fill(trading);
    await paul.getByTestId('company-number').fill(`JV${tag}`);
    await choose(paul, 'company-type', 'Private limited');
    await choose(paul, 'company-country', 'United Kingdom');
    await shot(paul, 'vault-setup-company');
    await paul.getByTestId('company-save').click();

    // Representatives: the new vault is open in EDIT mode at this step.
    await paul.getByTestId('wizard-step-representatives').waitFor();
    await paul.waitForURL(/mode=EDIT/);
    await paul.getByTestId('rep-first-name').fill('Mei');
    await paul.getByTestId('rep-last-name').fill('Lin');
    await paul.getByTestId('rep-tax-id').fill('AB-1');
    await paul.getByText(text('en', 'validation', 'taxId')).first().waitFor();
    await paul.getByTestId('rep-tax-id').fill('AB12345');
    await paul.getByTestId('rep-add').click();
    await paul.getByText(text('en', 'vaultSetup', 'reps.added')).first().waitFor();
    await paul.locator('[data-testid="rep-row"][data-rep-name="Mei Lin"]').waitFor();
    expect(await seriousViolations(paul)).toEqual([]);
    await shot(paul, 'vault-setup-representatives');
    await paul.getByTestId('wizard-next').click();

    // Documents: a certificate of incorporation into the vault.
    await paul.getByTestId('wizard-step-documents').waitFor();
    await choose(paul, 'vault-doc-type', 'Certificate of Incorporation');
    const date = paul.locator('#vault-doc-dateOfIssue');
    await date.click();
    await date.fill(displayDate(-3));
    await paul.keyboard.press('Enter');
    await paul.getByTestId('wizard-title').click();
    await paul.locator('input[type="file"]').last().setInputFiles({ name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: minimalPdf(['Certificate of incorporation']) });
    await paul.getByTestId('vault-doc-upload').click();
    await paul.locator('[data-testid="vault-doc-row"][data-doc-type="COI"]').waitFor();
    await shot(paul, 'vault-setup-documents');
    await paul.getByTestId('wizard-next').click();

    // Review, then finish.
    await paul.getByTestId('vault-review').waitFor();
    expect(await paul.getByTestId('review-rep').count()).toBe(1);
    expect(await paul.getByTestId('review-doc').count()).toBe(1);
    expect(await seriousViolations(paul)).toEqual([]);
    await shot(paul, 'vault-setup-review');
    await paul.getByTestId('wizard-finish').click();

    const row = paul.locator(`[data-testid="vault-row"][data-vault-name="${trading}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(text('en', 'vaultSetup', 'status.COMPLETE'));
    await shot(paul, 'vault-setup-list');

    // REVIEW mode opens at the review step, read-only.
    await row.getByTestId('vault-review').click();
    await paul.getByTestId('vault-review').waitFor();
    expect(await paul.getByTestId('wizard-finish').count()).toBe(0);
  });

  it('runs the type step by keyboard, and fits a phone', async () => {
    const { page } = await newPage(browser, { width: 390 });
    await signIn(page, DEMO.paul, DEMO.password);
    await page.waitForURL('**/vaults/funds');
    await page.goto('/vaults/setup?wizard=new');
    await page.getByTestId('wizard-step-type').waitFor();
    // The radio group takes focus with Tab; arrows choose; Next is reached with Tab and pressed with Enter.
    const local = page.getByRole('radio', { name: text('en', 'vaultSetup', 'type.LOCAL.title') });
    const online = page.getByRole('radio', { name: text('en', 'vaultSetup', 'type.ONLINE.title') });
    await local.focus();
    await page.keyboard.press('ArrowDown');
    expect(await online.isChecked()).toBe(true);
    await page.getByTestId('wizard-next').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('wizard-step-company').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(page, 'vault-setup-company-390');
    await page.close();
  });
});
