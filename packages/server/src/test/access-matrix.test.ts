import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../modules/actions/actions.table.js';
import { correspondenceMessages, correspondenceThreads } from '../modules/correspondence/correspondence.table.js';
import { file, footprint, issueDate, multipart, upload } from '../modules/documents/documents.test-support.js';
import { pdf } from '../modules/documents/files/test-fixtures.js';
import { seedDemoFunds } from '../modules/funds/funds.seed.js';
import { subCompanies } from '../modules/funds/funds.table.js';
import { fundId, fundUpload, paidCall } from '../modules/funds/funds.test-support.js';
import { invitations } from '../modules/invitations/invitations.table.js';
import { createAccountWithIndividual } from '../modules/profiles/profiles.repository.js';
import { accounts, memberships, profiles } from '../modules/profiles/profiles.table.js';
import { recognitionScans } from '../modules/recognition/recognition.table.js';
import { shareCases } from '../modules/sharing/sharing.table.js';
import { makeRepresentative, signedInCompanyStaff, signedInPerson } from '../modules/sharing/sharing.test-support.js';
import { representatives } from '../modules/team/team.table.js';
import { callAs, changedTables, REQUEST_BOOKKEEPING_TABLES, isIdField, routeInputs, routeName, signedInCorporateAdmin, tableFingerprint, withForeignToken, type RouteInputs } from './access.test-support.js';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from './harness.js';

/**
 * The access matrix of issue 15, generated from the routes the app registers (harness `t.routes`, an onRoute hook):
 * every route that takes an id is called with ids that belong to someone else (Alice, Chen Trading, Northbridge's
 * funds) by every other actor. Each must answer 404 (401 anonymous, 403 with a session but a missing or foreign
 * token), and the database and blob store must be exactly as before. The same calls by the ids' holders must
 * not answer 401/403/404, which proves the ids are real and the refusals are about who asks.
 */

/** Routes that take an id but no id of someone else's record: why each may stay out of the matrix. */
const NO_FOREIGN_ID: Record<string, string> = {
  'GET /login/public-key/:id': 'public login keys: the id names a public key every browser fetches before signing in',
  'POST /login/login': 'public sign-in: challengeId and keyId belong to the anonymous caller’s own flow (owner binding: auth/login.test.ts)',
  'POST /login/send-validate-code': 'public sign-in: the challengeId is the caller’s own unauthenticated flow',
  'POST /login/reset-password': 'public password reset: resetId is the anonymous caller’s own flow (auth/reset.test.ts)',
  'POST /register/account': 'public registration: keyId names the public login key',
  'POST /register/send-validate-code': 'public registration: registrationId is the anonymous caller’s own flow',
  'POST /register/resend-validate-code': 'public registration: registrationId is the anonymous caller’s own flow',
  'POST /register/validate': 'public registration: registrationId is the anonymous caller’s own flow',
  'POST /register/accept': 'public registration: registrationId is the anonymous caller’s own flow',
  'POST /corporate-user/resend-validate-code': 'public invited set-up: setupId is the invitee’s own flow (invitations/invitations.test.ts)',
  'POST /corporate-user/verify-email': 'public invited set-up: setupId is the invitee’s own flow',
  'POST /corporate-user/set-password': 'public invited set-up: setupId is the invitee’s own flow',
  'POST /corporate-user/add-basic-detail': 'public invited set-up: setupId is the invitee’s own flow',
};

