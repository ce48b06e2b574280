import { devSsoRequestSchema, devSsoResponseSchema, envelopeSchema, mailboxResponseSchema } from '@vault/contract';
import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isLoopback } from '../../env.js';
import { AppError } from '../../lib/errors.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { ok } from '../../plugins/envelope.js';
import { emailOutbox } from '../mail/mail.table.js';

/** Only callers on this machine: the socket's address, never a forwarded header that anyone can write. */
const loopbackOnly = async (request: FastifyRequest) => {
  if (!isLoopback(request.socket.remoteAddress ?? '')) throw new AppError('NOT_FOUND');
};

/**
 * Development tools, registered only when DEV_TOOLS is on (embedded, non-production by default):
 * the mailbox that shows the outbox instead of sending it, and a signer for trying single sign-on.
 * They answer loopback callers only (404 to anyone else), whatever address the server listens on.
 */
export const devRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/dev/mailbox', {
    config: { auth: 'public' },
    onRequest: loopbackOnly,
    schema: { tags: ['development'], summary: 'E-mails written by the server (embedded mode only)', response: { 200: envelopeSchema(mailboxResponseSchema) } },
    handler: async () => {
      const rows = await ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(200);
      return ok(rows.map((m) => ({ id: m.id, channel: m.channel, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody, createdAt: m.createdAt.toISOString(), status: m.status })));
    },
  });
  r.post('/dev/sso-token', {
    config: { auth: 'public', rateLimit: limit(ctx, 30) },
    onRequest: loopbackOnly,
    schema: { tags: ['development'], summary: 'A signed development SSO token for an e-mail', body: devSsoRequestSchema, response: { 200: envelopeSchema(devSsoResponseSchema) } },
    handler: async (request) => ok({ token: await ctx.sso.signDev(request.body.email) }),
  });
};
