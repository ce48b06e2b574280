import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { minimalPdf } from '../documents/files.js';
import { displayDate, switchTo } from '../documents/support.js';
import { shot } from '../support/shots.js';

/**
 * Issue 10: Paul, a client manager of Northbridge Lending, uploads two documents to a parent fund and sends them
 * to two of its three child funds; Carol, who represents one of them, sees exactly those versions; Paul withdraws
 * one and it is gone for her; View Fund takes Paul into a child fund and back.
 */

let browser: Browser;
let paul: Page;
const uploaded: string[] = [];

const drawer = (page: Page) => page.getByTestId('parent-fund-drawer');
const section = (page: Page, index: number) => page.getByTestId(`fund-distribution-doc-${index}`);
const receivedRows = (page: Page) => page.locator('[data-testid="received-customer"][data-customer="Northbridge Credit Fund I"] [data-testid="received-row"]');

async function fillUploadRow(page: Page, index: number, typeName: string, fileName: string) {
  const row = page.getByTestId(`fund-upload-row-${index}`);
  await row.getByTestId(`fund-upload-row-${index}-type`).click();
  await page.keyboard.type(typeName);
  await page.keyboard.press('Enter');
  const date = row.locator(`#fund-upload-row-${index}-dateOfIssue`);
  await date.click();
  await date.fill(displayDate(-3));
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="fund-upload-modal"] .ant-modal-title').click();
  await row.getByTestId(`fund-upload-row-${index}-input`).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: minimalPdf([`${typeName} for the journey`]) });
  await row.locator(`[data-testid="fund-upload-row-${index}-file"][data-name="${fileName}"]`).waitFor();
}

async function openCreditFund(page: Page) {
  // A retried attempt may find the drawer of the last one still open.
  await closeDialogs(page);
  if (await drawer(page).isVisible()) {
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
  }
  await page.getByTestId('paid-tab-vaults').click();
  await page.getByTestId('nav-parent-funds').click();
  await page.waitForURL('**/vaults/parent-funds');
  await page.locator('[data-testid="fund-row"][data-fund-name="Northbridge Credit Fund I"] [data-testid="fund-open"]').click();
  await drawer(page).getByTestId('child-fund').first().waitFor();
}

async function saveDistribution(page: Page) {
  await page.getByTestId('fund-distribution-save').click();
  await page.getByText(text('en', 'funds', 'viewer.deleted')).first().waitFor();
}

const switchIn = (scope: Locator, fund: string) => scope.getByTestId(`fund-distribution-switch-${fund}`);

/** Closes whatever dialogs are open over the drawer (the top one's close button, one at a time), until none is. */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 5 && (await page.locator('.ant-modal-wrap:visible').count()) > 0; i++) {
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
    await page.waitForTimeout(500);
  }
  expect(await page.locator('.ant-modal-wrap:visible').count()).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  paul = (await newPage(browser)).page;
  await signIn(paul, DEMO.paul, DEMO.password);
  await paul.waitForURL('**/vaults/funds');
});

afterAll(async () => {
  // Leave the demo funds as seeded: withdraw and delete what the journey uploaded.
  if (uploaded.length) {
    const api = await apiSignIn(DEMO.paul, DEMO.password);
    const funds = (await api.call('POST', '/fund-major/all', { kind: 'MAJOR' }, true)) as { data: { list: { fundProfileId: string; name: string }[] } };
    const credit = funds.data.list.find((f) => f.name === 'Northbridge Credit Fund I')!.fundProfileId;
    const children = (await api.call('POST', '/fund-major/child-funds', { fundMajorProfileId: credit }, true)) as { data: { list: { fundMinorProfileId: string }[] } };
    for (const docId of uploaded) {
      const off = children.data.list.map((c) => ({ fundMinorProfileId: c.fundMinorProfileId, shouldReceiveDocument: false }));
      await api.call('POST', '/fund-major/document-distribution', { fundMajorProfileId: credit, docs: [{ docId, version: 1 }], documentDistribution: off }, true);
      await api.call('DELETE', `/fund-major/document?docId=${docId}&version=1`, undefined, true);
    }
  }
  await browser?.close();
});

