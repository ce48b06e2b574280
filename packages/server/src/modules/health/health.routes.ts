import { envelopeSchema, healthSchema } from '@vault/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { typed, type RouteModule } from '../../lib/routes.js';
import { ok } from '../../plugins/envelope.js';

export const healthRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const started = Date.now();
  r.get('/health', {
    config: { auth: 'public' },
    schema: { tags: ['operations'], summary: 'Liveness and what this instance runs on', response: { 200: envelopeSchema(healthSchema) } },
    handler: async () =>
      ok({
        status: 'ok' as const,
        instanceId: ctx.instanceId,
        version: ctx.version,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
        database: ctx.dbKind,
        mail: ctx.config.SMTP_URL ? ('smtp' as const) : ('mailbox' as const),
        embedded: ctx.config.embedded,
      }),
  });
  r.get('/ready', {
    config: { auth: 'public' },
    schema: { tags: ['operations'], summary: 'Readiness: the database answers', response: { 200: envelopeSchema(z.object({ ready: z.boolean() })), 503: envelopeSchema(z.object({ ready: z.boolean() })) } },
    handler: async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return ok({ ready: true });
      } catch {
        reply.code(503);
        return { success: false, data: { ready: false }, errorCode: null, errorMsg: null };
      }
    },
  });
};
