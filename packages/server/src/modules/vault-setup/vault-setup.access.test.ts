import type { VaultRepresentative } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, changedTables, moduleRoutes, REQUEST_BOOKKEEPING_TABLES, tableFingerprint } from '../../test/access.test-support.js';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { file, issueDate, multipart } from '../documents/documents.test-support.js';
import { pdf, png } from '../documents/files/test-fixtures.js';
import { signedInCompanyStaff } from '../sharing/sharing.test-support.js';
import { vaultSetupRoutes } from './vault-setup.routes.js';
import { companyFields, createVault, paid } from './vault-setup.test-support.js';

/**
 * Isolation of the vault set-up, generated over every route the module registers: another lending agent gets 404
 * on every call naming a vault (and changes nothing), a customer and the CSRF token alone get 403, and the
 * administering organisation gets an answer with the same input.
 */
let t: TestApp;
let paul: Client;
let rival: Client;
let alice: Client;
let routes: { method: string; url: string; multipart: boolean }[];
let input: Record<string, unknown>;
let pdfBytes: Buffer;
let pngBytes: Buffer;

/** Calls that name no vault: reference lists and the caller's own list. */
const UNSCOPED = ['/customer-user/company-types', '/customer-user/company-jurisdictions/:id', '/vault-setup/list'];

beforeAll(async () => {
  t = await createTestApp();
  paul = new Client(t);
  await paul.signIn(DEMO.paul, DEMO.password);
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
  rival = (await signedInCompanyStaff(t, 'Rival Lending', 'staff@rival-vaults.example.com')).client;
  routes = await moduleRoutes(vaultSetupRoutes, t.ctx);
  const vault = await createVault(paul, { vaultType: 'ONLINE' });
  const reps = await paid<VaultRepresentative[]>(paul, 'POST', '/customer-user/corp-local-rep', { corporateProfileId: vault.corporateProfileId, firstName: 'Ada', lastName: 'Stone' });
  pdfBytes = await pdf(1);
  pngBytes = await png();
  const fields = companyFields({ vaultType: 'ONLINE' });
  input = {
    ...fields,
    legalName: vault.legalName,
    registrationNumber: vault.registrationNumber,
    corporateProfileId: vault.corporateProfileId,
    actionId: vault.corporateProfileId,
    representativeIds: [reps.body.data![0]!.id],
    firstName: 'Bo',
    lastName: 'Reed',
    representatives: [{ firstName: 'Cy', lastName: 'Hale' }],
    emails: ['new-admin@vault-access.example.com'],
    complete: false,
  };
});
afterAll(() => t.close());

let emailCounter = 0;
async function callRoute(c: Client, route: { method: string; url: string; multipart: boolean }, manager = true) {
  // moduleRoutes records the paths as the module declares them (no /customer prefix).
  const path = route.url
    .replace(':imageType', '1')
    .replace(':id', route.url.includes('company-jurisdictions') ? 'GB' : String(input.corporateProfileId));
  if (route.multipart) {
    const isPhoto = path.includes('/photo/');
    const { payload, headers } = isPhoto ? multipart({ imageType: '1' }, [{ name: 'file', filename: 'logo.png', data: pngBytes }]) : multipart({ docType: 'COI', docProperties: issueDate() }, [file('coi.pdf', pdfBytes)]);
    return callAs(c, 'POST', path, { payload, headers, manager });
  }
  // A fresh address each time, so a second invite is not 50000010.
  const body = { ...input, emails: [`admin${(emailCounter += 1)}@vault-access.example.com`] };
  const query = { corporateProfileId: String(input.corporateProfileId), actionId: String(input.actionId) };
  return callAs(c, route.method, path, { ...(route.method === 'POST' ? { payload: body } : {}), query, manager });
}

describe('a vault belongs to the organisation that set it up', () => {
  it('registers every Customer user call of spec §7 that the wizard uses', () => {
    const paths = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const p of [
      'POST /customer-user/validate-corp',
      'POST /customer-user/reg-corp',
      'POST /customer-user/admin/offline/:id',
      'GET /customer-user/company-types',
      'GET /customer-user/company-jurisdictions/:id',
      'POST /customer-user/invite',
      'POST /customer-user/corp-local-rep',
      'POST /customer-user/corp-multiple-local-rep',
      'POST /customer-user/select-representatives/:id',
      'POST /customer-user/re-select-representative-list',
      'POST /customer-user/delete-previous-select-representatives',
      'GET /customer-user/unselected-representatives',
      'POST /customer-user/corporation/:imageType/photo/:id',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('answers another lending agent 404 on every route naming a vault, and changes nothing', async () => {
    const before = await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES);
    for (const route of routes) {
      if (UNSCOPED.includes(route.url)) continue;
      const res = await callRoute(rival, route);
      expect({ route: `${route.method} ${route.url}`, status: res.status, data: res.data }).toEqual({ route: `${route.method} ${route.url}`, status: 404, data: null });
    }
    expect(changedTables(before, await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES))).toEqual([]);
    const list = await callAs(rival, 'GET', '/vault-setup/list', { manager: true });
    expect(list.data).toEqual([]);
  });

  it('refuses a customer and the CSRF token alone on every route (403), changing nothing', async () => {
    const before = await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES);
    for (const route of routes) {
      expect((await callRoute(alice, route)).status, `customer ${route.method} ${route.url}`).toBe(403);
      expect((await callRoute(alice, route, false)).status, `customer csrf ${route.method} ${route.url}`).toBe(403);
      expect((await callRoute(paul, route, false)).status, `csrf only ${route.method} ${route.url}`).toBe(403);
    }
    expect(changedTables(before, await tableFingerprint(t, REQUEST_BOOKKEEPING_TABLES))).toEqual([]);
  });

  it('answers the administering organisation on every route with the same input', async () => {
    for (const route of routes) {
      const res = await callRoute(paul, route);
      expect({ route: `${route.method} ${route.url}`, status: res.status, errorCode: res.errorCode }).toEqual({ route: `${route.method} ${route.url}`, status: 200, errorCode: null });
    }
  });
});
