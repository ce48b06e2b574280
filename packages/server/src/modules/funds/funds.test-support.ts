// Helpers of the funds tests: the seeded Northbridge funds by name, and fund uploads as the paid shell sends them.
import { API_VERSION, SESSION_COOKIE, type FundUploadResult } from '@vault/contract';
import { eq } from 'drizzle-orm';
import type { Client, TestApp } from '../../test/harness.js';
import { multipart, type Part } from '../documents/documents.test-support.js';
import { profiles } from '../profiles/profiles.table.js';

/** A fund profile's id by its name (the demo funds of funds.seed.ts). */
export async function fundId(t: TestApp, fundName: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fundName, fundName));
  if (!row) throw new Error(`no fund named ${fundName}`);
  return row.id;
}

/** POSTs a multipart fund upload with the client-manager token. */
export function fundUpload(c: Client, fields: Record<string, string>, files: Part[], path = '/fund-major/upload') {
  const { payload, headers } = multipart(fields, files);
  return c.call<FundUploadResult>('POST', path, payload, { headers, manager: true });
}

/** A JSON call with the client-manager token (the paid-admin header). */
export const paidCall = <T = unknown>(c: Client, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, query?: Record<string, string>) =>
  c.call<T>(method, path, body, { manager: true, ...(query ? { query } : {}) });

/** A call whose answer may be bytes (download) or JSON: status, and the envelope's data when it is JSON. */
export async function rawCall(c: Client, method: 'GET' | 'POST' | 'DELETE', path: string, opts: { payload?: Buffer | object; headers?: Record<string, string>; query?: Record<string, string>; manager?: boolean }) {
  const headers: Record<string, string> = { 'api-version': API_VERSION, cookie: `lang=${c.language}; ${SESSION_COOKIE}=${c.cookie ?? ''}`, ...opts.headers };
  const token = opts.manager === false ? c.csrf : c.managerToken;
  if (token) headers.authorization = token;
  const res = await c.t.app.inject({ method, url: `/customer${path}`, headers, ...(opts.query ? { query: opts.query } : {}), ...(opts.payload === undefined ? {} : { payload: opts.payload }) });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, data: isJson ? ((res.json() as { data: unknown }).data ?? null) : res.rawPayload };
}
