import { ACTION_TYPES } from '@vault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { actions } from './actions.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { list: Array<{ id: string; isHandled: string; reason: string; message: string; type: number; fromName: string | null }>; totalRecord: number; totalPages: number };
const unread = { pageIndex: 1, pageSize: 10, message: true, actionType: '', sortMap: { date: 0 }, isHandled: '0' };
const all = { pageIndex: 1, pageSize: 10, message: true, actionType: '', sortMap: { date: 0 }, usertype: 1 };

describe('messages and actions', () => {
  it('lists all and unread messages with the spec parameters, newest first', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const everything = (await alice.call<Page>('POST', '/action/list', all)).body.data!;
    expect(everything.totalRecord).toBe(3);
    expect(everything.list.map((m) => m.reason)).toEqual(['Welcome to Vault Portal', 'Annual review of your documents', 'Your account manager has changed']);
    expect(everything.list[1]!.fromName).toBe('Northbridge Lending');
    const unreadPage = (await alice.call<Page>('POST', '/action/list', unread)).body.data!;
    expect(unreadPage.totalRecord).toBe(2);
    expect(unreadPage.list.every((m) => m.isHandled === '0')).toBe(true);
    const todo = (await alice.call<Page>('POST', '/action/list', { ...all, message: false })).body.data!;
    expect(todo.list.map((a) => a.type)).toEqual([ACTION_TYPES.COMPLETE_IDENTITY]);
  });

  it('translates system notices into the reader’s language', async () => {
    const alice = new Client(t);
    alice.language = 'tw';
    await alice.signIn(DEMO.alice, DEMO.password);
    const page = (await alice.call<Page>('POST', '/action/list', all)).body.data!;
    expect(page.list[0]!.reason).toBe('歡迎使用 Vault Portal');
  });

  it('marks a message read, which the unread count then shows', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const first = (await alice.call<Page>('POST', '/action/list', unread)).body.data!;
    const handled = await alice.call<{ isHandled: string }>('POST', '/action/message-handle', { id: first.list[0]!.id });
    expect(handled.body.data!.isHandled).toBe('1');
    expect((await alice.call<Page>('POST', '/action/list', unread)).body.data!.totalRecord).toBe(first.totalRecord - 1);
  });

  it('pages and sorts', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const p1 = (await alice.call<Page>('POST', '/action/list', { ...all, pageSize: 2 })).body.data!;
    const p2 = (await alice.call<Page>('POST', '/action/list', { ...all, pageSize: 2, pageIndex: 2 })).body.data!;
    expect(p1.totalPages).toBe(2);
    expect(p2.list).toHaveLength(1);
    const oldest = (await alice.call<Page>('POST', '/action/list', { ...all, sortMap: { date: 1 } })).body.data!;
    expect(oldest.list[0]!.reason).toBe('Your account manager has changed');
  });

  it('keeps each profile’s messages to itself', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const aliceMessage = (await alice.call<Page>('POST', '/action/list', all)).body.data!.list[0]!;
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const carols = (await carol.call<Page>('POST', '/action/list', all)).body.data!;
    expect(carols.list.some((m) => m.id === aliceMessage.id)).toBe(false);
    const res = await carol.call('POST', '/action/message-handle', { id: aliceMessage.id });
    expect(res.status).toBe(404);
  });

  it('answers 70000015 for an action the corporate customer cancelled', async () => {
    const alice = new Client(t);
    const session = await alice.signIn(DEMO.alice, DEMO.password);
    const [cancelled] = await t.ctx.db
      .insert(actions)
      .values({ profileId: session.profileId as string, type: ACTION_TYPES.REQUEST, title: 'Provide a bank statement', status: 'CANCELLED' })
      .returning();
    const res = await alice.call('POST', '/action/message-handle', { id: cancelled!.id });
    expect(res.body.errorCode).toBe('70000015');
  });

  it('does not let Mark as done complete an action that stands for a verification', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    const list = (await alice.call<Page>('POST', '/action/list', { ...all, message: false })).body.data!.list;
    const identity = list.find((a) => a.type === ACTION_TYPES.COMPLETE_IDENTITY)!;
    const res = await alice.call('POST', '/action/message-handle', { id: identity.id });
    expect(res.body.errorCode).toBe('30000213');
    const [row] = await t.ctx.db.select().from(actions).where(eq(actions.id, identity.id));
    expect(row).toMatchObject({ status: 'PENDING', handledAt: null });
  });

  it('refuses bad parameters', async () => {
    const alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    expect((await alice.call('POST', '/action/list', { ...all, pageSize: 1000 })).body.errorCode).toBe('00000002');
    expect((await alice.call('POST', '/action/list', { ...all, actionType: 6 + 20 })).body.errorCode).toBe('00000002');
  });
});
