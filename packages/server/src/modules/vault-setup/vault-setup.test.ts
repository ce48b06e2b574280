import { ERRORS, type VaultDetail, type VaultRepresentative, type VaultSummary } from '@vault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, mailTo, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { changedTables, REQUEST_BOOKKEEPING_TABLES, tableFingerprint } from '../../test/access.test-support.js';
import { file, footprint, issueDate, multipart } from '../documents/documents.test-support.js';
import { pdf, png } from '../documents/files/test-fixtures.js';
import { connections } from '../profiles/profiles.table.js';
import { companyFields, createVault, paid } from './vault-setup.test-support.js';

let t: TestApp;
let paul: Client;

beforeAll(async () => {
  t = await createTestApp();
  paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
});
afterAll(() => t.close());

const rep = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Mei', lastName: 'Lin', middleName: '', taxId: 'AB12345', email: '', ...overrides });

describe('company step', () => {
  it('lists company types and a country\'s jurisdictions in the caller\'s language', async () => {
    const types = await paid<{ value: string; label: string }[]>(paul, 'GET', '/customer-user/company-types');
    expect(types.body.data!.map((o) => o.value)).toContain('PRIVATE_LIMITED');
    const us = await paid<{ value: string; country: string }[]>(paul, 'GET', '/customer-user/company-jurisdictions/US');
    expect(us.body.data!.map((j) => j.value)).toEqual(expect.arrayContaining(['US', 'US-DE']));
    expect(us.body.data!.every((j) => j.country === 'US')).toBe(true);
    paul.language = 'zh';
    const zh = await paid<{ value: string; label: string }[]>(paul, 'GET', '/customer-user/company-types');
    expect(zh.body.data!.find((o) => o.value === 'PRIVATE_LIMITED')!.label).toBe('私人有限公司');
    paul.language = 'en';
    expect((await paid(paul, 'GET', '/customer-user/company-jurisdictions/ZZ')).status).toBe(404);
  });

  it('creates a local vault connected to the organisation; a taken name or number is refused and changes nothing', async () => {
    const fields = companyFields();
    expect((await paid(paul, 'POST', '/customer-user/validate-corp', fields)).body.data).toEqual({ available: true });
    const vault = await createVault(paul, fields);
    expect(vault).toMatchObject({ legalName: fields.legalName, vaultType: 'LOCAL', status: 'IN_PROGRESS', companyType: 'PRIVATE_LIMITED', representatives: [], documents: [] });
    const [link] = await t.ctx.db.select().from(connections).where(eq(connections.customerProfileId, vault.corporateProfileId));
    expect(link?.companyProfileId).toBe(await profileIdByTradingName(t, 'Northbridge Lending'));

    const before = await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES);
    const sameName = await paid(paul, 'POST', '/customer-user/validate-corp', { ...companyFields(), legalName: fields.legalName.toUpperCase() });
    expect(sameName.body.errorCode).toBe('70000030');
    paul.language = 'tw';
    const translated = await paid(paul, 'POST', '/customer-user/validate-corp', { ...companyFields(), legalName: fields.legalName });
    expect(translated.body.errorMsg).toBe(ERRORS.CORPORATE_NAME_TAKEN.message.tw);
    paul.language = 'en';
    const sameNumber = await paid(paul, 'POST', '/customer-user/reg-corp', { ...companyFields(), registrationNumber: fields.registrationNumber.toLowerCase() });
    expect(sameNumber.body.errorCode).toBe('70000031');
    const wrongPlace = await paid(paul, 'POST', '/customer-user/reg-corp', companyFields({ country: 'FR', jurisdiction: 'US-DE' }));
    expect(wrongPlace.body.errorCode).toBe('70000034');
    const blank = await paid<null>(paul, 'POST', '/customer-user/reg-corp', companyFields({ legalName: '   ', companyType: 'nope' }));
    expect(blank.status).toBe(400);
    expect(blank.body.errorCode).toBe('00000002');
    expect(changedTables(before, await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES))).toEqual([]);

    const list = await paid<VaultSummary[]>(paul, 'GET', '/vault-setup/list');
    expect(list.body.data!.map((v) => v.corporateProfileId)).toContain(vault.corporateProfileId);
  });

  it('changes the details in EDIT mode (the vault does not clash with itself)', async () => {
    const vault = await createVault(paul);
    const edited = await paid<VaultDetail>(paul, 'POST', '/customer-user/reg-corp', companyFields({ corporateProfileId: vault.corporateProfileId, legalName: vault.legalName, registrationNumber: vault.registrationNumber, tradingName: 'Renamed Trading' }));
    expect(edited.body.data).toMatchObject({ corporateProfileId: vault.corporateProfileId, tradingName: 'Renamed Trading' });
  });
});

