import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The CSP allows no inline script; inline styles are allowed because Ant Design
 * writes its CSS-in-JS styles at run time. HSTS only when served over HTTPS.
 *
 * helmet's headers depend on nothing in the request (no nonces: nothing here uses them, and a nonce in style-src
 * makes browsers ignore its 'unsafe-inline'), so its middleware runs once at start against a recording response
 * and every reply gets the recorded headers in one call. @fastify/helmet rebuilt the middleware (and drew two CSP
 * nonces) on every request, 8% of the authenticated hot path's CPU; calling helmet's middleware per request on the
 * raw response also made Node merge the raw and Fastify header lists on every answer (docs/performance.md).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const middleware = helmet({
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
  const headers = helmetHeaders(middleware);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** The headers helmet's middleware sets, recorded once (it only sets headers, and removes X-Powered-By, which Node never sends). */
export function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  let failure: unknown;
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return Object.freeze(headers);
}
