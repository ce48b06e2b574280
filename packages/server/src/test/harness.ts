import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_VERSION, SESSION_COOKIE, type Envelope } from '@vault/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { createContext } from '../bootstrap.js';
import type { AppContext } from '../context.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { loadConfig } from '../env.js';
import { emailOutbox } from '../modules/mail/mail.table.js';
import { profiles } from '../modules/profiles/profiles.table.js';
import { seedDemo } from '../seed.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** This app's own data folder (blobs, temp files); removed by close(). */
  dataDir: string;
  /** The PostgreSQL database behind this app (null on PGlite): a second app can be opened on it. */
  databaseUrl: string | null;
  /** Every route the app registered, as Fastify saw it (method, url, schema...), in registration order. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/** The PGlite template's tarball, read once per worker (test files share this module: vitest.config.ts). */
let pgliteTemplate: Promise<Blob | undefined> | null = null;
const readPgliteTemplate = (path: string | null) => (pgliteTemplate ??= path ? readFile(path).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined));

/**
 * A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. Both start as copies of the run's
 * migrated and seeded template (global-setup.ts) when there is one.
 */
async function openTestDatabase(): Promise<Database & { url: string | null }> {
  if (process.env.TEST_DB !== 'postgres') return { ...(await openPglite(null, { from: await readPgliteTemplate(inject('pgliteTemplate')) })), url: null };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const { default: pg } = await import('pg');
  const name = `vault_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openPostgres(url.toString(), 5);
  return {
    ...opened,
    url: url.toString(),
    close: async () => {
      await opened.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/**
 * The real app on a real database, with demo data; `env` overrides settings. `sameDatabaseAs` opens a second
 * instance (own pool, own caches, own listener) on another app's PostgreSQL database, as a second server would.
 */
export async function createTestApp(env: Record<string, string> = {}, { sameDatabaseAs }: { sameDatabaseAs?: TestApp } = {}): Promise<TestApp> {
  // Each app gets its own data folder, so blobs and temp files of parallel test files never meet.
  const dataDir = await mkdtemp(join(tmpdir(), 'vault-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true', RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  // TEST_LOG=error (or debug...) shows the server log while debugging a test.
  const log = pino({ level: process.env.TEST_LOG ?? 'silent' });
  if (sameDatabaseAs && !sameDatabaseAs.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DB=postgres)');
  const database = sameDatabaseAs ? { ...(await openPostgres(sameDatabaseAs.databaseUrl!, 5)), url: sameDatabaseAs.databaseUrl } : await openTestDatabase();
  const { ctx } = await createContext(config, log, { database, inMemory: true }).catch(async (error: unknown) => {
    // A refused start (bad settings in a test) must not leave a database or a data folder behind.
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  if (!sameDatabaseAs) await seedDemo(ctx.db);
  const routes: RouteOptions[] = [];
  const app = await buildApp(ctx, { ...(process.env.TEST_LOG ? { loggerInstance: log } : {}), onRoute: (r) => routes.push(r) });
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    databaseUrl: database.url,
    routes,
    close: async () => {
      await app.close();
      await ctx.mail.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An HTTP client for one browser: keeps the session cookie and sends the CSRF token. */
export class Client {
  cookie: string | null = null;
  csrf: string | null = null;
  managerToken: string | null = null;
  language = 'en';
  constructor(readonly t: TestApp) {}

  async call<T = unknown>(
    method: Method,
    path: string,
    body?: unknown,
    opts: { headers?: Record<string, string>; manager?: boolean; query?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Envelope<T>; res: LightMyRequestResponse }> {
    const headers: Record<string, string> = { 'api-version': API_VERSION, ...opts.headers };
    const cookies: string[] = [`lang=${this.language}`];
    if (this.cookie) cookies.push(`${SESSION_COOKIE}=${this.cookie}`);
    headers.cookie = cookies.join('; ');
    const auth = opts.manager ? this.managerToken : this.csrf;
    if (auth && !('authorization' in headers)) headers.authorization = auth;
    const res = await this.t.app.inject({ method, url: `/customer${path}`, headers, query: opts.query, ...(body === undefined ? {} : { payload: body as object }) });
    const setCookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (setCookie) this.cookie = setCookie.value || null;
    return { status: res.statusCode, body: res.json() as Envelope<T>, res };
  }

  /** Encrypts a password with the server's current login key, as the browser does. */
  async encrypt(plain: string): Promise<{ password: string; keyId: string }> {
    const { body } = await this.call<{ keyId: string; publicKey: string }>('GET', '/login/public-key/current');
    const key = `-----BEGIN PUBLIC KEY-----\n${body.data!.publicKey.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
    const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64');
    return { password, keyId: body.data!.keyId };
  }

  /** Signs in with password and the e-mailed code; keeps the session. */
  async signIn(email: string, password: string): Promise<Record<string, unknown>> {
    const step1 = await this.call<{ challengeId: string }>('POST', '/login/login', { email, ...(await this.encrypt(password)) });
    if (!step1.body.success) throw new Error(`sign-in failed: ${JSON.stringify(step1.body)}`);
    const code = await latestCode(this.t, email);
    const step2 = await this.call<Record<string, unknown>>('POST', '/login/login', { challengeId: step1.body.data!.challengeId, code });
    if (!step2.body.success) throw new Error(`code step failed: ${JSON.stringify(step2.body)}`);
    this.csrf = step2.body.data!.csrfToken as string;
    this.managerToken = (step2.body.data!.clientManagerToken as string | null) ?? null;
    return step2.body.data!;
  }

  /**
   * Acts as a company or fund through POST /customer-user/switch-to-corporate-user, as the profile
   * switcher does; keeps the new session when the switch succeeds. Returns the answer's status.
   */
  async switchTo(profileId: string): Promise<number> {
    const switched = await this.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: profileId } });
    if (switched.status === 200) this.adopt(switched.body.data!);
    return switched.status;
  }

  /** Stores the tokens of a session payload (registration, set-up). */
  adopt(session: Record<string, unknown>): void {
    this.csrf = session.csrfToken as string;
    this.managerToken = (session.clientManagerToken as string | null) ?? null;
  }
}

/** Mail written to the outbox for an address, newest first. */
export async function mailTo(t: TestApp, email: string) {
  return t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(desc(emailOutbox.createdAt));
}

/** The 6-digit code in the newest e-mail to an address. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailTo(t, email);
  const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const DEMO = { alice: 'alice@example.com', carol: 'carol@example.com', paul: 'paul@example.com', password: 'Demo!Pass1' } as const;

/** The id of a seeded company (corporate or lending agent) by its trading name. */
export async function profileIdByTradingName(t: TestApp, name: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.tradingName, name));
  if (!row) throw new Error(`no profile trading as ${name}`);
  return row.id;
}
