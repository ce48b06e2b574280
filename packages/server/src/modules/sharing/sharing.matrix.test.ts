import type { DocumentPage, Grant, ReceivedDocument } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { eq } from 'drizzle-orm';
import { addMembership } from '../profiles/profiles.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { pdf } from '../documents/files/test-fixtures.js';
import { file, getBytes, issueDate, upload } from '../documents/documents.test-support.js';
import { makeRepresentative, signedInCompanyStaff, signedInPerson } from './sharing.test-support.js';

/**
 * The access matrix of issue 9, generated: every actor x every document route x every version of one document.
 * Alice holds the document with versions 1-3: version 1 is shared with Northbridge Lending (Paul) and Chen
 * Trading (Carol acting for it), version 2 with Harbour Growth Fund, and version 1 was shared with Southgate
 * Capital and revoked. A cell is allowed when the actor holds the document, or holds a live grant on exactly
 * that version; every other cell must answer 404 (401 without a session), never revealing that it exists.
 */
let t: TestApp;
let docId: string;
const actors: Record<string, Client> = {};
/** Versions each actor may open; 'all' for the holder. */
const granted: Record<string, number[] | 'all'> = {};
let removedAdminOldSession: Client;
let ownerGrantToEnd: string;

beforeAll(async () => {
  t = await createTestApp();
  const alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  docId = (await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('v1.pdf', await pdf(2))])).body.data!.docId;
  const chenId = await profileIdByTradingName(t, 'Chen Trading Ltd');

  const paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  const carolChen = new Client(t);
  await carolChen.signIn(DEMO.carol, DEMO.password);
  expect(await carolChen.switchTo(chenId)).toBe(200);
  const carolFund = new Client(t);
  await carolFund.signIn(DEMO.carol, DEMO.password);
  const harbourId = await fundProfileId();
  expect(await carolFund.switchTo(harbourId)).toBe(200);
  const southgate = await signedInCompanyStaff(t, 'Southgate Capital', 'sam@southgate.example.com');
  const otherCompany = await signedInCompanyStaff(t, 'Eastway Partners', 'erin@eastway.example.com');
  const other = await signedInPerson(t, 'olga@example.org', 'Olga', 'Other');
  const dan = await signedInPerson(t, 'dan@example.org', 'Dan', 'Rep');
  await makeRepresentative(t, chenId, dan);
  const rita = await signedInPerson(t, 'rita@example.org', 'Rita', 'Removed');
  await addMembership(t.ctx.db, rita.accountId, chenId, 'ADMINISTRATOR');
  removedAdminOldSession = new Client(t);
  await removedAdminOldSession.signIn('rita@example.org', DEMO.password);
  expect(await removedAdminOldSession.switchTo(chenId)).toBe(200);

  // Shares: v1 to Northbridge, Chen Trading and Southgate; v2 to Harbour Growth Fund; v3 to nobody.
  const share = async (email: string) => expect((await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email })).body.data).toBe('Success');
  await share('agents@northbridge.example.com');
  await share('office@chentrading.example.com');
  await share('sam@southgate.example.com');
  await upload(alice, { docType: 'UB', docId, docProperties: issueDate() }, [file('v2.pdf', await pdf(1))]);
  await share('fund@harbourgrowth.example.com');
  await upload(alice, { docType: 'UB', docId, docProperties: issueDate() }, [file('v3.pdf', await pdf(1))]);
  const grants = (await alice.call<Grant[]>('POST', '/doc-mgr/shared-to', { docId })).body.data!;
  const southgateGrant = grants.find((g) => g.recipientName === 'Southgate Capital')!;
  expect((await alice.call('DELETE', '/doc-mgr/shared-document', { docId, grantId: southgateGrant.grantId })).status).toBe(200);
  ownerGrantToEnd = grants.find((g) => g.recipientName === 'Harbour Growth Fund')!.grantId;

  // Rita is removed as an administrator of Chen Trading, then signs in again as herself.
  expect((await carolChen.call('DELETE', '/customer-user/extra-administrator', { email: 'rita@example.org' })).status).toBe(200);
  const ritaAgain = new Client(t);
  await ritaAgain.signIn('rita@example.org', DEMO.password);

  Object.assign(actors, {
    owner: alice,
    recipient: paul,
    'recipient (company, other admin session)': carolChen,
    'recipient of another version': carolFund,
    'revoked recipient': southgate.client,
    'other customer': other.client,
    'other company': otherCompany.client,
    representative: dan.client,
    'removed administrator': ritaAgain,
    anonymous: new Client(t),
  });
  Object.assign(granted, { owner: 'all', recipient: [1], 'recipient (company, other admin session)': [1], 'recipient of another version': [2] });
});
afterAll(() => t.close());

async function fundProfileId(): Promise<string> {
  const [row] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fundName, 'Harbour Growth Fund'));
  return row!.id;
}

