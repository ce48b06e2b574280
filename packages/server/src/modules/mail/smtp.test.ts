import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { emailOutbox } from './mail.table.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP listener on loopback that records what it receives, or refuses everything. */
async function startSmtp(opts: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(opts.refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('e-mail delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `${(await smtp).url}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the sign-in code through SMTP and marks the outbox row sent', async () => {
    const c = new Client(t);
    await c.call('POST', '/login/login', { email: DEMO.alice, ...(await c.encrypt(DEMO.password)) });
    await t.ctx.mail.flush();
    const message = smtp.received.find((m) => m.to.includes(DEMO.alice));
    expect(message).toBeDefined();
    expect(message!.raw).toMatch(/Subject: Your sign-in code/);
    expect(message!.raw).toMatch(/Your code is: \d{6}/);
    const rows = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, DEMO.alice));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('keeps a refused message pending with the error, for a later retry', async () => {
    const refusing = await startSmtp({ refuse: true });
    const app = await createTestApp({ SMTP_URL: `${refusing.url}?ignoreTLS=true` });
    try {
      const c = new Client(app);
      await c.call('POST', '/login/reset-password', { email: DEMO.carol });
      await app.ctx.mail.flush();
      const [row] = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, DEMO.carol));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/550|mailbox unavailable/);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await app.close();
      await refusing.close();
    }
  });
});
