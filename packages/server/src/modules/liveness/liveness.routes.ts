import { envelopeSchema, latestLivenessSchema, LIVENESS_MAX_IMAGE_CHARS, livenessCheckRequestSchema, livenessQuerySchema, livenessResultSchema } from '@vault/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { createLivenessEngine } from './liveness.engine.js';
import { latestLiveness, runLivenessCheck } from './liveness.service.js';

const tags = ['liveness'];

async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.key === 'LIVENESS_BUSY') reply.header('Retry-After', '30');
    throw error;
  }
}

/** The selfie check of the customer area (issue 12, spec §7 POST /arc/livenessCheck). */
export const livenessRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const engine = createLivenessEngine();
  app.addHook('onClose', async () => engine.close());
  r.post('/arc/livenessCheck', {
    // A selfie as base64 in JSON (spec: data): above the app's 1 MB body limit.
    bodyLimit: LIVENESS_MAX_IMAGE_CHARS + 4096,
    config: { rateLimit: limit(ctx, 10) },
    schema: {
      tags,
      summary: "Compare a selfie with the portrait of the person's confirmed passport or driving licence (live face, same person)",
      body: livenessCheckRequestSchema,
      response: { 200: envelopeSchema(livenessResultSchema) },
    },
    handler: async (request, reply) => ok(await withRetryAfter(reply, () => runLivenessCheck(ctx, engine, actorOf(request), request, request.body))),
  });
  r.get('/arc/livenessCheck', {
    schema: { tags, summary: "The person's latest selfie check", querystring: livenessQuerySchema, response: { 200: envelopeSchema(latestLivenessSchema) } },
    handler: async (request) => ok(await latestLiveness(ctx, actorOf(request), request.query.profileId)),
  });
};