type Outcome = { status: number; contains?: boolean };
const READ_ROUTES: Record<string, (c: Client, v: number) => Promise<Outcome>> = {
  info: async (c, v) => {
    const r = await c.call<{ versions: { version: number }[] }>('GET', '/doc-mgr/info', undefined, { query: { docId } });
    // The info route answers the versions the caller may see: a cell is open when its version is among them.
    return { status: r.status === 200 && r.body.data!.versions.some((x) => x.version === v) ? 200 : r.status === 200 ? 404 : r.status };
  },
  'page image': async (c, v) => ({ status: (await getBytes(c, `/doc-mgr/access/${docId}`, { version: String(v), currentPage: '1' })).status }),
  thumbnail: async (c, v) => ({ status: (await getBytes(c, `/doc-mgr/thumbnail/${docId}`, { version: String(v) })).status }),
  'original download': async (c, v) => ({ status: (await getBytes(c, '/doc-mgr/original-document', { docId, version: String(v) })).status }),
  'preview encoder': async (c, v) => ({ status: (await c.call('POST', '/doc-mgr/doc-preview-encoder', { docIds: [docId], version: v })).status }),
};

const isAllowed = (actor: string, version: number) => granted[actor] === 'all' || (Array.isArray(granted[actor]) && (granted[actor] as number[]).includes(version));
const refusal = (actor: string) => (actor === 'anonymous' ? 401 : 404);

describe('access matrix: actors x document routes x versions', () => {
  it('opens exactly the allowed cells and answers 404 (401 without a session) everywhere else', async () => {
    const cells: string[] = [];
    for (const [route, run] of Object.entries(READ_ROUTES)) {
      for (const [actor, client] of Object.entries(actors)) {
        for (const version of [1, 2, 3]) {
          const expected = isAllowed(actor, version) ? 200 : refusal(actor);
          const got = await run(client, version);
          cells.push(`${route} | ${actor} | v${version} | ${got.status === expected ? 'ok' : `expected ${expected}, got ${got.status}`}`);
        }
      }
    }
    expect(cells.filter((c) => !c.endsWith('ok'))).toEqual([]);
    expect(cells).toHaveLength(Object.keys(READ_ROUTES).length * Object.keys(actors).length * 3);
  });

  it('lists the document only to its holder (documents) and to live recipients (shared with us)', async () => {
    for (const [actor, client] of Object.entries(actors)) {
      const own = await client.call<DocumentPage>('POST', '/doc-mgr/docs', {});
      const shared = await client.call<{ list: ReceivedDocument[] }>('POST', '/doc-mgr/shared-with-us', {});
      if (actor === 'anonymous') {
        expect([own.status, shared.status]).toEqual([401, 401]);
        continue;
      }
      expect({ actor, own: own.body.data!.list.some((d) => d.docId === docId) }).toEqual({ actor, own: actor === 'owner' });
      const versions = shared.body.data!.list.filter((d) => d.docId === docId).map((d) => d.version);
      expect({ actor, versions }).toEqual({ actor, versions: granted[actor] === 'all' ? [] : (granted[actor] ?? []) });
    }
  });

  it('lets only the holder share, revoke and delete; everyone else gets 404 and nothing changes', async () => {
    const writes: Record<string, (c: Client) => Promise<number>> = {
      share: async (c) => (await c.call('POST', '/doc-mgr/share', { docIds: [docId], email: 'matrix@example.org' })).status,
      'shared-to': async (c) => (await c.call('POST', '/doc-mgr/shared-to', { docId })).status,
      revoke: async (c) => (await c.call('DELETE', '/doc-mgr/shared-document', { docId, grantId: ownerGrantToEnd })).status,
      'revoke all': async (c) => (await c.call('DELETE', '/doc-mgr/shared-document', { docId })).status,
      'delete version': async (c) => (await c.call('DELETE', '/doc-mgr/specific-version-document', { docId, docVersion: 3 })).status,
      delete: async (c) => (await c.call('DELETE', '/doc-mgr/remove-document', { docId })).status,
    };
    const before = (await actors.owner!.call<Grant[]>('POST', '/doc-mgr/shared-to', { docId, includeEnded: true })).body.data!;
    const refused: string[] = [];
    for (const [route, run] of Object.entries(writes)) {
      for (const [actor, client] of Object.entries(actors)) {
        if (actor === 'owner') continue;
        const status = await run(client);
        if (status !== refusal(actor)) refused.push(`${route} | ${actor} | ${status}`);
      }
    }
    expect(refused).toEqual([]);
    const after = (await actors.owner!.call<Grant[]>('POST', '/doc-mgr/shared-to', { docId, includeEnded: true })).body.data!;
    expect(after).toEqual(before);

    // The holder: the removed administrator's open session was ended; then each write works or is refused as shared.
    expect((await removedAdminOldSession.call('GET', '/doc-mgr/info', undefined, { query: { docId } })).status).toBe(401);
    const owner = actors.owner!;
    expect(await writes['shared-to']!(owner)).toBe(200);
    expect(await writes['delete version']!(owner)).toBe(200);
    expect(await writes.share!(owner)).toBe(200);
    expect(await writes.revoke!(owner)).toBe(200);
    expect(await writes.delete!(owner)).toBe(409);
    expect(await writes['revoke all']!(owner)).toBe(200);
    expect(await writes.delete!(owner)).toBe(200);
  });
});
