// Two servers on one PostgreSQL database, each with its own pool, caches, rate-limit plugin and mail worker, as two
// instances behind a load balancer (same APP_SECRET, as docs/operations.md asks): rate limits, one-time codes and
// the mail outbox behave as on one instance. Sessions across instances: modules/auth/session-cache.test.ts.
//
// PostgreSQL only: PGlite is an in-process database that a second server cannot open (the embedded data folder is
// locked to one process), so on the PGlite project there is nothing to test.
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { ERRORS } from '@vault/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../modules/mail/mail.table.js';
import { accounts } from '../modules/profiles/profiles.table.js';
import { Client, createTestApp, DEMO, latestCode, type TestApp } from './harness.js';

const onPostgres = process.env.TEST_DB === 'postgres';

/** An SMTP listener that takes its time over each message (so two workers overlap) and records Message-IDs. */
async function slowSmtp() {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const id = /^Message-ID: <([^@>]+)@/im.exec(Buffer.concat(chunks).toString())?.[1];
        if (id) messageIds.push(id);
        setTimeout(() => callback(), 15);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { messageIds, url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let smtp: Awaited<ReturnType<typeof slowSmtp>>;
  beforeAll(async () => {
    smtp = await slowSmtp();
    // Real limits (factor 1), one secret, one SMTP server.
    const env = { APP_SECRET: randomBytes(36).toString('base64url'), RATE_LIMIT_FACTOR: '1', SMTP_URL: smtp.url };
    a = await createTestApp(env);
    b = await createTestApp(env, { sameDatabaseAs: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('counts a rate limit over both instances: 5 code resends a minute from one address, wherever they land', async () => {
    const resend = (t: TestApp) => new Client(t).call('POST', '/login/send-validate-code', { challengeId: randomUUID() });
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a]) statuses.push((await resend(t)).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    expect(statuses).toHaveLength(5);
    const sixth = await resend(b);
    expect(sixth.status).toBe(429);
    expect((await resend(a)).status).toBe(429);
  });

  it('a sign-in code used on one instance is spent on the other', async () => {
    const onA = new Client(a);
    const step1 = await onA.call<{ challengeId: string }>('POST', '/login/login', { email: DEMO.alice, ...(await onA.encrypt(DEMO.password)) });
    const { challengeId } = step1.body.data!;
    const code = await latestCode(a, DEMO.alice);
    expect((await onA.call('POST', '/login/login', { challengeId, code })).status).toBe(200);
    const replay = await new Client(b).call('POST', '/login/login', { challengeId, code });
    expect(replay.body.errorCode).toBe(ERRORS.CODE_SPENT.code);
  });

  it('the same code sent to both instances at once signs in exactly once', async () => {
    const onA = new Client(a);
    const step1 = await onA.call<{ challengeId: string }>('POST', '/login/login', { email: DEMO.carol, ...(await onA.encrypt(DEMO.password)) });
    const { challengeId } = step1.body.data!;
    const code = await latestCode(a, DEMO.carol);
    const answers = await Promise.all([a, b, a, b].map((t) => new Client(t).call('POST', '/login/login', { challengeId, code })));
    expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 200).map((r) => r.body.errorCode)).toEqual([ERRORS.CODE_SPENT.code, ERRORS.CODE_SPENT.code, ERRORS.CODE_SPENT.code].map(String));
  });

  it('wrong tries on either instance count against one limit: after 5, the right code is refused', async () => {
    const onA = new Client(a);
    const step1 = await onA.call<{ challengeId: string }>('POST', '/login/login', { email: DEMO.paul, ...(await onA.encrypt(DEMO.password)) });
    const { challengeId } = step1.body.data!;
    const code = await latestCode(a, DEMO.paul);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries: string[] = [];
    for (const t of [a, b, a, b, a]) tries.push((await new Client(t).call('POST', '/login/login', { challengeId, code: wrong })).body.errorCode!);
    // Four chances to retype; the fifth wrong try, on whichever instance, uses the code up.
    expect(tries).toEqual([...Array(4).fill(ERRORS.CODE_INVALID.code), ERRORS.CODE_SPENT.code]);
    expect((await new Client(b).call('POST', '/login/login', { challengeId, code })).body.errorCode).toBe(ERRORS.CODE_SPENT.code);
  });

  it('delivers each outbox message exactly once while both mail workers drain it', async () => {
    const [alice] = await a.ctx.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.email, DEMO.alice));
    const rows = await a.ctx.db
      .insert(emailOutbox)
      .values(Array.from({ length: 60 }, (_, i) => ({ toAddress: alice!.email, subject: `Outbox ${i}`, textBody: `Message ${i}`, template: 'two-instances' })))
      .returning({ id: emailOutbox.id });
    const ids = rows.map((r) => r.id);
    const before = smtp.messageIds.length;
    // Both workers at once, several rounds each, until nothing is pending.
    for (let round = 0; round < 20; round++) {
      await Promise.all([a.ctx.mail.flush(), b.ctx.mail.flush(), a.ctx.mail.flush(), b.ctx.mail.flush()]);
      const left = await a.ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
      if (left.length === 0) break;
    }
    const delivered = smtp.messageIds.slice(before).filter((id) => ids.includes(id));
    expect(delivered.sort()).toEqual([...ids].sort()); // each once: no id missing, none twice
    const statuses = await a.ctx.db.select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(statuses).toHaveLength(ids.length);
    expect(new Set(statuses.map((s) => `${s.status}/${s.attempts}`))).toEqual(new Set(['sent/1']));
  });
});

describe.skipIf(onPostgres)('two instances on one database', () => {
  it.skip('needs PostgreSQL (TEST_DATABASE_URL): the embedded PGlite database belongs to one process', () => {});
});
