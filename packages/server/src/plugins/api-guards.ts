import { API_BASE, API_VERSION, findNulValues, findSuspiciousValues, jsonDepth, MAX_BODY_DEPTH } from '@vault/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** Paths under /customer a browser or load balancer opens directly, without our headers. */
const VERSION_EXEMPT = [`${API_BASE}/health`, `${API_BASE}/ready`, `${API_BASE}/docs`];

const isApi = (url: string) => url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);

/**
 * Rules every API call obeys: the Api-Version header, `Cache-Control: no-store`, and the server-side
 * formula-injection check on JSON bodies of POST and PUT (spec §5; exempt fields in the contract).
 */
export const apiGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!isApi(request.url)) return;
    if (VERSION_EXEMPT.some((p) => request.url === p || request.url.startsWith(`${p}/`) || request.url.startsWith(`${p}?`))) return;
    if (request.headers['api-version'] !== API_VERSION) throw new AppError('API_VERSION');
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
  app.addHook('preValidation', async (request) => {
    if (!isApi(request.url)) return;
    const nul = [...findNulValues(request.body ?? null), ...findNulValues(request.query ?? null)];
    if (nul.length) throw new AppError('VALIDATION', nul.map((path) => ({ path, message: 'Invalid value' })));
  });
  // Before validation, as sent; and again after it, on the parsed (trimmed, transformed) values that are stored.
  app.addHook('preValidation', async (request) => refuseFormulas(request));
  app.addHook('preHandler', async (request) => refuseFormulas(request));

  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url)) reply.header('Cache-Control', 'no-store');
  });
});
