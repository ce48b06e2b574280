import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, type TestApp } from '../../test/harness.js';
import { paidCall } from '../funds/funds.test-support.js';
import { emailOutbox } from '../mail/mail.table.js';
import { signedInCompanyStaff } from '../sharing/sharing.test-support.js';
import { invitations } from './invitations.table.js';

type Row = { corporateUserProfileId: string | null; invitationId: string | null; email: string; status: number; type: string; firstName: string | null; isSelf: boolean };
type Page = { list: Row[]; totalRecord: number; totalPages: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function linkOf(text: string) {
  const data = text.match(/\/onboardplus\/invite\?data=([A-Za-z0-9_-]+)/)![1]!;
  return JSON.parse(Buffer.from(data, 'base64url').toString()) as { email: string; invitationCode: string };
}

/** The invitee completes verifyEmail, setPassword and yourDetails from the newest e-mailed link; signed in. */
async function completeSetup(email: string, firstName: string) {
  const link = linkOf((await mailTo(t, email))[0]!.textBody);
  const c = new Client(t);
  const begun = await c.call<{ setupId: string }>('POST', '/corporate-user/begin-setup', { email: link.email, invitationCode: link.invitationCode });
  const setupId = begun.body.data!.setupId;
  await c.call('POST', '/corporate-user/verify-email', { setupId, code: await latestCode(t, email) });
  await c.call('POST', '/corporate-user/set-password', { setupId, ...(await c.encrypt('Strong!Pass9')) });
  const session = await c.call<Record<string, unknown>>('POST', '/corporate-user/add-basic-detail', { setupId, firstName, lastName: 'Member', jobTitle: 'Analyst' });
  expect(session.status).toBe(200);
  c.adopt(session.body.data!);
  return c;
}

const list = (c: Client, query: Record<string, string> = {}) => paidCall<Page>(c, 'GET', '/corporate-user/user-list', undefined, query);

describe('users and invitations of the paid administrator (corporate-user/*)', () => {
  it('lists the members and the invitations, searches and filters by status; invitations resend and cancel', async () => {
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    const first = (await list(paul)).body.data!;
    expect(first.list).toEqual([expect.objectContaining({ email: DEMO.paul, type: 'USER', status: 2, isSelf: true })]);

    const invited = await paidCall<{ invited: { invitationId: string }[] }>(paul, 'POST', '/corporate-user/invitation', { rows: [{ email: 'una@example.org', roleId: '' }, { email: '' }, { email: 'vic@example.org' }] });
    expect(invited.status).toBe(200);
    const page = (await list(paul)).body.data!;
    expect(page.totalRecord).toBe(3);
    expect(page.list.filter((r) => r.type === 'INVITATION').map((r) => [r.email, r.status, r.corporateUserProfileId])).toEqual(
      expect.arrayContaining([['una@example.org', 1, null], ['vic@example.org', 1, null]]),
    );
    expect((await list(paul, { searchParam: 'UNA' })).body.data!.list.map((r) => r.email)).toEqual(['una@example.org']);
    expect((await list(paul, { searchParam: 'Paul' })).body.data!.list.map((r) => r.email)).toEqual([DEMO.paul]);
    expect((await list(paul, { pageIndex: '2', pageSize: '2' })).body.data).toMatchObject({ totalRecord: 3, totalPages: 2 });
    expect((await list(paul, { pageIndex: '2', pageSize: '2' })).body.data!.list).toHaveLength(1);

    const una = page.list.find((r) => r.email === 'una@example.org')!.invitationId!;
    const oldLink = linkOf((await mailTo(t, 'una@example.org'))[0]!.textBody);
    expect((await paidCall(paul, 'POST', '/corporate-user/cancel-invitation', undefined, { invitationId: una })).status).toBe(200);
    expect((await list(paul, { status: '4' })).body.data!.list.map((r) => r.email)).toEqual(['una@example.org']);
    // The cancelled link is dead; cancelling twice is refused.
    expect((await new Client(t).call('POST', '/corporate-user/already-registered', { email: oldLink.email, invitationCode: oldLink.invitationCode })).body.errorCode).toBe('20000004');
    expect((await paidCall(paul, 'POST', '/corporate-user/cancel-invitation', undefined, { invitationId: una })).body.errorCode).toBe('20000004');
    // Resending opens it again with a new link; the old one stays dead.
    expect((await paidCall(paul, 'POST', '/corporate-user/resend-invitation', undefined, { invitationId: una })).status).toBe(200);
    const mails = await mailTo(t, 'una@example.org');
    expect(mails).toHaveLength(2);
    const newLink = linkOf(mails[0]!.textBody);
    expect(newLink.invitationCode).not.toBe(oldLink.invitationCode);
    expect((await new Client(t).call('POST', '/corporate-user/already-registered', { email: newLink.email, invitationCode: newLink.invitationCode })).body.data).toEqual({ isRegistered: false });
    expect((await list(paul, { status: '1' })).body.data!.totalRecord).toBe(2);
    // A pending invitation to the same address again: 50000010.
    expect((await paidCall(paul, 'POST', '/corporate-user/invitation', { rows: [{ email: 'una@example.org' }] })).body.errorCode).toBe('50000010');
  });

  it('shows, edits and deletes a member who joined through the link; their sessions end; not yourself', async () => {
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    await paidCall(paul, 'POST', '/corporate-user/invitation', { rows: [{ email: 'wes@example.org' }] });
    const wes = await completeSetup('wes@example.org', 'Wes');
    // Already a member: the same e-mail again is 50000009.
    expect((await paidCall(paul, 'POST', '/corporate-user/invitation', { rows: [{ email: 'wes@example.org' }] })).body.errorCode).toBe('50000009');
    const row = (await list(paul, { searchParam: 'wes' })).body.data!.list;
    expect(row).toEqual([expect.objectContaining({ email: 'wes@example.org', type: 'USER', status: 2, firstName: 'Wes', isSelf: false })]);
    const id = row[0]!.corporateUserProfileId!;
    expect(row[0]!.invitationId).toBeTruthy();
    expect((await paidCall(paul, 'GET', '/corporate-user/user-detail', undefined, { corporateUserProfileId: id })).body.data).toMatchObject({ firstName: 'Wes', lastName: 'Member', jobTitle: 'Analyst' });

    // Bad input changes nothing.
    expect((await paidCall(paul, 'POST', '/corporate-user/update-user', { corporateUserProfileId: id, firstName: '', lastName: 'X' })).status).toBe(400);
    const updated = await paidCall(paul, 'POST', '/corporate-user/update-user', { corporateUserProfileId: id, firstName: 'Wesley', lastName: 'Member', jobTitle: 'Head of Ops' });
    expect(updated.body.data).toMatchObject({ firstName: 'Wesley', jobTitle: 'Head of Ops' });

    // Another organisation's administrator sees none of it.
    const rival = await signedInCompanyStaff(t, 'Rival Lending', 'rival@rival.example.com');
    expect((await paidCall(rival.client, 'GET', '/corporate-user/user-detail', undefined, { corporateUserProfileId: id })).status).toBe(404);
    expect((await paidCall(rival.client, 'DELETE', '/corporate-user/delete-user', undefined, { corporateUserProfileId: id })).status).toBe(404);
    expect((await list(rival.client)).body.data!.list.map((r) => r.email)).toEqual(['rival@rival.example.com']);

    const self = (await list(paul, { searchParam: DEMO.paul })).body.data!.list[0]!.corporateUserProfileId!;
    expect((await paidCall(paul, 'DELETE', '/corporate-user/delete-user', undefined, { corporateUserProfileId: self })).body.errorCode).toBe('50000012');

    expect((await wes.call('GET', '/customer-user/user-info')).status).toBe(200);
    expect((await paidCall(paul, 'DELETE', '/corporate-user/delete-user', undefined, { corporateUserProfileId: id })).body.data).toEqual({ done: true });
    expect((await wes.call('GET', '/customer-user/user-info')).status).toBe(401);
    expect((await list(paul, { searchParam: 'wes' })).body.data!.list).toEqual([]);
    expect((await paidCall(paul, 'GET', '/corporate-user/user-detail', undefined, { corporateUserProfileId: id })).status).toBe(404);
    // Signing in again, Wes is in their own profile, no longer in Northbridge.
    const again = new Client(t);
    await again.signIn('wes@example.org', 'Strong!Pass9');
    expect(again.managerToken).toBeNull();
  });
});

/** An SMTP listener on loopback that refuses every recipient. */
async function refusingSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('the user list in SQL', () => {
  it('pages members then invitations (newest first) with exact totals, searching and filtering before paging', async () => {
    const { client: staff, companyId } = await signedInCompanyStaff(t, 'Paging Lending', 'zoe@paging.example.org');
    const [me] = await t.ctx.db.select().from(invitations).where(eq(invitations.inviterProfileId, companyId));
    expect(me).toBeUndefined();
    const now = Date.now();
    await t.ctx.db.insert(invitations).values(
      Array.from({ length: 45 }, (_, i) => ({
        code: `paging-${now}-${i}`,
        email: `p${String(i).padStart(2, '0')}@paging.example.org`,
        inviterProfileId: companyId,
        role: 'PAID_ORG_USER' as const,
        status: i % 9 === 0 ? 4 : 1,
        createdAt: new Date(now - (45 - i) * 60_000),
        // Every fifth pending one has expired: it reads Closed (3).
        expiresAt: new Date(i % 5 === 0 ? now - 1000 : now + 86_400_000),
      })),
    );
    const page1 = (await list(staff, { pageSize: '20' })).body.data!;
    expect(page1.totalRecord).toBe(46);
    expect(page1.totalPages).toBe(3);
    expect(page1.list[0]).toMatchObject({ email: 'zoe@paging.example.org', type: 'USER', isSelf: true });
    // Invitations newest first, across pages, none twice.
    const pages = [page1, (await list(staff, { pageSize: '20', pageIndex: '2' })).body.data!, (await list(staff, { pageSize: '20', pageIndex: '3' })).body.data!];
    const emails = pages.flatMap((p) => p.list).map((r) => r.email);
    expect(emails).toHaveLength(46);
    expect(emails.slice(1)).toEqual(Array.from({ length: 45 }, (_, i) => `p${String(44 - i).padStart(2, '0')}@paging.example.org`));
    // Filters apply before paging: totals count what matches.
    const cancelled = (await list(staff, { status: '4', pageSize: '2' })).body.data!;
    expect(cancelled.totalRecord).toBe(5);
    expect(cancelled.list.map((r) => r.status)).toEqual([4, 4]);
    const closed = (await list(staff, { status: '3', pageSize: '100' })).body.data!;
    expect(closed.list.map((r) => r.email).sort()).toEqual(['p05', 'p10', 'p15', 'p20', 'p25', 'p30', 'p35', 'p40'].map((e) => `${e}@paging.example.org`));
    expect((await list(staff, { status: '2' })).body.data!.list.map((r) => r.email)).toEqual(['zoe@paging.example.org']);
    const search = (await list(staff, { searchParam: 'p1', pageSize: '3' })).body.data!;
    expect(search.totalRecord).toBe(10);
    expect(search.list.map((r) => r.email)).toEqual(['p19@paging.example.org', 'p18@paging.example.org', 'p17@paging.example.org']);
    // A name search finds the member by first and last name together; wildcards are text.
    expect((await list(staff, { searchParam: 'staff paging' })).body.data!.list.map((r) => r.email)).toEqual(['zoe@paging.example.org']);
    expect((await list(staff, { searchParam: '%' })).body.data!.totalRecord).toBe(0);
  });
});

describe('an invitation the mail transport refuses', () => {
  it('answers 50000011, cancels the invitation and leaves no mail to be retried', async () => {
    const smtp = await refusingSmtp();
    const app = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const paul = new Client(app);
      await paul.signIn(DEMO.paul, DEMO.password);
      const res = await paidCall(paul, 'POST', '/corporate-user/invitation', { rows: [{ email: 'zed@example.org' }] });
      expect(res.body.errorCode).toBe('50000011');
      const [invitation] = await app.ctx.db.select().from(invitations).where(eq(invitations.email, 'zed@example.org'));
      expect(invitation!.status).toBe(4);
      const [mail] = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'zed@example.org'));
      expect(mail!.status).toBe('failed');
      // Resending meets the same refusal.
      expect((await paidCall(paul, 'POST', '/corporate-user/resend-invitation', undefined, { invitationId: invitation!.id })).body.errorCode).toBe('50000011');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