describe('representatives', () => {
  it('adds a local representative (recorded, selected, nobody e-mailed); bad fields are refused with the spec texts', async () => {
    const vault = await createVault(paul);
    const bad = await paid(paul, 'POST', '/customer-user/corp-local-rep', { corporateProfileId: vault.corporateProfileId, ...rep({ firstName: '  ', taxId: 'AB-12', email: 'nope' }) });
    expect(bad.status).toBe(400);
    const messages = Object.fromEntries((bad.body as unknown as { fieldErrors: { path: string; message: string }[] }).fieldErrors.map((f) => [f.path, f.message]));
    expect(messages).toMatchObject({ firstName: 'Please fill in', taxId: 'only accept both numbers and letters', email: 'Please enter the correct email address' });

    const added = await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/corp-local-rep', { corporateProfileId: vault.corporateProfileId, ...rep({ email: 'mei.lin@local-rep.example.com', taxId: ' AB12 ' }) });
    expect(added.body.data).toEqual([expect.objectContaining({ firstName: 'Mei', taxId: 'AB12', status: 'RECORDED', selected: true, middleName: null })]);
    expect(await mailTo(t, 'mei.lin@local-rep.example.com')).toHaveLength(0);
  });

  it('adds several representatives all or none', async () => {
    const vault = await createVault(paul);
    const before = await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES);
    const oneBad = await paid(paul, 'POST', '/customer-user/corp-multiple-local-rep', { corporateProfileId: vault.corporateProfileId, representatives: [rep(), rep({ lastName: '' })] });
    expect(oneBad.status).toBe(400);
    const twice = await paid(paul, 'POST', '/customer-user/corp-multiple-local-rep', { corporateProfileId: vault.corporateProfileId, representatives: [rep({ email: 'x@twice.example.com' }), rep({ email: 'X@twice.example.com' })] });
    expect(twice.body.errorCode).toBe('50000009');
    expect(changedTables(before, await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES))).toEqual([]);
    const ok = await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/corp-multiple-local-rep', { corporateProfileId: vault.corporateProfileId, representatives: [rep({ firstName: 'One' }), rep({ firstName: 'Two' })] });
    expect(ok.body.data!.map((r) => r.firstName)).toEqual(['One', 'Two']);
  });

  it('selects, re-selects and clears the selection; unselected lists the rest; unknown ids change nothing', async () => {
    const vault = await createVault(paul);
    const id = vault.corporateProfileId;
    const reps = (await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/corp-multiple-local-rep', { corporateProfileId: id, representatives: [rep({ firstName: 'A' }), rep({ firstName: 'B' })] })).body.data!;
    const [a, b] = reps;
    const cleared = await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/delete-previous-select-representatives', { corporateProfileId: id });
    expect(cleared.body.data!.every((r) => !r.selected)).toBe(true);
    const unselected = await paid<VaultRepresentative[]>(paul, 'GET', '/customer-user/unselected-representatives', undefined, { actionId: id });
    expect(unselected.body.data!.map((r) => r.id).sort()).toEqual([a!.id, b!.id].sort());
    await paid(paul, 'POST', `/customer-user/select-representatives/${id}`, { representativeIds: [a!.id] });
    expect((await paid<VaultRepresentative[]>(paul, 'GET', '/customer-user/unselected-representatives', undefined, { actionId: id })).body.data!.map((r) => r.id)).toEqual([b!.id]);
    const re = await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/re-select-representative-list', { corporateProfileId: id, representativeIds: [b!.id] });
    expect(re.body.data!.filter((r) => r.selected).map((r) => r.id)).toEqual([b!.id]);

    const other = await createVault(paul);
    const foreign = (await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/corp-local-rep', { corporateProfileId: other.corporateProfileId, ...rep() })).body.data![0]!;
    const before = await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES);
    expect((await paid(paul, 'POST', '/customer-user/re-select-representative-list', { corporateProfileId: id, representativeIds: [a!.id, foreign.id] })).status).toBe(404);
    expect(changedTables(before, await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES))).toEqual([]);
  });
});