/** Routes whose body is read by the handler rather than declared in the schema, and the fields they read. */
const UNDECLARED_BODY: Record<string, string[]> = {
  'DELETE /doc-mgr/specific-version-document': ['docId', 'docVersion'],
  'DELETE /doc-mgr/remove-document': ['docId'],
  'DELETE /doc-mgr/shared-document': ['docId', 'grantId'],
};
/** The text parts the multipart routes read, by prefix (the photo routes change the caller’s own pictures). */
const MULTIPART_FIELDS: [RegExp, string[]][] = [
  [/^\/customer\/doc-mgr\//, ['docType', 'docProperties', 'docId', 'profileId', 'actionId']],
  [/^\/customer\/fund-major\//, ['docType', 'docProperties', 'fundMajorProfileId', 'urlList']],
  [/^\/customer\/customer-user\/(individualPhoto|corporation\/:imageType\/photo)$/, []],
  [/^\/customer\/customer-user\/corporation\/:imageType\/photo\/:id$/, []],
  [/^\/customer\/vault-setup\/upload\/:id$/, ['docType', 'docProperties']],
];
/**
 * Refusals that are not 404, decided elsewhere: a contact-change flow of another account answers as a wrong code
 * (10000002, dab344e), so a guesser cannot tell a live flow id from a dead one.
 */
const REFUSED_AS_WRONG_CODE = new Set(['POST /customer-user/change-email', 'POST /customer-user/validate-phone-code', 'POST /customer-user/validate-code-for-update-phone']);
/**
 * Refusals that do not depend on the id, proven by the same call with fresh random ids answering the same status
 * and code: they tell the caller about themselves, not about the record.
 */
const SAME_AS_UNKNOWN_ID: Record<string, string> = {
  'POST /customer-user/leave-representation': '70000011 (you are not a representative of this company) whatever the id',
  'DELETE /customer-user/authorised-representative': 'a representative acting for a company may not manage its representatives (role refused before the id is read)',
};
/**
 * Routes whose ids name entries of a directory every lending agent may use, not someone's records: any lending agent
 * may add any company as its own broker-dealer (docs/broker-dealers.md; broker-dealers.test.ts covers the rules).
 */
const DIRECTORY_ROUTES: Record<string, string> = {
  'POST /broker-dealer': 'companyIds name companies of the broker-dealer directory; adding one makes it the caller’s own broker-dealer',
  'GET /customer-user/company-jurisdictions/:id': 'the id is a country code of the reference list (vault set-up company step), not a record',
};
/** Lists that show directory entries by design (ids of companies, never their documents or people). */
const DIRECTORY_LISTS: Record<string, string[]> = { 'GET /broker-dealer/company-list': ['corporateProfileId', 'businessCompanyId'] };
/** A foreign id used as a list filter gives an empty page, the same page as an id that does not exist. */
const EMPTY_FOR_FOREIGN_FILTER = new Set(['POST /doc-mgr/shared-with-us', 'POST /activity/list', 'POST /activity/organisation-list']);
/** Holder calls not made: they would read a passport with the OCR models (seconds and ~400 MB): covered by recognition tests. */
const NO_HOLDER_CALL = new Set(['POST /doc-mgr/recognize/:docType', 'POST /doc-mgr/common-check-document-ocr/:docType']);

let t: TestApp;
let routes: RouteInputs[];
let ids: Record<string, unknown>;
let fundIds: Record<string, unknown>;
let pdfBytes: Buffer;
const holders: Record<string, Client> = {};
const attackers: Record<string, { client: Client; paid: boolean }> = {};

/** What a route reads: declared schema keys, or the declared-elsewhere lists above (undefined: not declared anywhere). */
function inputsOf(r: RouteInputs): { params: string[]; query: string[]; body: string[]; multipart: string[] } | undefined {
  const name = routeName(r);
  if (r.multipart) {
    const fields = MULTIPART_FIELDS.find(([re]) => re.test(r.url))?.[1];
    return fields && { params: r.params, query: r.query, body: [], multipart: fields };
  }
  if (r.method === 'DELETE' && r.body.length === 0 && r.query.length === 0) {
    const fields = UNDECLARED_BODY[name];
    return fields && { params: r.params, query: r.query, body: fields, multipart: [] };
  }
  return { params: r.params, query: r.query, body: r.body, multipart: [] };
}
const takesId = (r: RouteInputs) => {
  const i = inputsOf(r);
  return !i || [...i.params, ...i.query, ...i.body, ...i.multipart].some(isIdField);
};

beforeAll(async () => {
  t = await createTestApp();
  routes = routeInputs(t.routes);
  expect(await seedDemoFunds(t.ctx)).toBe(true);
  pdfBytes = await pdf(1);

  // The holders and their records.
  const alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  const paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  const carolChen = new Client(t);
  await carolChen.signIn(DEMO.carol, DEMO.password);
  const chen = await profileIdByTradingName(t, 'Chen Trading Ltd');
  const northbridge = await profileIdByTradingName(t, 'Northbridge Lending');
  expect(await carolChen.switchTo(chen)).toBe(200);
  const [aliceRow] = await t.ctx.db.select({ accountId: accounts.id, profileId: accounts.defaultProfileId }).from(accounts).where(eq(accounts.email, DEMO.alice));
  const aliceProfile = aliceRow!.profileId!;

  const docId = (await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('bill.pdf', pdfBytes)])).body.data!.docId;
  const info = await alice.call<{ versions: { files: { fileId: string }[] }[] }>('GET', '/doc-mgr/info', undefined, { query: { docId } });
  const fileId = info.body.data!.versions[0]!.files[0]!.fileId;
  expect((await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email: 'agents@northbridge.example.com' })).body.data).toBe('Success');
  const grantId = (await alice.call<{ grantId: string }[]>('POST', '/doc-mgr/shared-to', { docId })).body.data![0]!.grantId;
  const [shareCase] = await t.ctx.db.select({ id: shareCases.id }).from(shareCases).where(eq(shareCases.ownerProfileId, aliceProfile));
  const request = await paul.call<{ actionId: string; requestId: string }>('POST', '/action/add-document-request-action', { customerProfileId: aliceProfile, docTypes: ['PP'], note: 'Please' });
  expect(request.status).toBe(200);
  const [notice] = await t.ctx.db.select({ id: actions.id }).from(actions).where(and(eq(actions.profileId, aliceProfile), eq(actions.isMessage, true)));
  const [thread] = await t.ctx.db.select({ id: correspondenceThreads.id }).from(correspondenceThreads).where(eq(correspondenceThreads.customerProfileId, aliceProfile));
  const [message] = await t.ctx.db.select({ id: correspondenceMessages.id }).from(correspondenceMessages).where(eq(correspondenceMessages.threadId, thread!.id));
  const flow = await alice.call<{ flowId: string }>('POST', '/customer-user/send-code-for-change-email', { newEmail: 'alice.matrix@example.org' });
  const scanId = 'a'.repeat(32);
  await t.ctx.db.insert(recognitionScans).values({
    id: scanId,
    accountId: aliceRow!.accountId,
    ownerProfileId: aliceProfile,
    docType: 'PP',
    result: { clearEnough: true, typeMatch: true, kind: 'passport', format: 'TD3', country: 'GBR', fields: [], entries: [] } as never,
    image: pdfBytes,
    imageMime: 'image/png',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const [daniel] = await t.ctx.db.select({ id: representatives.id }).from(representatives).where(eq(representatives.corporateProfileId, chen));

  const [scotland] = await t.ctx.db.select().from(subCompanies).where(eq(subCompanies.parentProfileId, northbridge));
  const secondDoc = (await upload(alice, { docType: 'UB', docProperties: issueDate() }, [file('bill2.pdf', pdfBytes)])).body.data!.docId;
  const parent = await fundId(t, 'Northbridge Credit Fund I');
  const child = await fundId(t, 'Northbridge Credit Feeder C');
  const fundDoc = (await fundUpload(paul, { docType: 'FR', docProperties: issueDate(), fundMajorProfileId: parent }, [file('report.pdf', pdfBytes)])).body.data!.documents[0]!.docId;
  const fundFile = (await paidCall<{ files: { fileId: string }[] }>(paul, 'GET', '/fund-major/document', undefined, { docId: fundDoc })).body.data!.files[0]!.fileId;
  expect((await paidCall(paul, 'POST', '/broker-dealer', { companyIds: [chen] })).status).toBe(200);
  // A Northbridge staff member (not Paul) and a pending staff invitation, for the users page (corporate-user/*).
  const staff = await t.ctx.db.transaction(async (tx) => {
    const created = await createAccountWithIndividual(tx, { email: 'nina@northbridge.example.com', passwordHash: 'x', firstName: 'Nina', lastName: 'Staff', language: 'en' });
    const [m] = await tx.insert(memberships).values({ accountId: created.account.id, profileId: northbridge, role: 'PAID_ORG_USER' }).returning({ id: memberships.id });
    const [inv] = await tx
      .insert(invitations)
      .values({ code: randomBytes(16).toString('hex'), email: 'ned@example.org', inviterProfileId: northbridge, role: 'PAID_ORG_USER', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: invitations.id });
    return { corporateUserProfileId: m!.id, invitationId: inv!.id };
  });
  const brokerDealerId = (await paidCall<{ list: { brokerDealerId: string; companyId: string }[] }>(paul, 'POST', '/broker-dealer/list', {})).body.data!.list.find((b) => b.companyId === chen)!.brokerDealerId;

  // One input per field name; the schemas keep the fields they know. Ids are someone else's.
  ids = {
    docId,
    docIds: [docId],
    fileId,
    profileId: aliceProfile,
    customerProfileId: aliceProfile,
    corporateProfileId: chen,
    companyId: northbridge,
    counterpartProfileId: northbridge,
    caseId: shareCase!.id,
    grantId,
    actionId: request.body.data!.actionId,
    requestId: request.body.data!.requestId,
    id: notice!.id,
    threadId: thread!.id,
    messageId: message!.id,
    flowId: flow.body.data!.flowId,
    scanId,
    fundMajorProfileId: parent,
    fundMinorProfileId: child,
    // Plain values, so a refusal cannot come from validation.
    version: 1,
    docVersion: 1,
    docType: 'UB',
    docProperties: issueDate(),
    docTypes: ['PP'],
    type: 0,
    category: 'IDENTITY',
    expiredDate: '2031-01-01',
    issueDate: '2021-01-01',
    legalName: 'Matrix Holdings Limited',
    tradingName: 'Matrix Holdings',
    fundName: 'Matrix Fund',
    currentPage: 1,
    pageIndex: 1,
    pageSize: 10,
    includeEnded: true,
    email: 'matrix@example.org',
    code: '123456',
    body: 'Hello',
    subject: 'Hello',
    note: 'Please',
    urlList: 'https://example.com/report.pdf',
    entries: [],
    fields: [],
    documents: [{ docId: fundDoc, inherits: true }],
    docs: [{ docId: fundDoc, docType: 'FR', version: 1 }],
    documentDistribution: [{ fundMinorProfileId: child, shouldReceiveDocument: true }],
    brokerDealerId,
    corporateUserProfileId: staff.corporateUserProfileId,
    invitationId: staff.invitationId,
    businessCompanyId: northbridge,
    companyIds: [chen],
    applySetting: 'No',
    detailList: [{ docType: 'UB', preAuthoriseAccess: true, downloadable: false }],
  };
  fundIds = { docId: fundDoc, fileId: fundFile };
  /** Routes whose profileId names a company (the company's own details and representation). */
  const companyProfileRoutes = ['/customer/customer-user/corporate-info', '/customer/customer-user/corporate', '/customer/customer-user/leave-representation', '/customer/customer-user/set-individual-corporate-profile'];
  ROUTE_IDS.push([(r) => companyProfileRoutes.includes(r.url), { profileId: chen }]);
  ROUTE_IDS.push([(r) => r.url.startsWith('/customer/customer-user/fund/'), { profileId: await harbourId() }]);
  ROUTE_IDS.push([(r) => r.url === '/customer/customer-user/authorised-representative', { id: daniel!.id }]);
  // The selfie check reads a picture beside the profileId; Alice has no confirmed passport, so her own call stops
  // there (422) without running the face models, and anyone else's stops at the profileId (404).
  ROUTE_IDS.push([(r) => r.url === '/customer/arc/livenessCheck', { image: (await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } }).jpeg().toBuffer()).toString('base64') }]);
  ROUTE_IDS.push([(r) => /recognize|check-document-ocr|profile-exists|profile-differences|convert-regula-result/.test(r.url), { docType: 'PP' }]);
  ROUTE_IDS.push([(r) => r.url === '/customer/doc-mgr/upload-with-url', { urlList: ['https://example.com/report.pdf'] }]);
  ROUTE_IDS.push([(r) => r.url.startsWith('/customer/fund-major/'), { docType: 'FR' }]);
  ROUTE_IDS.push([(r) => r.url === '/customer/corporate-user/switch-corporateProfile', { corporateProfileId: scotland!.childProfileId }]);
  ROUTE_IDS.push([(r) => r.url === '/customer/corporate-user/update-user', { firstName: 'Nina', lastName: 'Staff', jobTitle: 'Analyst' }]);
  // Deleting a version of a second document, so the deletion of the whole first one can be tried too.
  ROUTE_IDS.push([(r) => r.url === '/customer/doc-mgr/specific-version-document', { docId: secondDoc }]);

  // A corporate vault Northbridge set up (vault set-up wizard), with one representative.
  const vaultFields = { vaultType: 'ONLINE', legalName: 'Matrix Vault Limited', tradingName: 'Matrix Vault', registrationNumber: 'MX123', companyType: 'PRIVATE_LIMITED', country: 'GB', jurisdiction: 'GB' };
  const vault = (await paidCall<{ corporateProfileId: string }>(paul, 'POST', '/customer-user/reg-corp', vaultFields)).body.data!.corporateProfileId;
  const vaultRep = (await paidCall<{ id: string }[]>(paul, 'POST', '/customer-user/corp-local-rep', { corporateProfileId: vault, firstName: 'Vera', lastName: 'Matrix' })).body.data![0]!.id;
  ROUTE_IDS.push([
    (r) => /^\/customer\/(vault-setup\/|customer-user\/(validate-corp|reg-corp|admin\/offline|invite|corp-local-rep|corp-multiple-local-rep|select-representatives|re-select-representative-list|delete-previous-select-representatives|unselected-representatives|corporation\/:imageType\/photo\/:id))/.test(r.url),
    { ...vaultFields, id: vault, corporateProfileId: vault, actionId: vault, imageType: '1', representativeIds: [vaultRep], firstName: 'Vic', lastName: 'Matrix', representatives: [{ firstName: 'Val', lastName: 'Matrix' }], emails: ['vault.admin@example.org'], complete: false },
  ]);

  // The organisation's requests (requests module): Paul's document request to Alice, and a decision Alice asked of
  // Northbridge (its Pending Approval).
  const orgRequest = request.body.data!.actionId;
  const asked = await alice.call<{ id: string }>('POST', '/action/ask-approval', { companyProfileId: northbridge, type: 5, title: 'Please confirm' });
  expect(asked.status).toBe(200);
  ROUTE_IDS.push([(r) => ['/customer/action/detail', '/customer/action/forward', '/customer/action/repair-action'].includes(r.url), { id: orgRequest }]);
  ROUTE_IDS.push([(r) => r.url === '/customer/action/approval', { id: asked.body.data!.id, approve: false }]);
  ROUTE_IDS.push([(r) => r.url === '/customer/action', { type: 8, title: 'Matrix notice' }]);
  ROUTE_IDS.push([(r) => r.url === '/customer/action/ask-approval', { companyProfileId: northbridge, type: 5, title: 'Matrix question' }]);

  Object.assign(holders, { alice, 'carol for Chen Trading': carolChen, paul });

  // The other actors.
  const otherCustomer = await signedInPerson(t, 'olga@example.org', 'Olga', 'Other');
  const otherCompany = await signedInCorporateAdmin(t, 'Eastway Partners', 'erin@eastway.example.com');
  const rep = await signedInPerson(t, 'dan@example.org', 'Dan', 'Rep');
  await makeRepresentative(t, otherCompany.companyId, rep);
  const repClient = new Client(t);
  await repClient.signIn('dan@example.org', DEMO.password);
  expect(await repClient.switchTo(otherCompany.companyId)).toBe(200);
  const rival = await signedInCompanyStaff(t, 'Rival Lending', 'staff@rival.example.com');
  Object.assign(attackers, {
    'other customer': { client: otherCustomer.client, paid: false },
    'other company': { client: otherCompany.client, paid: false },
    'representative of another company': { client: repClient, paid: false },
    'paid administrator of another organisation': { client: rival.client, paid: true },
    anonymous: { client: new Client(t), paid: false },
  });
  tokenActors.push(
    { name: 'holder’s cookie without a token', session: (paid) => withForeignToken(paid ? paul : alice, null) },
    { name: 'holder’s cookie with another session’s token', session: (paid) => withForeignToken(paid ? paul : alice, paid ? rival.client.managerToken : otherCustomer.client.csrf) },
  );
}, 180_000);
afterAll(() => t.close());

