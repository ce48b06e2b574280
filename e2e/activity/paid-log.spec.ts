import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { clickUntilHidden, signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { shot } from '../support/shots.js';

/**
 * Issue 11 (Activity Log, paid side): Paul, a client manager of Northbridge Lending, invites a user from System >
 * Users, then opens System > Activity Log and finds the invitation with the event filter set to "User invited"
 * (and gone with a date range before today). The invitation is cancelled afterwards.
 */

let browser: Browser;
let paul: Page;
const stamp = Date.now();
const invitee = `log${stamp}@example.com`;
const logRows = (page: Page) => page.getByTestId('org-activity-row');

beforeAll(async () => {
  browser = await launchBrowser();
  paul = (await newPage(browser)).page;
  await signIn(paul, DEMO.paul, DEMO.password);
  await paul.waitForURL('**/vaults/funds');
});

afterAll(async () => {
  // Leave Northbridge as seeded: the invitation cancelled (the log keeps its history, as it should).
  const api = await apiSignIn(DEMO.paul, DEMO.password);
  const list = (await api.call('GET', `/corporate-user/user-list?searchParam=${stamp}&pageSize=100`, undefined, true)) as { data: { list: { invitationId: string | null; status: number }[] } };
  for (const u of list.data?.list ?? []) if (u.invitationId && u.status === 1) await api.call('POST', `/corporate-user/cancel-invitation?invitationId=${u.invitationId}`, undefined, true);
  await browser?.close();
});

describe('the paid Activity Log', () => {
  it('shows an invitation just sent, with the event filter applied', async () => {
    await paul.getByTestId('paid-tab-system').click();
    await paul.getByTestId('nav-users').click();
    await paul.waitForURL('**/settings/users');
    await paul.getByTestId('users-invite').click();
    // Less motion asked for (support/browser.ts), the app turns antd's animations off: its motion lasts no time.
    const motion = await paul.locator('.ant-modal').first().evaluate((el) => getComputedStyle(el).getPropertyValue('--ant-motion-duration-mid').trim());
    expect(motion).toBe('0s');
    await expect.poll(() => paul.getByTestId('invite-email').count()).toBe(1);
    await paul.getByTestId('invite-email').first().fill(invitee);
    await paul.getByTestId('invite-send').click();
    await expect.poll(() => paul.getByTestId('invite-response').getAttribute('data-outcome')).toBe('success');
    await clickUntilHidden(paul.getByTestId('invite-response-close'), paul.getByTestId('invite-response'));

    await paul.getByTestId('paid-tab-system').click();
    await paul.getByTestId('nav-activity-log').click();
    await paul.waitForURL('**/settings/activity-log');
    await paul.getByTestId('org-activity-title').waitFor();
    await logRows(paul).first().waitFor();

    // Event filter, by keyboard: focus, type, Enter picks "User invited".
    const kinds = paul.locator('#org-activity-kind-filter');
    await kinds.focus();
    await paul.keyboard.type(text('en', 'activity', 'organisation.kinds.USER_INVITED'));
    await paul.keyboard.press('Enter');
    await paul.keyboard.press('Escape');
    const mine = paul.locator('[data-testid="org-activity-row"]', { hasText: invitee });
    await mine.waitFor();
    await expect.poll(async () => new Set(await logRows(paul).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind'))))).toEqual(new Set(['USER_INVITED']));
    expect(await mine.innerText()).toContain('Paul Okafor');
    await shot(paul, 'activity-log-paid-1440');
    expect(await seriousViolations(paul)).toEqual([]);

    // Only what happened on the first of January 2000: nothing, and the empty text says the filters match nothing.
    await paul.locator('#org-activity-dates').click();
    await paul.keyboard.type('01/01/2000');
    await paul.keyboard.press('Enter');
    await paul.keyboard.type('01/01/2000');
    await paul.keyboard.press('Enter');
    await paul.getByText(text('en', 'activity', 'organisation.noMatch')).waitFor();
    await paul.getByTestId('org-activity-clear').click();
    await logRows(paul).first().waitFor();

    await paul.setViewportSize({ width: 390, height: 844 });
    await shot(paul, 'activity-log-paid-390');
  });
});
