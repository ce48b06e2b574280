import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The CSP allows no inline script; inline styles are allowed because Ant Design
 * writes its CSS-in-JS styles at run time. HSTS only when served over HTTPS.
 *
 * helmet's middleware is built once and applied to every reply: @fastify/helmet rebuilt it (and drew two
 * CSP nonces) on every request, 8% of the authenticated hot path's CPU (docs/performance.md). No nonces:
 * nothing here uses them, and a nonce in style-src makes browsers ignore its 'unsafe-inline'.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