async function harbourId(): Promise<string> {
  const [row] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fundName, 'Harbour Growth Fund'));
  return row!.id;
}

/** Per-route overrides of the input table (filled in beforeAll). */
const ROUTE_IDS: [(r: RouteInputs) => boolean, Record<string, unknown>][] = [];
const tokenActors: { name: string; session: (paid: boolean) => Client }[] = [];

function valueOf(r: RouteInputs, field: string, unknownIds = false): unknown {
  if (unknownIds && isIdField(field)) return field === 'scanId' ? randomBytes(16).toString('hex') : field.endsWith('Ids') ? [randomUUID()] : randomUUID();
  for (const [match, values] of ROUTE_IDS) if (match(r) && field in values) return values[field];
  if (r.url.startsWith('/customer/fund-major/') && field in fundIds) return fundIds[field];
  return ids[field];
}

/** Calls a route as `c` with the input table: path parameters, query, JSON body or multipart parts. */
async function callRoute(c: Client, r: RouteInputs, manager: boolean, unknownIds = false) {
  const inputs = inputsOf(r)!;
  const pick = (names: string[]) => Object.fromEntries(names.filter((n) => valueOf(r, n) !== undefined).map((n) => [n, valueOf(r, n, unknownIds)]));
  let path = r.url.replace(/^\/customer/, '');
  for (const p of inputs.params) path = path.replace(`:${p}`, encodeURIComponent(String(valueOf(r, p, unknownIds) ?? (p === 'imageType' ? 'logo' : 'terms'))));
  const query = Object.fromEntries(Object.entries(pick(inputs.query)).map(([k, v]) => [k, String(v)]));
  if (r.multipart) {
    // A link route takes the link and no file; the others a file and no link.
    const byLink = path.endsWith('upload-url');
    const fields = Object.fromEntries(Object.entries(pick(inputs.multipart)).filter(([k]) => byLink || k !== 'urlList').map(([k, v]) => [k, String(v)]));
    const { payload, headers } = multipart(fields, byLink ? [] : [file('doc.pdf', pdfBytes, 'application/pdf')]);
    return callAs(c, 'POST', path, { payload, headers, query, manager });
  }
  const body = pick(inputs.body);
  return callAs(c, r.method, path, { query, manager, ...(r.method === 'GET' ? {} : { payload: body }) });
}

