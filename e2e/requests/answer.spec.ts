import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { seriousViolations } from '../support/a11y.js';
import { must } from '../sharing/seed.js';
import { SHOTS_DIR } from '../support/shots.js';

/**
 * The paid administrator's requests (issue 11, docs/requests.md): Paul creates a document request for Alice from
 * Requests → Active, Alice answers it from her Actions by sharing her utility bill, and the request moves to
 * Requests → Completed on Paul's side.
 */
const WAIT = { timeout: 20_000 };

let browser: Browser;
let showAgain = true;
/** The grants this journey made (Alice's answer), ended afterwards so other journeys find her vault as it was. */
let answered: { docIds: string[]; since: number } | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  // No arrival pop-up for Alice: she answers from Actions (restored afterwards).
  const alice = await apiSignIn(DEMO.alice, DEMO.password);
  showAgain = (await must<{ showAgain: boolean }>(alice, 'GET', '/action/request-show')).showAgain;
  await must(alice, 'POST', '/action/save-request-show', { showAgain: false });
});

afterAll(async () => {
  await browser.close();
  const alice = await apiSignIn(DEMO.alice, DEMO.password);
  await must(alice, 'POST', '/action/save-request-show', { showAgain });
  if (!answered) return;
  for (const docId of answered.docIds) {
    const grants = await must<Array<{ grantId: string; recipientName: string; since: string; endedAt: string | null }>>(alice, 'POST', '/doc-mgr/shared-to', { docId });
    for (const g of grants.filter((x) => !x.endedAt && x.recipientName === 'Northbridge Lending' && Date.parse(x.since) >= answered!.since))
      await must(alice, 'DELETE', '/doc-mgr/shared-document', { docId, grantId: g.grantId });
  }
});

async function shotBoth(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Presses Tab until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function openRequests(page: Page, item: 'nav-active' | 'nav-completed' | 'nav-pending-approval'): Promise<void> {
  await page.getByTestId('paid-tab-requests').click();
  await page.getByTestId(item).click();
}

describe('requests manager', () => {
  it('the administrator creates a request, the customer answers it, the request moves to Completed', async () => {
    const title = `Utility bill check ${Date.now()}`;
    const paul = await newPage(browser);
    await signIn(paul.page, DEMO.paul, DEMO.password);
    await paul.page.waitForURL('**/vaults/funds');
    await openRequests(paul.page, 'nav-active');
    await paul.page.waitForURL('**/requests/active');

    // Create: customer, type (document request is the default), documents, subject, priority; by keyboard in the lists.
    await paul.page.getByTestId('request-create').click();
    const dialog = paul.page.getByTestId('create-dialog');
    await dialog.getByTestId('create-customer').click();
    await paul.page.keyboard.type('Alice');
    await paul.page.keyboard.press('Enter');
    await dialog.getByTestId('create-doc-types').click();
    await paul.page.keyboard.type('Utility');
    await paul.page.keyboard.press('Enter');
    await dialog.locator('.ant-modal-title').click();
    await dialog.getByTestId('create-title').fill(title);
    await dialog.getByTestId('create-priority').click();
    await paul.page.locator('.ant-select-item-option[title="High"]').click();
    const created = paul.page.waitForResponse((r) => r.url().endsWith('/customer/action') && r.request().method() === 'POST');
    await paul.page.getByTestId('create-send').click();
    const actionId = ((await (await created).json()) as { data: { id: string } }).data.id;
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
    const row = paul.page.locator(`[data-testid="request-row"][data-title="${title}"]`);
    // Alice already holds a valid utility bill: ready to share.
    await expect.poll(() => row.getAttribute('data-status'), WAIT).toBe('READY_TO_SHARE');
    // Keyboard: Tab reaches the row's customer link, Enter opens the drawer, Escape closes it.
    await paul.page.locator('[data-testid="requests-manager-title"]').click();
    await tabTo(paul.page, `[data-testid="request-row"][data-title="${title}"] [data-testid="request-open"]`);
    await paul.page.keyboard.press('Enter');
    await paul.page.getByTestId('drawer-status').waitFor(WAIT);
    await shotBoth(paul.page, 'requests-manager-drawer');
    await paul.page.keyboard.press('Escape');
    await expect.poll(() => paul.page.getByTestId('request-drawer').isVisible(), WAIT).toBe(false);
    // Away from the row: a hovered link is lighter (antd's hover colour), not what the page shows at rest.
    await paul.page.mouse.move(1, 1);
    await shotBoth(paul.page, 'requests-manager-active');
    expect(await seriousViolations(paul.page)).toEqual([]);

    // Alice answers from Actions: she chooses her utility bill and agrees.
    const alice = await newPage(browser);
    await signIn(alice.page, DEMO.alice, DEMO.password);
    await alice.page.waitForURL('**/manage/home');
    await alice.page.getByTestId('nav-actions').click();
    await alice.page.waitForURL('**/manage/actions');
    await alice.page.locator(`[data-testid="action-row"][data-action-id="${actionId}"]`).getByTestId('action-open').click();
    const section = alice.page.locator('[data-testid="access-request-dialog"] [data-testid="request-type"][data-doc-type="UB"]');
    await section.waitFor(WAIT);
    const candidate = section.getByTestId('request-candidate').first();
    const docId = (await candidate.getAttribute('data-doc-id'))!;
    answered = { docIds: [docId], since: Date.now() - 60_000 };
    await candidate.click();
    await expect.poll(() => candidate.isChecked(), WAIT).toBe(true);
    await alice.page.getByTestId('request-agree').click();
    await expect.poll(() => alice.page.getByTestId('access-request-dialog').isVisible(), WAIT).toBe(false);

    // Paul: gone from Active, in Completed as Completed.
    await paul.page.reload();
    await expect.poll(() => row.count(), WAIT).toBe(0);
    await openRequests(paul.page, 'nav-completed');
    await paul.page.waitForURL('**/requests/completed');
    const done = paul.page.locator(`[data-testid="request-row"][data-title="${title}"]`);
    await expect.poll(() => done.getAttribute('data-status'), WAIT).toBe('COMPLETED');
    await paul.page.mouse.move(1, 1);
    await shotBoth(paul.page, 'requests-manager-completed');
    expect(await seriousViolations(paul.page)).toEqual([]);

    await paul.context.close();
    await alice.context.close();
  });
});
