import type { Language } from '@vault/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.js';
import { emailOutbox } from './mail.table.js';
import { MAIL_TEMPLATES, type MailTemplateName, type MailVars } from './mail.templates.js';

export interface MailMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}
/** Delivers one message; throws on failure. Absent in embedded mode without SMTP. */
export type MailTransport = (message: MailMessage) => Promise<void>;

/**
 * Writes an e-mail to the outbox in the caller's transaction, so it exists exactly when the change
 * that caused it commits.
 */
export async function enqueueMail<N extends MailTemplateName>(
  tx: DbOrTx,
  to: string,
  template: N,
  language: Language,
  vars: MailVars<N>,
): Promise<string> {
  const render = MAIL_TEMPLATES[template][language] as (v: MailVars<N>) => { subject: string; text: string };
  const content = render(vars);
  const [row] = await tx.insert(emailOutbox).values({ toAddress: to, subject: content.subject, textBody: content.text, template }).returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Hands the given outbox rows to the transport now and answers which could not be handed over (the transport
 * refused or is unreachable). Those are marked failed, so no later retry delivers them after the caller gave up.
 */
export async function deliverNow(db: Db, worker: { flush: () => Promise<void> }, ids: string[]): Promise<string[]> {
  for (let round = 0; round < 4; round++) {
    await worker.flush();
    const rows = await db.select({ id: emailOutbox.id, status: emailOutbox.status, lastError: emailOutbox.lastError }).from(emailOutbox).where(inArray(emailOutbox.id, ids));
    const undecided = rows.filter((r) => r.status === 'pending' && r.lastError === null);
    if (!undecided.length || round === 3) {
      const failed = rows.filter((r) => r.status === 'failed' || (r.status === 'pending' && r.lastError !== null)).map((r) => r.id);
      if (failed.length) await db.update(emailOutbox).set({ status: 'failed' }).where(inArray(emailOutbox.id, failed));
      return failed;
    }
  }
  return [];
}

/** Writes a text message to the outbox (same transaction rule as e-mail). */
export async function enqueueSms<N extends MailTemplateName>(tx: DbOrTx, phone: string, template: N, language: Language, vars: MailVars<N>): Promise<void> {
  const render = MAIL_TEMPLATES[template][language] as (v: MailVars<N>) => { subject: string; text: string };
  const content = render(vars);
  await tx.insert(emailOutbox).values({ channel: 'sms', toAddress: phone, subject: content.subject, textBody: content.text, template });
}

const MAX_ATTEMPTS = 8;
const backoffSeconds = (attempt: number) => Math.min(3600, 5 * 2 ** attempt);

/**
 * Delivers pending outbox rows. Rows are claimed with SKIP LOCKED so several instances can run it
 * at once; without a transport (embedded mode) a row is kept for the dev mailbox page instead.
 */
export function createMailWorker(db: Db, transports: { email: MailTransport | null; sms: MailTransport | null }, log: Logger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function claim(): Promise<Array<typeof emailOutbox.$inferSelect>> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(20)
        .for('update', { skipLocked: true });
      if (rows.length) {
        // Push the rows out of reach while they are being sent; success or failure resets this.
        await tx
          .update(emailOutbox)
          .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, attempts: sql`${emailOutbox.attempts} + 1` })
          .where(inArray(emailOutbox.id, rows.map((r) => r.id)));
      }
      return rows;
    });
  }

  async function deliver(row: typeof emailOutbox.$inferSelect): Promise<void> {
    const transport = row.channel === 'sms' ? transports.sms : transports.email;
    if (!transport) {
      await db.update(emailOutbox).set({ status: 'mailbox', sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      return;
    }
    try {
      await transport({ id: row.id, channel: row.channel, to: row.toAddress, subject: row.subject, text: row.textBody });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      log.warn({ outboxId: row.id, attempts, err: error }, 'e-mail delivery failed');
      await db
        .update(emailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const rows = await claim();
      if (!rows.length) return;
      await Promise.all(rows.map(deliver));
    }
  }

  function runOnce(): Promise<void> {
    if (!running && !stopped) {
      running = drain()
        .catch((error) => log.error({ err: error }, 'mail worker failed'))
        .finally(() => {
          running = null;
        });
    }
    return running ?? Promise.resolve();
  }

  return {
    /** Deliver what is pending now (also called right after a request enqueues mail). */
    kick: () => void runOnce(),
    /** Resolves when the outbox holds nothing deliverable right now. */
    flush: runOnce,
    start(intervalMs = 1000) {
      const tick = () => {
        if (stopped) return;
        void runOnce().finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;

/** SMTP transport through nodemailer; the outbox id becomes the Message-ID so retries are recognisable. */
export async function createSmtpTransport(url: string, from: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport(url);
  return async (message) => {
    await transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: `<${message.id}@vault-portal>`,
    });
  };
}

/**
 * Text messages through an HTTP gateway: POST {id, to, text} as JSON to SMS_WEBHOOK_URL (with a bearer
 * token when SMS_WEBHOOK_TOKEN is set); any 2xx is delivered. Providers are bridged to this shape.
 */
export function createSmsWebhookTransport(url: string, token?: string): MailTransport {
  return async (message) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ id: message.id, to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  };
}
