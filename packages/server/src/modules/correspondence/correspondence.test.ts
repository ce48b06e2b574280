import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { profiles } from '../profiles/profiles.table.js';

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
