// Helpers of the vault set-up tests: a company step as the wizard sends it, and calls with the client-manager token.
import type { VaultDetail } from '@vault/contract';
import type { Client } from '../../test/harness.js';

let counter = 0;

/** A company step's fields with a name and number no other test uses. */
export function companyFields(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`.toUpperCase();
  return {
    vaultType: 'LOCAL',
    legalName: `Harbour Test ${tag} Limited`,
    tradingName: `Harbour Test ${tag}`,
    registrationNumber: `RN${tag}`,
    companyType: 'PRIVATE_LIMITED',
    country: 'GB',
    jurisdiction: 'GB',
    ...overrides,
  };
}

/** A JSON call with the client-manager token (the paid-admin header). */
export const paid = <T = unknown>(c: Client, method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>) =>
  c.call<T>(method, path, body, { manager: true, ...(query ? { query } : {}) });

/** Creates a vault through reg-corp and returns it. */
export async function createVault(c: Client, overrides: Record<string, unknown> = {}): Promise<VaultDetail> {
  const res = await paid<VaultDetail>(c, 'POST', '/customer-user/reg-corp', companyFields(overrides));
  if (!res.body.success) throw new Error(`reg-corp failed: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}
