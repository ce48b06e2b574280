// Two app instances on one PostgreSQL database, each with its own pool, session cache and notice listener,
// as two servers behind a load balancer: a session revoked through one is refused by the other.
import { ERRORS } from '@vault/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { accounts, memberships } from '../profiles/profiles.table.js';
import { revokeAccountSessions } from './sessions.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('session cache across two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { sameDatabaseAs: a });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Counts the session look-ups instance `t` sends to the database while `run` runs. */
  async function sessionReads(t: TestApp, run: () => Promise<unknown>): Promise<number> {
    let reads = 0;
    const watch = (t.ctx.db as unknown as { session: { logger: { logQuery(q: string): void } } }).session.logger;
    const original = watch.logQuery.bind(watch);
    watch.logQuery = (q: string) => {
      if (q.includes('from "sessions"')) reads += 1;
      original(q);
    };
    try {
      await run();
    } finally {
      watch.logQuery = original;
    }
    return reads;
  }

  /** The same browser session used against both instances. */
  async function signedInOnBoth(email: string = DEMO.alice) {
    const onA = new Client(a);
    await onA.signIn(email, DEMO.password);
    const onB = new Client(b);
    onB.cookie = onA.cookie;
    onB.csrf = onA.csrf;
    // First use on B reads the database; the next one is answered from B's memory.
    expect((await onB.call('GET', '/customer-user/user-info')).status).toBe(200);
    expect(await sessionReads(b, () => onB.call('GET', '/customer-user/user-info'))).toBe(0);
    return { onA, onB };
  }

  /** Waits until instance `t` has heard a notice after `epoch` (NOTIFY travels through the server: milliseconds). */
  async function noticeHeard(t: TestApp, epoch: number): Promise<number> {
    const started = Date.now();
    while (t.ctx.invalidations.epoch === epoch) {
      if (Date.now() - started > 2000) throw new Error('no notice within 2 s');
      await new Promise((r) => setTimeout(r, 2));
    }
    return Date.now() - started;
  }

  it('a logout on one instance is refused by the other on its next request', async () => {
    const { onA, onB } = await signedInOnBoth();
    const epoch = b.ctx.invalidations.epoch;
    expect((await onA.call('GET', '/login/logout')).status).toBe(200);
    expect(await noticeHeard(b, epoch)).toBeLessThan(1000);
    const next = await onB.call('GET', '/customer-user/user-info');
    expect(next.status).toBe(401);
    expect(next.body.errorCode).toBe(ERRORS.UNAUTHENTICATED.code);
  });

  it('sessions ended by an administrator (every session of the account) are refused with the removal message', async () => {
    const { onB } = await signedInOnBoth();
    const [alice] = await a.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO.alice));
    const epoch = b.ctx.invalidations.epoch;
    // What removing an administrator and changing a password do, through instance A.
    await revokeAccountSessions(a.ctx.db, alice!.id, 'admin-removed');
    await noticeHeard(b, epoch);
    const next = await onB.call('GET', '/customer-user/user-info');
    expect(next.status).toBe(401);
    expect(next.body.errorCode).toBe(ERRORS.ADMIN_REMOVED.code);
  });

  it('a membership removed through one instance ends the session acting through it on the other', async () => {
    const { onB } = await signedInOnBoth(DEMO.carol);
    const [carol] = await a.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO.carol));
    const epoch = b.ctx.invalidations.epoch;
    await a.ctx.db.transaction(async (tx) => {
      const removed = await tx.delete(memberships).where(eq(memberships.accountId, carol!.id)).returning();
      expect(removed.length).toBeGreaterThan(0);
    });
    await noticeHeard(b, epoch);
    expect((await onB.call('GET', '/customer-user/user-info')).status).toBe(401);
  });

  it('an account change on one instance (language) shows on the other at once', async () => {
    const { onA, onB } = await signedInOnBoth(DEMO.paul);
    const epoch = b.ctx.invalidations.epoch;
    expect((await onA.call('POST', '/customer-user/language', { language: 'tw' })).status).toBe(200);
    await noticeHeard(b, epoch);
    expect((await onB.call<{ language: string }>('GET', '/customer-user/user-info')).body.data!.language).toBe('tw');
  });

  it('while notices cannot arrive (listening connection lost), every request reads the database', async () => {
    const onA = new Client(a);
    await onA.signIn(DEMO.alice, DEMO.password);
    const onB = new Client(b);
    onB.cookie = onA.cookie;
    onB.csrf = onA.csrf;
    expect((await onB.call('GET', '/customer-user/user-info')).status).toBe(200);
    // The server ends both listening connections, as a failover or a network cut would.
    await a.ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN vault_invalidate' and datname = current_database()`);
    const deadline = Date.now() + 2000;
    while (b.ctx.invalidations.isLive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(b.ctx.invalidations.isLive()).toBe(false);
    expect(await sessionReads(b, () => onB.call('GET', '/customer-user/user-info'))).toBe(1);
    await onA.call('GET', '/login/logout');
    expect((await onB.call('GET', '/customer-user/user-info')).status).toBe(401);
    // The listener comes back by itself and caching resumes.
    const back = Date.now() + 5000;
    while (!b.ctx.invalidations.isLive() && Date.now() < back) await new Promise((r) => setTimeout(r, 20));
    expect(b.ctx.invalidations.isLive()).toBe(true);
  });
});