describe('documents, logo and finishing', () => {
  it('uploads a corporate document into the local vault; a type a corporate does not hold stores nothing', async () => {
    const vault = await createVault(paul);
    const id = vault.corporateProfileId;
    const { payload, headers } = multipart({ docType: 'COI', docProperties: issueDate() }, [file('incorporation.pdf', await pdf(1))]);
    const up = await paul.call<{ docId: string; version: number }>('POST', `/vault-setup/upload/${id}`, payload, { headers, manager: true });
    expect(up.body.data).toMatchObject({ version: 1 });
    const detail = await paid<VaultDetail>(paul, 'GET', '/vault-setup/vault', undefined, { corporateProfileId: id });
    expect(detail.body.data!.documents).toEqual([expect.objectContaining({ docId: up.body.data!.docId, docType: 'COI', docTypeName: 'Certificate of Incorporation', fileCount: 1 })]);

    const before = await footprint(t);
    const wrong = multipart({ docType: 'PP', docProperties: issueDate() }, [file('passport.pdf', await pdf(1))]);
    const refused = await paul.call('POST', `/vault-setup/upload/${id}`, wrong.payload, { headers: wrong.headers, manager: true });
    expect(refused.body.errorCode).toBe(ERRORS.DOC_TYPE_NOT_AVAILABLE.code);
    expect(await footprint(t)).toEqual(before);
  });

  it('stores the company logo', async () => {
    const vault = await createVault(paul);
    const { payload, headers } = multipart({ imageType: '1' }, [{ name: 'file', filename: 'logo.png', data: await png() }]);
    const res = await paul.call<{ photo: string }>('POST', `/customer-user/corporation/1/photo/${vault.corporateProfileId}`, payload, { headers, manager: true });
    expect(res.body.data!.photo).toMatch(/^data:image\/webp;base64,/);
    const detail = await paid<VaultDetail>(paul, 'GET', '/vault-setup/vault', undefined, { corporateProfileId: vault.corporateProfileId });
    expect(detail.body.data!.hasPhoto).toBe(true);
  });

  it('finishes only with a selected representative', async () => {
    const vault = await createVault(paul);
    const id = vault.corporateProfileId;
    const early = await paid(paul, 'POST', `/customer-user/admin/offline/${id}`, { vaultType: 'LOCAL', complete: true });
    expect(early.body.errorCode).toBe('70000033');
    await paid(paul, 'POST', '/customer-user/corp-local-rep', { corporateProfileId: id, ...rep() });
    const done = await paid<VaultDetail>(paul, 'POST', `/customer-user/admin/offline/${id}`, { vaultType: 'LOCAL', complete: true });
    expect(done.body.data).toMatchObject({ status: 'COMPLETE', vaultType: 'LOCAL' });
  });
});

describe('online vault', () => {
  it('invites administrators (50000009 twice in a request, 50000010 already sent); a local vault sends none', async () => {
    const local = await createVault(paul);
    expect((await paid(paul, 'POST', '/customer-user/invite', { corporateProfileId: local.corporateProfileId, emails: ['boss@online-vault.example.com'] })).body.errorCode).toBe('70000032');
    const online = await createVault(paul, { vaultType: 'ONLINE' });
    const id = online.corporateProfileId;
    expect((await paid(paul, 'POST', '/customer-user/invite', { corporateProfileId: id, emails: ['boss@online-vault.example.com', 'BOSS@online-vault.example.com'] })).body.errorCode).toBe('50000009');
    expect((await paid(paul, 'POST', '/customer-user/invite', { corporateProfileId: id, emails: ['not-an-email'] })).status).toBe(400);
    const sent = await paid<{ invited: string[] }>(paul, 'POST', '/customer-user/invite', { corporateProfileId: id, emails: ['boss@online-vault.example.com'] });
    expect(sent.body.data).toEqual({ invited: ['boss@online-vault.example.com'] });
    expect(await mailTo(t, 'boss@online-vault.example.com')).toHaveLength(1);
    expect((await paid(paul, 'POST', '/customer-user/invite', { corporateProfileId: id, emails: ['boss@online-vault.example.com'] })).body.errorCode).toBe('50000010');
  });

  it('invites a representative given an e-mail', async () => {
    const online = await createVault(paul, { vaultType: 'ONLINE' });
    const added = await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/corp-local-rep', { corporateProfileId: online.corporateProfileId, ...rep({ email: 'rep@online-vault.example.com' }) });
    expect(added.body.data![0]).toMatchObject({ status: 'INVITED', selected: true });
    expect(await mailTo(t, 'rep@online-vault.example.com')).toHaveLength(1);
    const detail = await paid<VaultDetail>(paul, 'GET', '/vault-setup/vault', undefined, { corporateProfileId: online.corporateProfileId });
    expect(detail.body.data!.invitations).toEqual([{ email: 'rep@online-vault.example.com', status: 1 }]);
  });
});
