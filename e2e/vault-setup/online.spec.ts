import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { launchBrowser, mailbox } from '../support/browser.js';
import { text } from '../support/i18n.js';
import { choose, signedInPaul } from './support.js';
import { shot as takeShot } from '../support/shots.js';

/**
 * Issue 11, vault set-up: Paul sets up an online vault: the company, an administrator invited by e-mail (a second
 * invitation to the same address says 'Invitation already sent'), a representative invited by e-mail.
 */
const shot = (page: Page, name: string) => takeShot(page, name, { fullPage: true });
const tag = Date.now().toString(36).toUpperCase();
const trading = `Online Journey ${tag}`;
const adminEmail = `admin.${tag.toLowerCase()}@online-vault.example.org`;
const repEmail = `rep.${tag.toLowerCase()}@online-vault.example.org`;

let browser: Browser;
let paul: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  paul = await signedInPaul(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('vault set-up: online vault', () => {
  it('invites an administrator and a representative of a new online vault', async () => {
    await paul.goto('/vaults/setup?wizard=new');
    await paul.getByRole('radio', { name: text('en', 'vaultSetup', 'type.ONLINE.title') }).check();
    await paul.getByTestId('wizard-next').click();
    await paul.getByTestId('company-legal-name').fill(`${trading} Limited`);
    await paul.getByTestId('company-trading-name').fill(trading);
    await paul.getByTestId('company-number').fill(`OJ${tag}`);
    await choose(paul, 'company-type', 'Limited liability company');
    await choose(paul, 'company-country', 'United Kingdom');
    await paul.getByTestId('company-save').click();
    await paul.getByTestId('wizard-step-representatives').waitFor();
    expect(await seriousViolations(paul)).toEqual([]);

    // The administrator: Success!, then the same address again: Invitation already sent.
    for (const expected of ['success', 'alreadySent'] as const) {
      await paul.getByTestId('invite-email').first().fill(adminEmail);
      await paul.getByTestId('invite-send').click();
      const modal = paul.locator('.ant-modal-wrap:visible');
      await modal.getByText(text('en', 'vaultSetup', `invite.outcome.${expected}`)).waitFor();
      if (expected === 'success') expect(await seriousViolations(paul, '.ant-modal-wrap')).toEqual([]);
      await modal.locator('.ant-modal-footer').getByRole('button', { name: text('en', 'vaultSetup', 'invite.close') }).click();
      await modal.waitFor({ state: 'hidden' });
    }
    expect((await mailbox()).some((m) => m.to === adminEmail)).toBe(true);

    // A representative with an e-mail is invited too.
    await paul.getByTestId('rep-first-name').fill('Ola');
    await paul.getByTestId('rep-last-name').fill('Berg');
    await paul.getByTestId('rep-email').fill(repEmail);
    await paul.getByTestId('rep-add').click();
    const row = paul.locator('[data-testid="rep-row"][data-rep-name="Ola Berg"]');
    await row.waitFor();
    expect(await row.textContent()).toContain(text('en', 'vaultSetup', 'reps.statuses.INVITED'));
    await shot(paul, 'vault-setup-online-representatives');

    await paul.getByTestId('wizard-next').click();
    await paul.getByTestId('vault-review').waitFor();
    await paul.getByTestId('wizard-finish').click();
    await paul.locator(`[data-testid="vault-row"][data-vault-name="${trading}"]`).waitFor();
  });
});
