import type { ActionDetail, ForwardResult, RequestCounts, RequestPage } from '@vault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { file, issueDate, upload } from '../documents/documents.test-support.js';
import { paidCall } from '../funds/funds.test-support.js';
import { actions } from '../actions/actions.table.js';
import { signedInCompanyStaff } from '../sharing/sharing.test-support.js';

/**
 * The paid organisation's requests (docs/requests.md): Paul (Northbridge Lending) addresses requests to Alice, a
 * connected customer; Alice answers; Carol (Chen Trading Ltd, connected too) asks Northbridge for a decision.
 */
let t: TestApp;
let paul: Client;
let alice: Client;
let carol: Client;
let aliceId: string;
let chen: string;

beforeAll(async () => {
  t = await createTestApp();
  [paul, alice, carol] = [new Client(t), new Client(t), new Client(t)];
  await Promise.all([paul.signIn(DEMO.paul, DEMO.password), alice.signIn(DEMO.alice, DEMO.password), carol.signIn(DEMO.carol, DEMO.password)]);
  aliceId = (await alice.call<{ profileId: string }[]>('GET', '/doc-mgr/owners')).body.data![0]!.profileId;
  chen = await profileIdByTradingName(t, 'Chen Trading Ltd');
  expect(await carol.switchTo(chen)).toBe(200);
});
afterAll(() => t.close());

const list = (body: object) => paidCall<RequestPage>(paul, 'POST', '/customer-user/client-manager/requests', { pageIndex: 1, pageSize: 50, ...body });
const counts = async (requestType?: number) => (await paul.call<RequestCounts>('POST', '/customer-user/client-manager/requests/num', undefined, { manager: true, ...(requestType === undefined ? {} : { query: { requestType: String(requestType) } }) })).body.data!;
const create = (body: object) => paidCall<{ id: string }>(paul, 'POST', '/action', { customerProfileId: aliceId, ...body });
const detail = async (id: string) => (await paidCall<ActionDetail>(paul, 'POST', '/action/detail', { id })).body.data!;
const repair = (body: object) => paul.call<ActionDetail>('PUT', '/action/repair-action', body, { manager: true });

