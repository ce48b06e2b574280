import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';

/** A module's routes: registered under /customer with the app context. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Per-route rate limit, scaled by RATE_LIMIT_FACTOR (tests raise it). */
export const limit = (ctx: AppContext, max: number, timeWindow = '1 minute') => ({
  max: Math.max(1, Math.round(max * ctx.config.RATE_LIMIT_FACTOR)),
  timeWindow,
});
