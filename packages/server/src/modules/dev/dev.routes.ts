import { devSsoRequestSchema, devSsoResponseSchema, envelopeSchema, mailboxResponseSchema } from '@vault/contract';
import { desc } from 'drizzle-orm';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { ok } from '../../plugins/envelope.js';
import { emailOutbox } from '../mail/mail.table.js';

/**
 * Development tools, registered only when DEV_TOOLS is on (embedded, non-production by default):
 * the mailbox that shows the outbox instead of sending it, and a signer for trying single sign-on.
 */
export const devRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/dev/mailbox', {
    config: { auth: 'public' },
    schema: { tags: ['development'], summary: 'E-mails written by the server (embedded mode only)', response: { 200: envelopeSchema(mailboxResponseSchema) } },
    handler: async () => {
      const rows = await ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(200);
      return ok(rows.map((m) => ({ id: m.id, channel: m.channel, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody, createdAt: m.createdAt.toISOString(), status: m.status })));
    },
  });
  r.post('/dev/sso-token', {
    config: { auth: 'public', rateLimit: limit(ctx, 30) },
    schema: { tags: ['development'], summary: 'A signed development SSO token for an e-mail', body: devSsoRequestSchema, response: { 200: envelopeSchema(devSsoResponseSchema) } },
    handler: async (request) => ok({ token: await ctx.sso.signDev(request.body.email) }),
  });
};