describe('the organisation creates requests and follows them to Completed', () => {
  it('a document request: Active and Pending, Ready to share once uploaded, Completed once answered', async () => {
    const before = await counts(13);
    const res = await create({ type: 13, title: 'KYC refresh', message: 'Please share your statement', priority: 'high', docTypes: ['BS1'] });
    expect(res.status).toBe(200);
    const id = res.body.data!.id;
    const row = (await list({ status: 0, requestType: 13 })).body.data!.list.find((r) => r.id === id)!;
    expect(row).toMatchObject({ title: 'KYC refresh', priority: 'high', displayStatus: 'PENDING', state: 0, customerName: 'Alice Walker', incoming: false });
    expect(row.taskCount).toBeGreaterThanOrEqual(1);
    expect((await counts(13)).active).toBe(before.active + 1);
    expect(await detail(id)).toMatchObject({ docTypes: [{ docType: 'BS1' }], note: 'Please share your statement', canRepair: true, canDecide: false });

    // Repair while pending: priority and the types asked for.
    expect((await repair({ id, priority: 'critical', docTypes: ['BS1', 'UB'] })).body.data).toMatchObject({ priority: 'critical', docTypes: [{ docType: 'BS1' }, { docType: 'UB' }] });

    // The customer uploads: Ready to share; answers: Completed, and the status call agrees.
    await upload(alice, { docType: 'BS1', docProperties: issueDate() }, [file('s.pdf', await pdf(1))]);
    const bill = (await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('b.pdf', await pdf(1))])).body.data!.docId;
    const statement = (await alice.call<{ types: { candidates: { docId: string }[] }[] }>('GET', '/doc-mgr/get-local-document', undefined, { query: { actionId: id } })).body.data!.types[0]!.candidates[0]!.docId;
    expect((await detail(id)).displayStatus).toBe('READY_TO_SHARE');
    expect((await alice.call('POST', '/doc-mgr/access-document-rep-save', { actionId: id, docIds: [statement, bill] })).status).toBe(200);
    expect((await alice.call('POST', `/doc-mgr/access-document-permission-agree?actionId=${id}`)).status).toBe(200);
    const status = await paul.call<{ state: number; displayStatus: string }>('GET', '/action/get-action-status', undefined, { manager: true, query: { actionId: id } });
    expect(status.body.data).toMatchObject({ state: 1, displayStatus: 'COMPLETED', status: 'COMPLETED' });
    expect((await list({ status: 1 })).body.data!.list.some((r) => r.id === id)).toBe(true);
    expect((await list({ status: 0 })).body.data!.list.some((r) => r.id === id)).toBe(false);
    // Answered: no more repairs.
    expect((await repair({ id, priority: 'low' })).body.errorCode).toBe('30000302');
  });

  it('a notice completes when the customer reads it; a customer action when marked done', async () => {
    const notice = (await create({ type: 8, title: 'Office move', message: 'We moved', priority: 'low' })).body.data!.id;
    const task = (await create({ type: 7, title: 'Sign the form' })).body.data!.id;
    expect((await detail(task)).priority).toBe('medium');
    for (const id of [notice, task]) expect((await alice.call('POST', '/action/message-handle', { id })).status).toBe(200);
    const done = (await list({ status: 1 })).body.data!.list;
    expect(done.filter((r) => [notice, task].includes(r.id)).map((r) => r.displayStatus)).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('filters by type, priority, task count and customer name', async () => {
    for (let i = 0; i < 5; i++) await create({ type: 7, title: `Task ${i}`, priority: 'low' });
    const low = (await list({ status: 0, priority: 'low' })).body.data!;
    expect(low.list.every((r) => r.priority === 'low')).toBe(true);
    expect(low.totalRecord).toBeGreaterThanOrEqual(5);
    expect((await list({ status: 0, taskCount: '5+' })).body.data!.list.every((r) => r.taskCount >= 5)).toBe(true);
    expect((await list({ status: 0, taskCount: '0-4' })).body.data!.list.every((r) => r.taskCount < 5)).toBe(true);
    expect((await list({ status: 0, search: 'walk' })).body.data!.list.every((r) => r.customerName === 'Alice Walker')).toBe(true);
    expect((await list({ status: 0, search: 'nobody%' })).body.data!.totalRecord).toBe(0);
    expect((await list({ status: 0, requestType: 7 })).body.data!.list.every((r) => r.type === 7)).toBe(true);
  });

  it('forwards to a user of the organisation and returns the target', async () => {
    const id = (await create({ type: 7, title: 'Forward me' })).body.data!.id;
    const target = (await paidCall<ForwardResult>(paul, 'GET', '/action/forward', undefined, { id })).body.data!;
    expect(target.assigneeAccountId).toBeNull();
    const someone = target.candidates.find((c) => c.name === DEMO.paul)!;
    const forwarded = (await paidCall<ForwardResult>(paul, 'GET', '/action/forward', undefined, { id, accountId: someone.accountId })).body.data!;
    expect(forwarded).toMatchObject({ assigneeAccountId: someone.accountId, assigneeName: DEMO.paul });
    expect((await paidCall(paul, 'GET', '/action/forward', undefined, { id, accountId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});

describe('Pending Approval', () => {
  it('a connected customer asks; the administrator approves or declines and the customer is told', async () => {
    const before = await counts();
    const northbridge = await profileIdByTradingName(t, 'Northbridge Lending');
    const ask = (title: string) => carol.call<{ id: string }>('POST', '/action/ask-approval', { companyProfileId: northbridge, type: 5, title, message: '' });
    const a = (await ask('Confirm me as administrator')).body.data!.id;
    const b = (await ask('Confirm my colleague')).body.data!.id;
    expect((await counts()).pendingApproval).toBe(before.pendingApproval + 2);
    const pending = (await list({ status: 0, pendingApproval: true })).body.data!.list;
    expect(pending.filter((r) => [a, b].includes(r.id)).every((r) => r.awaitingApproval && r.incoming && r.customerName === 'Chen Trading Ltd')).toBe(true);
    expect((await list({ status: 0 })).body.data!.list.some((r) => r.id === a)).toBe(false);
    expect((await paidCall(paul, 'POST', '/action/approval', { id: a, approve: true })).body.data).toEqual({ id: a, decision: 'APPROVED' });
    expect((await paidCall(paul, 'POST', '/action/approval', { id: b, approve: false })).body.data).toEqual({ id: b, decision: 'DECLINED' });
    expect((await paidCall(paul, 'POST', '/action/approval', { id: b, approve: true })).body.errorCode).toBe('30000302');
    const done = (await list({ status: 1 })).body.data!.list;
    expect(done.find((r) => r.id === a)!.displayStatus).toBe('COMPLETED');
    expect(done.find((r) => r.id === b)!.displayStatus).toBe('NO_ACCESS');
    const told = (await carol.call<{ list: { reason: string }[] }>('POST', '/action/list', { message: true, usertype: 1, pageSize: 50 })).body.data!.list.map((m) => m.reason);
    expect(told).toEqual(expect.arrayContaining(['Northbridge Lending approved your request', 'Northbridge Lending declined your request']));
  });

  it('a company the customer is not connected to cannot be asked', async () => {
    const other = await profileIdByTradingName(t, 'Chen Trading Ltd');
    expect((await alice.call('POST', '/action/ask-approval', { companyProfileId: other, type: 5, title: 'x', message: '' })).body.errorCode).toBe('30000305');
  });
});

describe('refusals', () => {
  it('another organisation, a customer, or the CSRF token alone cannot read or change the organisation’s requests', async () => {
    const id = (await create({ type: 7, title: 'Private' })).body.data!.id;
    // Carol acting as Chen Trading and Alice hold no client-manager token: refused before anything is read.
    const refused = [
      (c: Client) => c.call('POST', '/customer-user/client-manager/requests', { pageIndex: 1, pageSize: 10 }, { manager: true }),
      (c: Client) => c.call('POST', '/customer-user/client-manager/requests/num', undefined, { manager: true }),
      (c: Client) => c.call('POST', '/action/detail', { id }, { manager: true }),
      (c: Client) => c.call('GET', '/action/get-action-status', undefined, { manager: true, query: { actionId: id } }),
      (c: Client) => c.call('PUT', '/action/repair-action', { id, priority: 'low' }, { manager: true }),
      (c: Client) => c.call('GET', '/action/forward', undefined, { manager: true, query: { id } }),
      (c: Client) => c.call('POST', '/action/approval', { id, approve: true }, { manager: true }),
      (c: Client) => c.call('POST', '/action', { customerProfileId: aliceId, type: 8, title: 'x' }, { manager: true }),
      (c: Client) => c.call('POST', '/action/detail', { id }),
      (c: Client) => c.call('PUT', '/action/repair-action', { id, priority: 'low' }),
    ];
    for (const who of [carol, alice]) for (const call of refused) expect([403, 404]).toContain((await call(who)).status);
    // Another paid organisation, with its own client-manager token: 404 for each row call, and none of ours listed.
    const rival = (await signedInCompanyStaff(t, 'Rival Lending', 'rival@example.com')).client;
    for (const call of refused.slice(2, 8)) {
      const res = await call(rival);
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe(call === refused[7] ? '30000305' : '00000004');
    }
    const theirs = (await rival.call<RequestPage>('POST', '/customer-user/client-manager/requests', { pageIndex: 1, pageSize: 100, status: 1 }, { manager: true })).body.data!;
    expect(theirs.totalRecord).toBe(0);
    expect((await rival.call<RequestCounts>('POST', '/customer-user/client-manager/requests/num', undefined, { manager: true })).body.data).toMatchObject({ active: 0, completed: 0, pendingApproval: 0 });
    expect((await paul.call('POST', '/action/detail', { id })).status).toBe(403);
    const [row] = await t.ctx.db.select().from(actions).where(eq(actions.id, id));
    expect(row!.priority).toBe('medium');
  });

  it('bad input is refused with a validation error and changes nothing', async () => {
    const before = (await counts()).active;
    expect((await create({ type: 13, title: 'No types' })).body.errorCode).toBe('00000002');
    expect((await create({ type: 0, title: 'Not creatable' })).body.errorCode).toBe('00000002');
    expect((await create({ type: 8, title: '=HYPERLINK("x")' })).status).toBe(400);
    expect((await create({ type: 8, title: 'ok', priority: 'urgent' })).body.errorCode).toBe('00000002');
    expect((await create({ type: 13, title: 'Bad type', docTypes: ['NOPE'] })).body.errorCode).toBe('30000106');
    expect((await create({ type: 8, title: 'Stranger', customerProfileId: '00000000-0000-4000-8000-000000000000' })).body.errorCode).toBe('30000305');
    expect((await list({ status: 2 })).status).toBe(400);
    expect((await counts()).active).toBe(before);
  });
});
