import { errorMessage } from '@vault/contract';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { drawnPng } from './files.js';
import { chooseType, displayDate, documentRow, fillDate, uploadRow } from './support.js';
import { SHOTS_DIR } from '../support/shots.js';

/** Uploads, page renders and list reloads take longer than expect.poll's 1 s default. */
const WAIT = { timeout: 15_000 };

let browser: Browser;
let server: Server;
/** What the link server answers, by path; filled once a page can draw the picture. */
const served = new Map<string, { type: string; body: Buffer }>();

beforeAll(async () => {
  browser = await launchBrowser();
  // The product trusts 127.0.0.1 on this port (global setup), as an operator would an intranet host.
  server = createServer((req, res) => {
    const file = served.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  });
  await new Promise<void>((resolve) => server.listen(inject('documentLinkPort'), '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});

const urlStatus = (row: ReturnType<typeof uploadRow>) => row.getByTestId('upload-row-url-status');

async function checkLink(row: ReturnType<typeof uploadRow>, url: string): Promise<void> {
  await row.getByTestId('upload-row-url').fill(url);
  await row.getByTestId('upload-row-url-check').click();
}

async function openLinkRow(page: Page) {
  await page.getByTestId('nav-documents').click();
  await page.getByTestId('documents-title').waitFor();
  await page.getByTestId('documents-upload').click();
  const row = uploadRow(page, 0);
  await row.waitFor();
  await chooseType(page, row, 'Right to Work Visa');
  await row.getByTestId('upload-row-source-url').click();
  return row;
}

describe('documents added by link', () => {
  it('refuses a link that is not an image and one outside the allowed domains, then stores one that passes', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    served.set('/visa.png', { type: 'image/png', body: await drawnPng(page, 'Right to work visa') });
    served.set('/notes.txt', { type: 'text/plain', body: Buffer.from('not a picture') });
    const base = `http://127.0.0.1:${inject('documentLinkPort')}`;
    const row = await openLinkRow(page);

    await checkLink(row, `${base}/notes.txt`);
    await expect.poll(() => urlStatus(row).getAttribute('data-state'), WAIT).toBe('error');
    expect(await urlStatus(row).textContent()).toContain(errorMessage('URL_NOT_IMAGE', 'en'));

    await checkLink(row, 'https://files.unlisted-example.org/visa.png');
    await expect.poll(() => urlStatus(row).getAttribute('data-state'), WAIT).toBe('error');
    expect(await urlStatus(row).textContent()).toContain(errorMessage('URL_DOMAIN_NOT_LISTED', 'en'));
    await page.getByTestId('upload-continue').click();
    expect(await page.getByTestId('upload-dialog').isVisible()).toBe(true);

    await checkLink(row, `${base}/visa.png`);
    await expect.poll(() => urlStatus(row).getAttribute('data-state'), WAIT).toBe('valid');
    expect(await urlStatus(row).textContent()).toContain(text('en', 'documents', 'upload.urlValid'));
    await fillDate(page, row, 'dateOfIssue', displayDate(-10));
    await fillDate(page, row, 'dateOfExpiry', displayDate(700));
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/upload-by-link.png`, fullPage: true });
    await page.getByTestId('upload-continue').click();
    await page.locator('.ant-message').getByText(text('en', 'documents', 'upload.success')).waitFor({ timeout: 30_000 });

    const listed = documentRow(page, 'RTWV');
    await listed.waitFor();
    // A picture's thumbnail is drawn after the upload answers (issue 14): the row shows a placeholder until then.
    await expect
      .poll(async () => {
        if ((await listed.getByTestId('document-thumbnail').count()) === 0) {
          await page.reload();
          await listed.waitFor();
        }
        return listed.getByTestId('document-thumbnail').count();
      }, { timeout: 60_000, interval: 1_000 })
      .toBeGreaterThan(0);
    expect(await listed.getByTestId('document-thumbnail').getAttribute('src')).toMatch(/^data:image\//);
    expect(await listed.textContent()).toContain(displayDate(-10));
    await context.close();
  });
});