const matrixRoutes = () => routes.filter((r) => r.auth !== 'public' && takesId(r) && !(routeName(r) in NO_FOREIGN_ID) && !(routeName(r) in DIRECTORY_ROUTES));

describe('access matrix generated from the registered routes', () => {
  it('knows what every route reads, and the allow-list names only registered public routes that take an id', () => {
    expect(routes.length).toBeGreaterThan(130);
    const undeclared = routes.filter((r) => !inputsOf(r)).map(routeName);
    expect(undeclared, 'routes whose inputs are read by the handler: declare them above').toEqual([]);
    const names = new Set(routes.map(routeName));
    const stale = Object.keys(NO_FOREIGN_ID).filter((n) => !names.has(n) || !takesId(routes.find((r) => routeName(r) === n)!));
    expect(stale, 'allow-list entries that no longer exist or no longer take an id').toEqual([]);
    for (const extra of [...Object.keys(UNDECLARED_BODY), ...REFUSED_AS_WRONG_CODE, ...NO_HOLDER_CALL]) expect(names, extra).toContain(extra);
    // Every session route that takes an id is in the matrix: only public routes may be allowed out.
    for (const n of Object.keys(NO_FOREIGN_ID)) expect(routes.find((r) => routeName(r) === n)!.auth, n).toBe('public');
    for (const n of [...Object.keys(DIRECTORY_ROUTES), ...Object.keys(DIRECTORY_LISTS)]) expect(names, n).toContain(n);
    expect(matrixRoutes().length).toBeGreaterThan(70);
  });

  it('refuses every other actor on every id-taking route, and changes nothing', { timeout: 240_000 }, async () => {
    const skip = REQUEST_BOOKKEEPING_TABLES;
    const before = { tables: await tableFingerprint(t, skip), storage: await footprint(t) };
    const wrong: string[] = [];
    let cells = 0;
    for (const r of matrixRoutes()) {
      const name = routeName(r);
      const paidRoute = r.auth === 'paidAdmin';
      const run: [string, Client, number][] = [];
      for (const [actor, { client, paid }] of Object.entries(attackers)) {
        // A paid-admin route is closed to sessions without a client-manager token before any id is read (403).
        const expected = actor === 'anonymous' ? 401 : paidRoute && !paid ? 403 : REFUSED_AS_WRONG_CODE.has(name) ? 400 : 404;
        run.push([actor, client, expected]);
      }
      for (const { name: actor, session } of tokenActors) run.push([actor, session(paidRoute), 403]);
      for (const [actor, client, expected] of run) {
        const res = await callRoute(client, r, paidRoute);
        cells += 1;
        if (res.status !== expected && expected === 404 && (name in SAME_AS_UNKNOWN_ID || EMPTY_FOR_FOREIGN_FILTER.has(name))) {
          const unknown = await callRoute(client, r, paidRoute, true);
          const empty = EMPTY_FOR_FOREIGN_FILTER.has(name) && res.status === 200 && (res.data as { totalRecord: number; list: unknown[] }).totalRecord === 0 && (res.data as { list: unknown[] }).list.length === 0;
          const refused = name in SAME_AS_UNKNOWN_ID && res.status >= 400 && res.status < 500;
          if ((empty || refused) && JSON.stringify([res.status, res.errorCode, res.data]) === JSON.stringify([unknown.status, unknown.errorCode, unknown.data])) continue;
        }
        if (res.status !== expected) wrong.push(`${name} | ${actor} | expected ${expected}, got ${res.status} ${res.errorCode} ${res.errorMsg} ${JSON.stringify(res.data).slice(0, 120)}`);
        if (res.status === 200) wrong.push(`${name} | ${actor} | LEAK`);
      }
    }
    expect(wrong).toEqual([]);
    const after = { tables: await tableFingerprint(t, skip), storage: await footprint(t) };
    expect(changedTables(before.tables, after.tables)).toEqual([]);
    expect(after.storage).toEqual(before.storage);
    console.info(`access matrix: ${matrixRoutes().length} routes x ${Object.keys(attackers).length + tokenActors.length} actors = ${cells} refusals, 0 leaks`);
    expect(cells).toBe(matrixRoutes().length * (Object.keys(attackers).length + tokenActors.length));
  });

  it('refuses the routes keyed by e-mail (administrators) for another company’s people, and changes nothing', async () => {
    const before = await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES);
    const answers: string[] = [];
    for (const [actor, { client }] of Object.entries(attackers)) {
      for (const [method, path] of [['DELETE', '/customer-user/extra-administrator'], ['POST', '/customer-user/validate-remove-admin']] as const) {
        const res = await callAs(client, method, path, { manager: false, payload: { email: DEMO.carol } });
        answers.push(`${method} ${path} | ${actor} | ${res.status === 200 ? `200 ${JSON.stringify(res.data)}` : 'refused'}`);
      }
    }
    // validate-remove-admin answers 200 with canRemove false and NOT_ADMIN: Carol is not an administrator of the caller's company.
    const leaks = answers.filter((a) => !a.endsWith('refused') && !a.endsWith('{"canRemove":false,"reason":"NOT_ADMIN"}'));
    expect(leaks).toEqual([]);
    expect(answers).toHaveLength(Object.keys(attackers).length * 2);
    expect(changedTables(before, await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES))).toEqual([]);
    expect((await holders['carol for Chen Trading']!.call('GET', '/customer-user/extra-administrator')).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ email: DEMO.carol })]));
  });

  it('shows none of those records in any list or page the other actors can open', { timeout: 120_000 }, async () => {
    // Every GET route without a path parameter, and the POST routes that only list, called with no filter or id.
    const LIST_POSTS = ['/doc-mgr/docs', '/doc-mgr/shared-with-us', '/doc-mgr/shareable-list', '/action/list', '/action/get-user-access-request-list', '/activity/list', '/fund-major/all'];
    const NOT_LISTS = new Set(['GET /login/logout', 'GET /dev/mailbox']); // ends the session; the loopback-only development mailbox
    const lists = routes.filter((r) => r.auth !== 'public' && !NOT_LISTS.has(routeName(r)) && (r.method === 'GET' ? r.params.length === 0 : LIST_POSTS.includes(routeName(r).slice(5))));
    expect(lists.length).toBeGreaterThan(30);
    expect(lists.filter((r) => r.method === 'POST')).toHaveLength(LIST_POSTS.length);
    const secret = Object.entries({ ...ids, ...fundIds }).filter(([k, v]) => isIdField(k) && typeof v === 'string' && !['companyId', 'counterpartProfileId'].includes(k)) as [string, string][];
    const leaks: string[] = [];
    let answered = 0;
    for (const r of lists) {
      for (const [actor, { client, paid }] of Object.entries(attackers)) {
        if (actor === 'anonymous') continue;
        const res = await callAs(client, r.method, r.url.replace(/^\/customer/, ''), { manager: r.auth === 'paidAdmin' && paid, ...(r.method === 'POST' ? { payload: {} } : {}) });
        if (res.status === 200) answered += 1;
        const text = Buffer.isBuffer(res.data) ? res.data.toString('latin1') : JSON.stringify(res.data);
        for (const [field, value] of secret) if (text.includes(value) && !DIRECTORY_LISTS[routeName(r)]?.includes(field)) leaks.push(`${routeName(r)} | ${actor} | ${field}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(lists.length * 2); // the lists really answered (not refused wholesale)
  });

  it('answers the holders of those ids on the same calls (the ids are real)', { timeout: 240_000 }, async () => {
    // Reads first, then writes, then deletions; revoking the case and switching profile (which renews a holder's
    // session and changes what it acts for) last.
    const rank = (r: RouteInputs) => (/switch|revoke-by-case/.test(r.url) ? 3 : ({ GET: 0, POST: 1, PUT: 1, DELETE: 2 } as Record<string, number>)[r.method]!);
    const misses: string[] = [];
    for (const r of [...matrixRoutes()].sort((a, b) => rank(a) - rank(b))) {
      if (NO_HOLDER_CALL.has(routeName(r))) continue;
      const answers: string[] = [];
      let reached = false;
      for (const [who, client] of Object.entries(holders)) {
        const res = await callRoute(client, r, r.auth === 'paidAdmin');
        answers.push(`${who} ${res.status} ${res.errorCode} ${res.errorMsg}`);
        if (![401, 403, 404].includes(res.status)) {
          reached = true;
          break;
        }
      }
      if (!reached) misses.push(`${routeName(r)}: ${answers.join(', ')}`);
    }
    expect(misses).toEqual([]);
  });
});