describe('fund documents and their distribution', () => {
  it('uploads two documents to a parent fund and sends them to two of its three child funds', async () => {
    await openCreditFund(paul);
    await shot(paul, 'funds-drawer-1440');
    // Polled: the drawer shows its first child fund before the list has settled (a first try in CI counted too early).
    await expect.poll(() => drawer(paul).getByTestId('child-fund').count(), { timeout: 10_000 }).toBe(3);
    // The new child fund (no distribution yet) carries the marker.
    await expect.poll(() => drawer(paul).locator('[data-testid="child-fund"][data-fund-name="Northbridge Credit Feeder C"] [data-testid="child-fund-new"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await seriousViolations(paul)).toEqual([]);
    await drawer(paul).getByTestId('drawer-tab-documents').click();
    await drawer(paul).getByTestId('fund-upload-open').click();
    await paul.getByTestId('fund-upload-modal').waitFor();
    await fillUploadRow(paul, 0, 'Financial Report', 'journey-report.pdf');
    await paul.getByTestId('fund-upload-add-row').click();
    await fillUploadRow(paul, 1, 'Fund Prospectus', 'journey-prospectus.pdf');
    await paul.getByTestId('fund-upload-submit').click();

    // After the last upload, the distribution modal opens for both new documents.
    await section(paul, 1).waitFor({ timeout: 30_000 });
    for (const index of [0, 1]) uploaded.push((await section(paul, index).getAttribute('data-doc-id'))!);
    expect(await paul.getByTestId('fund-distribution-save').isDisabled()).toBe(true);
    for (const index of [0, 1]) {
      await switchIn(section(paul, index), 'Harbour Growth Fund').click();
      await switchIn(section(paul, index), 'Northbridge Credit Feeder B').click();
    }
    expect(await seriousViolations(paul, '.ant-modal')).toEqual([]);
    await shot(paul, 'funds-distribution-1440');
    await saveDistribution(paul);
    // The new documents are highlighted in the list.
    for (const docId of uploaded) await drawer(paul).locator(`[data-testid="fund-document"][data-doc-id="${docId}"][data-highlighted="true"]`).waitFor();
  });

  it('shows the child fund exactly the distributed versions, and a withdrawal ends it', async () => {
    await closeDialogs(paul);
    const carol = (await newPage(browser)).page;
    await signIn(carol, DEMO.carol, DEMO.password);
    await carol.waitForURL('**/manage/home');
    await switchTo(carol, 'Harbour Growth Fund');
    await carol.goto('/manage/documents?view=shared');
    await receivedRows(carol).first().waitFor();
    const rows = async () => receivedRows(carol).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-doc-id')}@${e.getAttribute('data-version')}`));
    for (const docId of uploaded) expect(await rows()).toContain(`${docId}@1`);

    // Paul withdraws the report from Harbour Growth Fund in the viewer's distribution settings.
    await drawer(paul).locator(`[data-testid="fund-document"][data-doc-id="${uploaded[0]}"] [data-testid="fund-document-open"]`).click();
    await paul.locator('[data-testid="fund-viewer-receiver"][data-fund-name="Harbour Growth Fund"]').waitFor();
    await shot(paul, 'funds-viewer-1440');
    expect(await seriousViolations(paul, '.ant-modal')).toEqual([]);
    await paul.getByTestId('fund-viewer-distribution').click();
    await switchIn(section(paul, 0), 'Harbour Growth Fund').click();
    await saveDistribution(paul);
    await paul.locator('[data-testid="fund-viewer-receiver"][data-fund-name="Harbour Growth Fund"]').waitFor({ state: 'detached' });
    // A distributed document cannot be deleted from the viewer.
    expect(await paul.getByTestId('fund-viewer-delete').isDisabled()).toBe(true);
    await closeDialogs(paul);

    await carol.reload();
    await receivedRows(carol).first().waitFor();
    expect(await rows()).not.toContain(`${uploaded[0]}@1`);
    expect(await rows()).toContain(`${uploaded[1]}@1`);
    await carol.context().close();
  });

  it('View Fund switches into a child fund, and the way back returns to the parent funds', async () => {
    await closeDialogs(paul);
    await drawer(paul).getByTestId('drawer-tab-children').click();
    await drawer(paul).locator('[data-testid="child-fund"][data-fund-name="Northbridge Credit Feeder B"] [data-testid="child-fund-view"]').click();
    await paul.waitForURL('**/manage/home');
    await paul.getByTestId('viewing-fund').waitFor({ timeout: 20_000 });
    await paul.waitForFunction(() => document.querySelector('[data-testid="header-user-name"]')?.textContent === 'Northbridge Credit Feeder B', undefined, { timeout: 20_000 });
    await shot(paul, 'funds-view-fund-1440');
    await paul.getByTestId('back-to-funds').click();
    await paul.waitForURL('**/vaults/parent-funds');
    await paul.getByTestId('paid-shell').waitFor({ timeout: 20_000 });
    await paul.locator('[data-testid="fund-row"][data-fund-name="Northbridge Credit Fund I"]').waitFor();
    expect(await paul.getByTestId('viewing-fund').count()).toBe(0);
  });
});
