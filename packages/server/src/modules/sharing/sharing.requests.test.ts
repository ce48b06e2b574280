import type { AccessRequestDetail, ActivityItem, ActionItem, ReceivedDocument } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';
import { signedInPerson } from './sharing.test-support.js';

let t: TestApp;
let alice: Client;
let paul: Client;
let aliceProfileId: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, paul] = [new Client(t), new Client(t)];
  await Promise.all([alice.signIn(DEMO.alice, DEMO.password), paul.signIn(DEMO.paul, DEMO.password)]);
  aliceProfileId = (await alice.call<{ profileId: string }[]>('GET', '/doc-mgr/owners')).body.data![0]!.profileId;
});
afterAll(() => t.close());

const requestFromAlice = async (docTypes: string[]) => (await paul.call<{ actionId: string; requestId: string }>('POST', '/action/add-document-request-action', { customerProfileId: aliceProfileId, docTypes, note: 'Annual review' })).body.data!;
const detail = async (actionId: string) => (await alice.call<AccessRequestDetail>('GET', '/doc-mgr/get-local-document', undefined, { query: { actionId } })).body.data!;

describe('a company asks a customer for documents', () => {
  it('request, upload from it, choose, agree: the requester gains exactly that version, and the Activity Log shows each step', async () => {
    const customers = (await paul.call<{ customerProfileId: string; name: string }[]>('GET', '/action/request-customers')).body.data!;
    expect(customers.map((c) => c.name)).toEqual(expect.arrayContaining(['Alice Walker', 'Chen Trading Ltd', 'Harbour Growth Fund']));
    const { actionId, requestId } = await requestFromAlice(['BS1']);

    // The customer sees a type-13 action from Northbridge.
    const todo = (await alice.call<{ list: ActionItem[] }>('POST', '/action/list', { message: false, actionType: 13 })).body.data!.list;
    expect(todo.find((a) => a.id === actionId)).toMatchObject({ type: 13, fromName: 'Northbridge Lending', reason: 'Northbridge Lending requests access to your documents' });
    expect(await detail(actionId)).toMatchObject({ requesterName: 'Northbridge Lending', note: 'Annual review', status: 'PENDING', types: [{ docType: 'BS1', status: 'PENDING', candidates: [] }] });
    expect((await alice.call('POST', `/doc-mgr/access-document-permission-agree?actionId=${actionId}`)).body.errorCode).toBe('30000303');
    // The request names its types, so a document uploaded from it passes the action's own check (check-document-rule2).
    const rule = (type: string) => alice.call('POST', '/action/check-document-rule2', { actionId, docType: type, issueDate: '2020-01-01', expiredDate: '2099-01-01' });
    expect((await rule('BS1')).body.data).toEqual({ success: true });
    expect((await rule('PP')).body.errorCode).toBe('30000210');

    // Only the requested types are offered for upload; the uploaded document becomes a candidate.
    const types = (await alice.call<{ docTypes: { code: string }[] }[]>('GET', '/doc-mgr/doc-type-by-profile-type-filter', undefined, { query: { type: '0', actionId } })).body.data!;
    expect(types.flatMap((c) => c.docTypes.map((d) => d.code))).toEqual(['BS1']);
    const statement = (await upload(alice, { docType: 'BS1', docProperties: issueDate() }, [file('statement.pdf', await pdf(1))])).body.data!.docId;
    const bill = (await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('bill.pdf', await pdf(1))])).body.data!.docId;
    expect((await detail(actionId)).types[0]).toMatchObject({ status: 'READY_TO_SHARE', candidates: [{ docId: statement, selected: false }] });
    expect((await alice.call('POST', '/doc-mgr/access-document-rep-save', { actionId, docIds: [bill] })).body.errorCode).toBe('30000304');
    const saved = await alice.call<AccessRequestDetail>('POST', '/doc-mgr/access-document-rep-save', { actionId, docIds: [statement] });
    expect(saved.body.data!.types[0]!.candidates[0]!.selected).toBe(true);
    expect((await alice.call('POST', `/doc-mgr/access-document-permission-agree?actionId=${actionId}`)).body.data).toEqual({ status: 'COMPLETED' });
    expect((await alice.call('POST', `/doc-mgr/access-document-permission-agree?actionId=${actionId}`)).body.errorCode).toBe('30000302');

    const gained = (await paul.call<{ status: string; documents: ReceivedDocument[] }>('POST', '/action/gain-doc-access', { requestId })).body.data!;
    expect(gained.status).toBe('COMPLETED');
    expect(gained.documents.map((d) => [d.docId, d.version, d.caseKind])).toEqual([[statement, 1, 'REQUEST']]);
    expect((await getBytes(paul, `/doc-mgr/access/${statement}`, { currentPage: '1' })).status).toBe(200);
    expect((await getBytes(paul, `/doc-mgr/access/${bill}`, { currentPage: '1' })).status).toBe(404);
    const mine = (await paul.call<{ list: { requestId: string; status: string }[] }>('POST', '/action/get-user-access-request-list', {})).body.data!.list;
    expect(mine.find((r) => r.requestId === requestId)!.status).toBe('COMPLETED');

    const log = (await alice.call<{ list: ActivityItem[] }>('POST', '/activity/list', { docId: statement })).body.data!.list.map((e) => [e.kind, e.companyName]);
    expect(log).toEqual([
      ['VIEWED', 'Northbridge Lending'],
      ['SHARED', 'Alice Walker'],
      ['UPLOADED', 'Alice Walker'],
    ]);
    const all = (await alice.call<{ list: ActivityItem[] }>('POST', '/activity/list', {})).body.data!.list.map((e) => e.kind);
    expect(all).toEqual(expect.arrayContaining(['REQUESTED', 'ANSWERED', 'SHARED', 'VIEWED', 'UPLOADED']));
    const byCompany = (await alice.call<{ list: ActivityItem[] }>('POST', '/activity/list', { companyId: await profileIdByTradingName(t, 'Northbridge Lending') })).body.data!.list;
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((e) => e.companyName === 'Northbridge Lending')).toBe(true);
  });

  it('a decline tells the requester (revoke response) and grants nothing; others cannot see or answer the request', async () => {
    const { actionId, requestId } = await requestFromAlice(['UB']);
    const stranger = await signedInPerson(t, 'stranger@example.org', 'Stan', 'Ger');
    expect((await stranger.client.call('GET', '/doc-mgr/get-local-document', undefined, { query: { actionId } })).status).toBe(404);
    expect((await stranger.client.call('POST', `/doc-mgr/access-document-permission-decline?actionId=${actionId}`)).status).toBe(404);
    expect((await stranger.client.call('POST', '/action/gain-doc-access', { requestId })).status).toBe(404);
    // A company may ask only its connected customers.
    expect((await paul.call('POST', '/action/add-document-request-action', { customerProfileId: stranger.profileId, docTypes: ['PP'] })).body.errorCode).toBe('30000305');

    expect((await alice.call('POST', `/doc-mgr/access-document-permission-decline?actionId=${actionId}`)).body.data).toEqual({ status: 'NO_ACCESS' });
    const notices = (await paul.call<{ list: ActionItem[] }>('POST', '/action/list', { message: true, actionType: 2 })).body.data!.list;
    expect(notices[0]).toMatchObject({ type: 2, reason: 'Alice Walker declined your request' });
    expect((await paul.call<{ status: string; documents: unknown[] }>('POST', '/action/gain-doc-access', { requestId })).body.data).toEqual({ status: 'NO_ACCESS', documents: [] });
  });

  it('keeps the show-again preference per profile', async () => {
    expect((await alice.call('GET', '/action/request-show')).body.data).toEqual({ showAgain: true });
    expect((await alice.call('POST', '/action/save-request-show', { showAgain: false })).body.data).toEqual({ showAgain: false });
    expect((await alice.call('GET', '/action/request-show')).body.data).toEqual({ showAgain: false });
    expect((await paul.call('GET', '/action/request-show')).body.data).toEqual({ showAgain: true });
  });
});
