import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { apiSignIn } from '../support/api.js';
import { baseUrl, DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { drawnPng } from '../documents/files.js';
import { shot } from '../support/shots.js';

/**
 * Issue 11 (broker-dealers): Paul, a client manager of Northbridge Lending, sets its broker-dealer Chen Trading Ltd to
 * auto-share passports (answering No to Apply to Outstanding Requests); Alice, a customer connected to Northbridge,
 * uploads a passport; Carol, acting as Chen Trading, finds it shared with her company. Everything is put back.
 */

let browser: Browser;
let paul: Page;
let uploadedDocId: string | null = null;
const drawer = (page: Page) => page.getByTestId('broker-dealer-drawer');
const passportRow = (page: Page) => drawer(page).locator('[data-testid="perm-row"][data-doc-type="PP"]');
type Api = Awaited<ReturnType<typeof apiSignIn>>;

async function chenBrokerDealer(api: Api) {
  const list = (await api.call('POST', '/broker-dealer/list', {}, true)) as { data: { list: { brokerDealerId: string; companyId: string; companyName: string }[] } };
  return list.data.list.find((b) => b.companyName === 'Chen Trading Ltd')!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  paul = (await newPage(browser)).page;
  await signIn(paul, DEMO.paul, DEMO.password);
  await paul.waitForURL('**/vaults/funds');
});

afterAll(async () => {
  // Leave the demo as seeded: passports no longer auto-shared (ending the rule's grants), Alice's passport removed.
  const api = await apiSignIn(DEMO.paul, DEMO.password);
  const bd = await chenBrokerDealer(api);
  const config = (await api.call('GET', `/broker-dealer/broker-dealer-configuration?brokerDealerId=${bd.brokerDealerId}`, undefined, true)) as { data: { businessCompanyId: string; detailList: { docType: string; preAuthoriseAccess: boolean; downloadable: boolean }[] } };
  const detailList = config.data.detailList.map((r) => (r.docType === 'PP' ? { ...r, preAuthoriseAccess: false, downloadable: true } : r));
  await api.call('POST', '/broker-dealer/broker-dealer-configuration', { brokerDealerId: bd.brokerDealerId, detailList }, true);
  await api.call('POST', '/broker-dealer/handle-auto-shared-action', { brokerDealerId: bd.brokerDealerId, businessCompanyId: config.data.businessCompanyId, applySetting: 'Yes' }, true);
  if (uploadedDocId) {
    const alice = await apiSignIn(DEMO.alice, DEMO.password);
    await alice.call('DELETE', `/doc-mgr/remove-document?docId=${uploadedDocId}`);
  }
  await browser?.close();
});

