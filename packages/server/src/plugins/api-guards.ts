import { API_BASE, API_VERSION, findNulValues, findSuspiciousValues, jsonDepth, MAX_BODY_DEPTH } from '@vault/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** Paths under /customer a browser or load balancer opens directly, without our headers. */
const VERSION_EXEMPT = [`${API_BASE}/health`, `${API_BASE}/ready`, `${API_BASE}/docs`];
/** Each exempt path as it may be followed (built once: these run on every request). */
const EXEMPT_PREFIXES = VERSION_EXEMPT.flatMap((p) => [`${p}/`, `${p}?`]);
const API_PREFIXES = [`${API_BASE}/`, `${API_BASE}?`];

const isApi = (url: string) => url === API_BASE || url.startsWith(API_PREFIXES[0]!) || url.startsWith(API_PREFIXES[1]!);
const isExempt = (url: string) => VERSION_EXEMPT.includes(url) || EXEMPT_PREFIXES.some((p) => url.startsWith(p));

/**
 * Rules every API call obeys: the Api-Version header, `Cache-Control: no-store`, and the server-side
 * formula-injection check on JSON bodies of POST and PUT (spec §5; exempt fields in the contract).
 */
export const apiGuardsPlugin = fp(async (app: FastifyInstance) => {
  // Callback-style hooks (no promise per hook per request): these run on every call.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApi(request.url) && !isExempt(request.url) && request.headers['api-version'] !== API_VERSION) return done(new AppError('API_VERSION'));
    done();
  });

  // JSON bodies: size is capped by bodyLimit; depth is measured on the text before anything parses or walks it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_BODY_DEPTH) return done(new AppError('VALIDATION', [{ path: '(body)', message: 'Invalid value' }]), undefined);
    parseJson(request, body as string, done);
  });

  const refuseFormulas = (request: FastifyRequest) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    if (!isApi(request.url) || request.body === undefined || request.body === null) return;
    const suspicious = findSuspiciousValues(request.body);
    if (suspicious.length) {
      request.log.info({ fields: suspicious }, 'formula-like values refused');
      throw new AppError('FORMULA_INJECTION', suspicious.map((path) => ({ path, message: 'Invalid value' })));
    }
  };
  // NUL characters cannot be stored by PostgreSQL: refused in bodies and queries as invalid, not a 500.
  const refuseNul = (request: FastifyRequest) => {
    if (!isApi(request.url)) return;
    const nul = [...findNulValues(request.body ?? null), ...findNulValues(request.query ?? null)];
    if (nul.length) throw new AppError('VALIDATION', nul.map((path) => ({ path, message: 'Invalid value' })));
  };
  // Formulas: before validation, as sent; and again after it, on the parsed (trimmed, transformed) values that are stored.
  app.addHook('preValidation', (request, reply, done) => {
    try {
      refuseNul(request);
      refuseFormulas(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('preHandler', (request, reply, done) => {
    try {
      refuseFormulas(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
});
