import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, REQUEST_ID_HEADER } from '@vault/contract';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { AppError } from './lib/errors.js';
import type { RouteModule } from './lib/routes.js';
import { serializerCompiler } from './lib/serializer.js';
import { countUpload } from './lib/uploads-in-flight.js';
import { drainRefusedBody } from './lib/drain-refused-body.js';
import { apiGuardsPlugin } from './plugins/api-guards.js';
import { authPlugin } from './plugins/auth.js';
import { envelopePlugin } from './plugins/envelope.js';
import { postgresRateLimitStore } from './plugins/rate-limit-store.js';
import { securityPlugin } from './plugins/security.js';
import { actionRoutes } from './modules/actions/actions.routes.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { configRoutes } from './modules/config/config.routes.js';
import { correspondenceRoutes } from './modules/correspondence/correspondence.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { documentRoutes } from './modules/documents/documents.module.js';
import { fundRoutes, subCompanyRoutes } from './modules/funds/funds.routes.js';
import { brokerDealerRoutes, brokerDealerShareRoutes } from './modules/broker-dealers/broker-dealers.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { invitationRoutes } from './modules/invitations/invitations.routes.js';
import { livenessRoutes } from './modules/liveness/liveness.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { contactRoutes, photoRoutes, profileRoutes } from './modules/profiles/profiles.routes.js';
import { recognitionRoutes } from './modules/recognition/recognition.routes.js';
import { registerRoutes } from './modules/register/register.routes.js';
import { requestRoutes } from './modules/requests/requests.routes.js';
import { accessRequestRoutes } from './modules/sharing/sharing.requests.routes.js';
import { sharingRoutes } from './modules/sharing/sharing.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { vaultSetupRoutes } from './modules/vault-setup/vault-setup.routes.js';

const MODULES: RouteModule[] = [healthRoutes, configRoutes, authRoutes, registerRoutes, invitationRoutes, userRoutes, referenceRoutes, profileRoutes, actionRoutes, teamRoutes, correspondenceRoutes, contactRoutes, photoRoutes, documentRoutes, recognitionRoutes, sharingRoutes, accessRequestRoutes, activityRoutes, fundRoutes, subCompanyRoutes, brokerDealerRoutes, brokerDealerShareRoutes, vaultSetupRoutes, requestRoutes, livenessRoutes];

/** One log line per request ("request completed", with its status and time) instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
}

export interface BuildOptions {
  /** A pino logger to use; none means no request logging (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** Told of every route as it is registered (the tests' access matrix is generated from this, so no route escapes it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The HTTP app: external plugins, then ours, then the API modules, then the web app. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    connectionTimeout: 130_000,
    keepAliveTimeout: 10_000,
    routerOptions: { maxParamLength: 200 },
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    countUpload(request, reply);
    done();
  });
  app.addHook('onSend', drainRefusedBody);

  await app.register(cookie);
  // On PostgreSQL the counters live in the database, so several instances share them (plugins/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, ...(ctx.dbKind === 'postgres' ? { store: postgresRateLimitStore(ctx.db) } : {}) });
  // Uploads stream; each route sets its own limits when it reads the parts.
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 99, fields: 50, fieldSize: 64 * 1024 } });
  await app.register(securityPlugin, { https: ctx.config.secureCookies });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vault Portal API', version: ctx.version, description: 'Every call needs `Api-Version: 8`; answers are `{success, data, errorCode, errorMsg}`.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'vault_sid' },
          csrf: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(envelopePlugin);
  await app.register(apiGuardsPlugin);

  await app.register(
    async (api) => {
      // Inside the API scope: every API route needs a session unless it says otherwise.
      await api.register(authPlugin, { ctx });
      for (const mod of MODULES) await mod(api, ctx);
      if (ctx.config.devTools) await devRoutes(api, ctx);
    },
    { prefix: API_BASE },
  );
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}/docs`,
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow those (never inline script) on the docs pages only.
    // No framing, as on every other page (docs/security.md), and no call to Swagger's online validator.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'").replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'").replace(' validator.swagger.io', ''),
    uiConfig: { docExpansion: 'list', validatorUrl: null },
  });
  await registerWeb(app, ctx);
  return app;
}

/** Serves the built web app with an SPA fallback; API paths keep their JSON 404. */
async function registerWeb(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dist = resolve(ctx.config.WEB_DIST ?? join(process.cwd(), 'packages/web/dist'));
  const hasWeb = existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (packages/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`);
    // A missing file (an old tab asking for a chunk of a previous build) is a 404, not the app page.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || isFile || !hasWeb || !isRead) throw new AppError('NOT_FOUND');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
