// Helpers for the generated access checks: what a registered route takes (from its schemas, so a new route is
// seen the day it is registered), a fingerprint of every table (to prove a refused call changed nothing), and
// the actors that must be refused.
import { API_VERSION, SESSION_COOKIE } from '@vault/contract';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import type { RouteModule } from '../lib/routes.js';
import { addMembership, createAccountWithIndividual } from '../modules/profiles/profiles.repository.js';
import { accounts, profiles } from '../modules/profiles/profiles.table.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { thumbnailsSettled } from '../modules/documents/documents.thumbnails.js';
import { Client, DEMO, type TestApp } from './harness.js';

/** A route as the matrix sees it: one method, its URL, where its inputs go and what they are called. */
export interface RouteInputs {
  method: string;
  url: string;
  auth: 'public' | 'session' | 'paidAdmin';
  multipart: boolean;
  params: string[];
  query: string[];
  body: string[];
}

/** The keys of a zod object, looking through optional, pipe and transform wrappers (zod 4). */
export function schemaKeys(schema: unknown, depth = 0): string[] {
  const z = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> } | undefined;
  if (!z || depth > 8) return [];
  if (z.shape && typeof z.shape === 'object') return Object.keys(z.shape);
  const def = z.def;
  if (!def) return [];
  for (const k of ['innerType', 'in', 'schema', 'left', 'out']) {
    const found = def[k] ? schemaKeys(def[k], depth + 1) : [];
    if (found.length) return found;
  }
  if (Array.isArray(def.options)) return [...new Set((def.options as unknown[]).flatMap((o) => schemaKeys(o, depth + 1)))];
  return [];
}

/** Every API route the app registered (HEAD and the API docs' static files left out), with its declared inputs. */
export function routeInputs(routes: RouteOptions[]): RouteInputs[] {
  const out: RouteInputs[] = [];
  for (const r of routes) {
    if (!r.url.startsWith('/customer/') || r.url.startsWith('/customer/docs')) continue;
    const schema = (r.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown; consumes?: string[] };
    const auth = ((r.config as { auth?: RouteInputs['auth'] } | undefined)?.auth ?? 'session') as RouteInputs['auth'];
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      out.push({
        method,
        url: r.url,
        auth,
        multipart: Boolean(schema.consumes?.includes('multipart/form-data')),
        params: schemaKeys(schema.params),
        query: schemaKeys(schema.querystring),
        body: schemaKeys(schema.body),
      });
    }
  }
  return out;
}

export const routeName = (r: { method: string; url: string }) => `${r.method} ${r.url.replace(/^\/customer/, '')}`;

/** A field that names a record: `id`, `…Id`, `…Ids` (a tax id is a person's number, not a record). */
export const isIdField = (name: string) => /^id$|Id$|Ids$/.test(name) && name !== 'taxId';

/** Tables every request may touch by design: the caller's own session (last seen), rate-limit counters (PostgreSQL). */
export const REQUEST_BOOKKEEPING_TABLES = ['sessions', 'rate_limit_hits'];

/** Per table: row count and a hash of every row; `skip` leaves tables out (usually REQUEST_BOOKKEEPING_TABLES). */
export async function tableFingerprint(t: TestApp, skip: string[] = []): Promise<Record<string, string>> {
  // A thumbnail drawn after an earlier upload's answer lands when it is ready: let it land before counting.
  await thumbnailsSettled();
  const tables = (await t.ctx.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as {
    rows: { name: string }[];
  };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (skip.includes(name) || name.startsWith('__drizzle')) continue;
    const res = (await t.ctx.db.execute(sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from "${name}" x`))) as unknown as {
      rows: { n: number; h: string }[];
    };
    out[name] = `${res.rows[0]!.n}:${res.rows[0]!.h}`;
  }
  return out;
}

/** The names of the tables whose content differs between two fingerprints. */
export const changedTables = (a: Record<string, string>, b: Record<string, string>) => [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]).sort();

let demoHash: string | null = null;

/** A corporate customer with its own administrator, signed in and acting for it. */
export async function signedInCorporateAdmin(t: TestApp, tradingName: string, email: string) {
  demoHash ??= await hashPassword(DEMO.password);
  const [company] = await t.ctx.db.insert(profiles).values({ type: 'CORPORATE', tradingName, legalName: `${tradingName} Limited`, registerType: 'BUSINESS' }).returning();
  const created = await createAccountWithIndividual(t.ctx.db, { email, passwordHash: demoHash, firstName: 'Admin', lastName: tradingName, language: 'en' });
  await addMembership(t.ctx.db, created.account.id, company!.id, 'ADMINISTRATOR');
  await t.ctx.db.update(accounts).set({ defaultProfileId: company!.id }).where(eq(accounts.id, created.account.id));
  const client = new Client(t);
  await client.signIn(email, DEMO.password);
  if ((await client.switchTo(company!.id)) !== 200) throw new Error(`${email} could not act for ${tradingName}`);
  return { client, companyId: company!.id, accountId: created.account.id, profileId: created.profile.id };
}

/** A client that presents `session`'s cookie with `token` (or nothing) as its CSRF / client-manager token. */
export function withForeignToken(session: Client, token: string | null): Client {
  const c = new Client(session.t);
  c.cookie = session.cookie;
  c.csrf = token;
  c.managerToken = token;
  return c;
}

/**
 * One call as the browser would send it, with the session's CSRF token (or client-manager token on paid-admin
 * routes): status, error code and data. A new session in the answer (a profile switch) is kept by the client.
 */
export async function callAs(c: Client, method: string, path: string, opts: { payload?: Buffer | object; headers?: Record<string, string>; query?: Record<string, string>; manager: boolean }) {
  const headers: Record<string, string> = { 'api-version': API_VERSION, cookie: `lang=${c.language}; ${SESSION_COOKIE}=${c.cookie ?? ''}`, ...opts.headers };
  const token = opts.manager ? c.managerToken : c.csrf;
  if (token) headers.authorization = token;
  const res = await c.t.app.inject({ method: method as 'GET', url: `/customer${path}`, headers, ...(opts.query ? { query: opts.query } : {}), ...(opts.payload === undefined ? {} : { payload: opts.payload }) });
  const renewed = res.cookies.find((k) => k.name === SESSION_COOKIE);
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const envelope = isJson ? (res.json() as { data: unknown; errorCode: string | null; errorMsg?: string }) : null;
  if (renewed?.value) {
    c.cookie = renewed.value;
    const data = envelope?.data as { csrfToken?: string } | null;
    if (data?.csrfToken) c.adopt(data as Record<string, unknown>);
  }
  return { status: res.statusCode, errorCode: envelope?.errorCode ?? null, errorMsg: envelope?.errorMsg ?? null, data: envelope ? envelope.data : res.rawPayload };
}

/** The routes one module registers (not a hand-kept list): a recording Fastify instance with the app's compilers. */
export async function moduleRoutes(module: RouteModule, ctx: AppContext): Promise<{ method: string; url: string; multipart: boolean }[]> {
  const recorder = Fastify();
  recorder.setValidatorCompiler(validatorCompiler);
  recorder.setSerializerCompiler(serializerCompiler);
  const found: { method: string; url: string; multipart: boolean }[] = [];
  recorder.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') found.push({ method, url: r.url, multipart: Boolean((r.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data')) });
  });
  await module(recorder, ctx);
  await recorder.ready();
  await recorder.close();
  return found;
}
