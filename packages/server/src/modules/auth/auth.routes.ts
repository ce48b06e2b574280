import {
  codeSentSchema,
  emptyDataSchema,
  envelopeSchema,
  loginCodeRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  publicKeyResponseSchema,
  resetRequestSchema,
  resetResponseSchema,
  sendLoginCodeRequestSchema,
  SESSION_COOKIE,
  sessionSchema,
  ssoQuerySchema,
} from '@vault/contract';
import { z } from 'zod';
import { hashToken, safeEqual } from '../../lib/crypto.js';
import { requestLanguage } from '../../lib/language.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { completeLogin, completeReset, loginWithSso, resendLoginCode, startLogin, startReset } from './auth.service.js';
import { findLiveSession, revokeSession } from './sessions.js';

export const authRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const meta = (request: Parameters<typeof requestLanguage>[0]) => ({ request, language: requestLanguage(request) });

  r.get('/login/public-key/:id', {
    config: { auth: 'public' },
    schema: { tags: ['sign-in'], summary: 'Public key for encrypting the password', params: z.object({ id: z.string().max(64) }), response: { 200: envelopeSchema(publicKeyResponseSchema) } },
    handler: async (request) => ok(await ctx.keys.publicKey(request.params.id)),
  });

  r.post('/login/login', {
    config: { auth: 'public', rateLimit: limit(ctx, 20) },
    schema: { tags: ['sign-in'], summary: 'Sign in: password step, then code step', body: loginRequestSchema, response: { 200: envelopeSchema(loginResponseSchema) } },
    handler: async (request, reply) => {
      const body = request.body;
      if ('challengeId' in body) {
        const { cookieToken, session } = await completeLogin(ctx, loginCodeRequestSchema.parse(body), meta(request));
        setSessionCookie(reply, ctx, cookieToken);
        return ok(session);
      }
      return ok(await startLogin(ctx, body, meta(request)));
    },
  });

  r.post('/login/send-validate-code', {
    config: { auth: 'public', rateLimit: limit(ctx, 5) },
    schema: { tags: ['sign-in'], summary: 'Send a new sign-in code', body: sendLoginCodeRequestSchema, response: { 200: envelopeSchema(codeSentSchema) } },
    handler: async (request) => ok(await resendLoginCode(ctx, request.body.challengeId, requestLanguage(request))),
  });

  r.post('/login/reset-password', {
    config: { auth: 'public', rateLimit: limit(ctx, 10) },
    schema: { tags: ['sign-in'], summary: 'Reset password: ask for a code, then set the new password', body: resetRequestSchema, response: { 200: envelopeSchema(resetResponseSchema) } },
    handler: async (request) => {
      const body = request.body;
      return ok('resetId' in body ? await completeReset(ctx, body, meta(request)) : await startReset(ctx, body.email, meta(request)));
    },
  });

  r.get('/sso/token', {
    config: { auth: 'public', rateLimit: limit(ctx, 20) },
    schema: { tags: ['sign-in'], summary: 'Sign in with a single sign-on token', querystring: ssoQuerySchema, response: { 200: envelopeSchema(sessionSchema) } },
    handler: async (request, reply) => {
      const { cookieToken, session } = await loginWithSso(ctx, request.query.token, meta(request));
      setSessionCookie(reply, ctx, cookieToken);
      return ok(session);
    },
  });

  // Public so that an already-expired session can still clear its cookie; it only revokes a session
  // whose CSRF token is presented too, so another site cannot sign the user out.
  r.get('/login/logout', {
    config: { auth: 'public' },
    schema: { tags: ['sign-in'], summary: 'Sign out and end the session on the server', response: { 200: envelopeSchema(emptyDataSchema) } },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const found = await findLiveSession(ctx.db, token);
        const presented = hashToken((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (found && safeEqual(presented, found.session.csrfHash)) await revokeSession(ctx.db, found.session.id, 'logout');
      }
      clearSessionCookie(reply, ctx);
      return ok(null);
    },
  });
};