describe('broker-dealer permissions', () => {
  it('shows the broker-dealer with its details, and sets it to auto-share passports', async () => {
    // The System tab holds Users and Broker-Dealers: a dropdown.
    await paul.getByTestId('paid-tab-system').click();
    await paul.getByTestId('nav-broker-dealers').click();
    await paul.waitForURL('**/settings/broker-dealers');
    const row = paul.locator('[data-testid="broker-dealer-row"][data-name="Chen Trading Ltd"]');
    await row.waitFor();
    await shot(paul, 'broker-dealers-list-1440');
    expect(await seriousViolations(paul)).toEqual([]);

    // The add modal: the company already added is not offered; closing resets the search.
    await paul.getByTestId('broker-dealers-add').click();
    const modal = paul.getByTestId('add-broker-dealers-modal');
    await modal.getByRole('searchbox').fill('Chen');
    await modal.getByRole('searchbox').press('Enter');
    await modal.getByText(text('en', 'brokerDealers', 'add.noResults')).waitFor();
    await modal.getByRole('searchbox').fill('Northbridge');
    await modal.getByRole('searchbox').press('Enter');
    await modal.locator('[data-testid="add-bd-result"][data-name="Northbridge Lending Scotland"]').waitFor();
    await modal.getByRole('button', { name: 'Select Northbridge Lending Scotland' }).click();
    expect(await modal.getByRole('button', { name: 'Deselect Northbridge Lending Scotland' }).getAttribute('aria-pressed')).toBe('true');
    expect(await modal.getByTestId('add-bd-next').isDisabled()).toBe(false);
    await shot(paul, 'broker-dealers-add-1440');
    expect(await seriousViolations(paul, '.ant-modal')).toEqual([]);
    await paul.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await paul.getByTestId('broker-dealers-add').click();
    expect(await paul.getByTestId('add-bd-result').count()).toBe(0);
    expect(await paul.getByTestId('add-bd-next').isDisabled()).toBe(true);
    await paul.keyboard.press('Escape');

    await row.getByTestId('broker-dealer-open').click();
    await drawer(paul).getByTestId('bd-primary-details').waitFor();
    expect(await drawer(paul).getByTestId('bd-status').innerText()).toBe('Connected');
    await shot(paul, 'broker-dealers-details-1440');
    await drawer(paul).getByTestId('bd-tab-permissions').click();
    await passportRow(paul).waitFor();
    expect(await drawer(paul).getByTestId('perm-save').isDisabled()).toBe(true);
    await drawer(paul).getByText(text('en', 'brokerDealers', 'perm.footer')).waitFor();
    await drawer(paul).getByRole('switch', { name: 'Auto share Passport' }).click();
    expect(await drawer(paul).getByTestId('perm-save').isDisabled()).toBe(false);
    // Undo Changes restores the loaded copy; then switch it on again and save.
    await drawer(paul).getByTestId('perm-undo').click();
    expect(await drawer(paul).getByRole('switch', { name: 'Auto share Passport' }).getAttribute('aria-checked')).toBe('false');
    await drawer(paul).getByRole('switch', { name: 'Auto share Passport' }).click();
    await shot(paul, 'broker-dealers-permissions-1440');
    expect(await seriousViolations(paul, '.ant-drawer')).toEqual([]);
    await drawer(paul).getByTestId('perm-save').click();
    await paul.getByTestId('apply-outstanding-modal').getByTestId('apply-no').waitFor();
    await shot(paul, 'broker-dealers-apply-1440');
    await paul.getByTestId('apply-no').click();
    await paul.getByText(text('en', 'brokerDealers', 'success')).first().waitFor();
    expect(await drawer(paul).getByTestId('perm-save').isDisabled()).toBe(true);
  });

  it("grants a connected customer's new passport to the broker-dealer as it is uploaded", async () => {
    const alice = await apiSignIn(DEMO.alice, DEMO.password);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const form = new FormData();
    form.append('docType', 'PP');
    form.append('docProperties', JSON.stringify({ dateOfIssue: day(-400), dateOfExpiry: day(3000) }));
    form.append('files', new Blob([new Uint8Array(await drawnPng(paul, 'Passport'))], { type: 'image/png' }), 'passport.png');
    const res = await fetch(`${baseUrl()}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers: { 'Api-Version': '8', cookie: alice.cookie, authorization: alice.csrf }, body: form });
    const body = (await res.json()) as { success: boolean; data: { docId: string } };
    expect(body.success).toBe(true);
    uploadedDocId = body.data.docId;

    const carol = await apiSignIn(DEMO.carol, DEMO.password);
    const bd = await chenBrokerDealer(await apiSignIn(DEMO.paul, DEMO.password));
    await carol.call('POST', `/customer-user/switch-to-corporate-user?corporateProfileId=${bd.companyId}`);
    const shared = (await carol.call('POST', '/doc-mgr/shared-with-us', {})) as { data: { list: { docId: string; caseKind: string }[] } };
    expect(shared.data.list).toContainEqual(expect.objectContaining({ docId: uploadedDocId, caseKind: 'BROKER_DEALER' }));
  });

  it('fits a phone screen', async () => {
    const phone = (await newPage(browser, { width: 390 })).page;
    await signIn(phone, DEMO.paul, DEMO.password);
    // Wait for the landing page first, so its navigation cannot replace the one below.
    await phone.waitForURL('**/vaults/funds');
    await phone.goto('/settings/broker-dealers');
    await phone.locator('[data-testid="broker-dealer-row"][data-name="Chen Trading Ltd"]').waitFor();
    await shot(phone, 'broker-dealers-list-390');
    await phone.locator('[data-testid="broker-dealer-row"][data-name="Chen Trading Ltd"] [data-testid="broker-dealer-open"]').click();
    await drawer(phone).getByTestId('bd-tab-permissions').click();
    await passportRow(phone).waitFor();
    await shot(phone, 'broker-dealers-permissions-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
