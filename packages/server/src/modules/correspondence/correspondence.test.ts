import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { addMembership } from '../profiles/profiles.repository.js';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { signedInCompanyStaff, signedInPerson } from '../sharing/sharing.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileId = async (tradingName: string) => (await t.ctx.db.select().from(profiles).where(eq(profiles.tradingName, tradingName)))[0]!.id;
type Thread = { thread: { threadId: string; subject: string; counterpartName: string; unread: number }; messages: Array<{ messageId: string; sentFrom: string; messageStatus: number; body: string; authorName: string | null }> };
type List = { list: Array<{ messageId: string; threadId: string; sentFrom: string; messageStatus: number }>; totalRecord: number };

describe('correspondence', () => {
  it('carries a thread between a customer and the business it deals with, with read states on each side', async () => {
    const northbridge = await profileId('Northbridge Lending');
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const started = (await alice.call<Thread>('POST', '/correspondence/reply', { counterpartProfileId: northbridge, subject: 'Passport renewal', body: 'My passport expires next month. Shall I upload the new one here?' })).body.data!;
    expect(started.thread).toMatchObject({ subject: 'Passport renewal', counterpartName: 'Northbridge Lending', unread: 0 });
    expect(started.messages[0]).toMatchObject({ sentFrom: 'CUSTOMER', messageStatus: 1, authorName: 'Alice Walker' });

    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    const inbox = (await paul.call<List>('GET', '/correspondence/new')).body.data!;
    expect(inbox.totalRecord).toBe(1);
    expect(inbox.list[0]).toMatchObject({ sentFrom: 'CUSTOMER', messageStatus: 0 });
    await paul.call('POST', '/correspondence/read', { messageId: inbox.list[0]!.messageId });
    expect((await paul.call<List>('GET', '/correspondence/new')).body.data!.totalRecord).toBe(0);
    const answered = (await paul.call<Thread>('POST', '/correspondence/reply', { threadId: started.thread.threadId, body: 'Yes please, upload it in your vault.' })).body.data!;
    expect(answered.messages.map((m) => m.sentFrom)).toEqual(['CUSTOMER', 'BUSINESS']);

    const threads = (await alice.call<Array<{ unread: number; lastMessage: string }>>('GET', '/correspondence/threads')).body.data!;
    expect(threads[0]).toMatchObject({ unread: 1, lastMessage: 'Yes please, upload it in your vault.' });
    const fromBusiness = (await alice.call<List>('GET', '/correspondence', undefined, { query: { sentFrom: 'BUSINESS' } })).body.data!;
    // Newest first: Paul's answer is unread; the seeded welcome was read long ago.
    expect(fromBusiness.list.map((m) => m.messageStatus)).toEqual([0, 1]);
    const companies = (await alice.call<Array<{ name: string; unreadCorrespondence: number }>>('GET', '/customer-user/companies')).body.data!;
    expect(companies).toEqual([expect.objectContaining({ name: 'Northbridge Lending', unreadCorrespondence: 1 })]);
    // Action type 14: the business's answer is also an unread message in Alice's messages (in her language); her own
    // message made none for anyone.
    const notices = (await alice.call<{ list: Array<{ type: number; reason: string; isHandled: string }> }>('POST', '/action/list', { pageIndex: 1, pageSize: 10, message: true, isHandled: '0' })).body.data!.list;
    expect(notices.filter((n) => n.type === 14)).toEqual([expect.objectContaining({ reason: 'New message from Northbridge Lending', isHandled: '0' })]);
    const paulNotices = (await paul.call<{ list: Array<{ type: number }> }>('POST', '/action/list', { pageIndex: 1, pageSize: 50, message: true })).body.data!.list;
    expect(paulNotices.filter((n) => n.type === 14)).toEqual([]);
  });

  it('keeps threads to their two parties and writes only to connected businesses', async () => {
    const northbridge = await profileId('Northbridge Lending');
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const aliceThread = (await alice.call<Array<{ threadId: string }>>('GET', '/correspondence/threads')).body.data![0]!;
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    // Carol herself is not connected to Northbridge (her corporate is).
    expect((await carol.call('POST', '/correspondence/reply', { counterpartProfileId: northbridge, subject: 'Hi', body: 'Hello' })).status).toBe(404);
    expect((await carol.call('GET', '/correspondence/previous', undefined, { query: { threadId: aliceThread.threadId } })).status).toBe(404);
    expect((await carol.call('POST', '/correspondence/reply', { threadId: aliceThread.threadId, body: 'Intrusion' })).status).toBe(404);
    const aliceMessages = (await alice.call<List>('GET', '/correspondence')).body.data!;
    expect((await carol.call('POST', '/correspondence/read', { messageId: aliceMessages.list[0]!.messageId })).status).toBe(404);
    expect((await carol.call<List>('GET', '/correspondence')).body.data!.totalRecord).toBe(0);
    // A customer cannot mark its own message read for the other side.
    const own = aliceMessages.list.find((m) => m.sentFrom === 'CUSTOMER')!;
    expect((await alice.call('POST', '/correspondence/read', { messageId: own.messageId })).status).toBe(404);
    expect((await alice.call('POST', '/correspondence/reply', { threadId: aliceThread.threadId, body: '   ' })).body.errorCode).toBe('00000002');
  });
});

