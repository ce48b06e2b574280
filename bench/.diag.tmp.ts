import { chromium } from 'playwright-core';
import { startProduct, waitForMailedCode } from '../scripts/product.mjs';
const product = await startProduct({ RATE_LIMIT_FACTOR: '100', LOGIN_THROTTLE_FACTOR: '100', NODE_ENV: 'development' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${product.url}/login`);
  await page.getByTestId('login-email').fill('carol@example.com');
  await page.getByTestId('login-password').fill('Demo!Pass1');
  const after = new Date(Date.now() - 1000);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').fill(await waitForMailedCode(product.url, 'carol@example.com', after));
  await page.getByTestId('login-code-submit').click();
  await page.waitForURL('**/manage/home');
  const state = await ctx.storageState();
  for (const path of ['/manage/home', '/manage/home', '/manage/documents']) {
    const c = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
    const p = await c.newPage();
    const t0 = Date.now();
    const log: string[] = [];
    p.on('request', (r) => log.push(`${Date.now() - t0} start ${r.method()} ${r.url().replace(product.url, '')}`));
    p.on('requestfinished', (r) => log.push(`${Date.now() - t0} end ${r.url().replace(product.url, '')}`));
    await p.goto(`${product.url}${path}`, { waitUntil: 'commit' });
    if (path.includes('home')) await p.waitForFunction(() => document.querySelector('[data-testid="home-score"]') && !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
    else await p.locator('.ant-table-row').first().waitFor();
    log.push(`${Date.now() - t0} READY`);
    console.log(path, '\n' + log.filter((l) => !l.includes('/assets/') || l.includes('start')).join('\n'));
    await c.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