describe('correspondence from the paid side (docs/correspondence.md)', () => {
  /** A second staff user of Northbridge (a PAID_ORG_USER membership, as an accepted invitation makes), signed in. */
  async function northbridgeStaff(email: string, firstName: string) {
    const northbridge = await profileId('Northbridge Lending');
    const nina = await signedInPerson(t, email, firstName, 'Staff');
    await addMembership(t.ctx.db, nina.accountId, northbridge, 'PAID_ORG_USER');
    await t.ctx.db.update(accounts).set({ defaultProfileId: northbridge }).where(eq(accounts.id, nina.accountId));
    const client = new Client(t);
    await client.signIn(email, DEMO.password);
    return client;
  }

  it("lets every staff user of the organisation answer as the business, and the customer's counts follow", async () => {
    const northbridge = await profileId('Northbridge Lending');
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const started = (await alice.call<Thread>('POST', '/correspondence/reply', { counterpartProfileId: northbridge, subject: 'Proof of address', body: 'Is a council tax bill acceptable?' })).body.data!;
    const nina = await northbridgeStaff('nina.corr@example.com', 'Nina');

    // Nina (not Paul) sees the organisation's unread message, opens the thread, marks it read, and replies.
    const unread = (await nina.call<List>('GET', '/correspondence/new')).body.data!;
    expect(unread.list.map((m) => m.threadId)).toContain(started.thread.threadId);
    const before = unread.totalRecord;
    const message = unread.list.find((m) => m.threadId === started.thread.threadId)!;
    const inboxUnread = (await nina.call<List>('GET', '/correspondence', undefined, { query: { sentFrom: 'CUSTOMER', messageStatus: '0' } })).body.data!;
    expect(inboxUnread.totalRecord).toBe(before);
    expect((await nina.call('POST', '/correspondence/read', { messageId: message.messageId })).status).toBe(200);
    expect((await nina.call<List>('GET', '/correspondence/new')).body.data!.totalRecord).toBe(before - 1);
    const inboxRead = (await nina.call<List>('GET', '/correspondence', undefined, { query: { sentFrom: 'CUSTOMER', messageStatus: '1' } })).body.data!;
    expect(inboxRead.list.map((m) => m.messageId)).toContain(message.messageId);
    const answered = (await nina.call<Thread>('POST', '/correspondence/reply', { threadId: started.thread.threadId, body: 'Yes, if it is less than three months old.' })).body.data!;
    expect(answered.messages.at(-1)).toMatchObject({ sentFrom: 'BUSINESS', authorName: 'Nina Staff', messageStatus: 1 });
    // Read for Paul too: the organisation reads once, for all its staff.
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    expect((await paul.call<List>('GET', '/correspondence/new')).body.data!.list.map((m) => m.messageId)).not.toContain(message.messageId);
    const sent = (await paul.call<List>('GET', '/correspondence', undefined, { query: { sentFrom: 'BUSINESS' } })).body.data!;
    expect(sent.list[0]).toMatchObject({ threadId: started.thread.threadId, sentFrom: 'BUSINESS', messageStatus: 1 });

    // The customer sees the reply unread, then reads it.
    const aliceThread = (await alice.call<Thread>('GET', '/correspondence/previous', undefined, { query: { threadId: started.thread.threadId } })).body.data!;
    const theirs = aliceThread.messages.at(-1)!;
    expect(theirs).toMatchObject({ sentFrom: 'BUSINESS', messageStatus: 0, body: 'Yes, if it is less than three months old.' });
    const aliceUnread = (await alice.call<List>('GET', '/correspondence/new')).body.data!.totalRecord;
    await alice.call('POST', '/correspondence/read', { messageId: theirs.messageId });
    expect((await alice.call<List>('GET', '/correspondence/new')).body.data!.totalRecord).toBe(aliceUnread - 1);
  });

  it('starts a thread only with a connected customer, and pages by 10 with the full count', async () => {
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    const alice = (await t.ctx.db.select().from(profiles).where(eq(profiles.firstName, 'Alice')))[0]!.id;
    const olga = await signedInPerson(t, 'olga.corr@example.com', 'Olga', 'Unconnected');
    expect((await paul.call('POST', '/correspondence/reply', { counterpartProfileId: olga.profileId, subject: 'Hello', body: 'Hi' })).status).toBe(404);
    for (let i = 0; i < 11; i++) {
      const r = await paul.call<Thread>('POST', '/correspondence/reply', { counterpartProfileId: alice, subject: `Notice ${i}`, body: `Body ${i}` });
      expect(r.status).toBe(200);
    }
    const first = (await paul.call<List>('GET', '/correspondence', undefined, { query: { sentFrom: 'BUSINESS' } })).body.data!;
    expect(first.list).toHaveLength(10);
    expect(first.totalRecord).toBeGreaterThanOrEqual(11);
    const second = (await paul.call<List>('GET', '/correspondence', undefined, { query: { sentFrom: 'BUSINESS', pageIndex: '2' } })).body.data!;
    expect(second.list.length).toBe(first.totalRecord - 10);
    expect(second.list.map((m) => m.messageId)).not.toContain(first.list[0]!.messageId);
    // Alice's unread count is the total, not the page.
    const aliceClient = new Client(t);
    await aliceClient.signIn(DEMO.alice, DEMO.password);
    const news = (await aliceClient.call<List>('GET', '/correspondence/new')).body.data!;
    expect(news.list).toHaveLength(10);
    expect(news.totalRecord).toBeGreaterThanOrEqual(11);
    expect((await paul.call('GET', '/correspondence', undefined, { query: { pageSize: '500' } })).status).toBe(400);
  });

  it("keeps another organisation's staff and another customer out of the organisation's threads", async () => {
    const paul = new Client(t);
    await paul.signIn(DEMO.paul, DEMO.password);
    const thread = (await paul.call<Array<{ threadId: string }>>('GET', '/correspondence/threads')).body.data![0]!;
    const messageId = (await paul.call<Thread>('GET', '/correspondence/previous', undefined, { query: { threadId: thread.threadId } })).body.data!.messages.at(-1)!.messageId;
    const rival = (await signedInCompanyStaff(t, 'Rival Correspondence Lending', 'staff@rival-corr.example.com')).client;
    const olga = (await signedInPerson(t, 'olga2.corr@example.com', 'Olga', 'Other')).client;
    for (const intruder of [rival, olga]) {
      expect((await intruder.call('GET', '/correspondence/previous', undefined, { query: { threadId: thread.threadId } })).status).toBe(404);
      expect((await intruder.call('POST', '/correspondence/reply', { threadId: thread.threadId, body: 'Intrusion' })).status).toBe(404);
      expect((await intruder.call('POST', '/correspondence/read', { messageId })).status).toBe(404);
      expect((await intruder.call<List>('GET', '/correspondence')).body.data!.totalRecord).toBe(0);
      expect((await intruder.call<List>('GET', '/correspondence/new')).body.data!.totalRecord).toBe(0);
      expect((await intruder.call<unknown[]>('GET', '/correspondence/threads')).body.data).toEqual([]);
    }
    // Nothing was written by the attempts.
    const after = (await paul.call<Thread>('GET', '/correspondence/previous', undefined, { query: { threadId: thread.threadId } })).body.data!;
    expect(after.messages.some((m) => m.body === 'Intrusion')).toBe(false);
  });
});
