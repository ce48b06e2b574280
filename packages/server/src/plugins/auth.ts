import { SESSION_COOKIE, TOKEN_EXPIRE_HEADER, type ProfileType } from '@vault/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { hashToken, safeEqual } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';
import type { MembershipRole, ProfileRow } from '../modules/profiles/profiles.table.js';
import { findCachedSession, revokeReasonOf, revokeSession, sessionExpiry, touchSession } from '../modules/auth/sessions.js';

/** Who is calling: the signed-in account and the profile its session acts as. */
export interface Actor {
  sessionId: string;
  accountId: string;
  email: string;
  profileId: string;
  profileType: ProfileType;
  role: MembershipRole;
  language: string;
  /**
   * The acting profile's row as the session check read it (from the session cache, which a change to the profile
   * drops on every instance): lets per-request look-ups of the caller's own profile skip a query. Absent for actors
   * made outside a request (seeds, scripts).
   */
  profileRow?: ProfileRow;
  /**
   * The paid organisation the session acts for: the lending agent itself (its staff), or the one a client manager
   * came through into a fund it administers (View Fund). Its Activity Log records what this actor does.
   */
  paidOrganisationId?: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Default 'session'. 'public' routes skip the check; 'paidAdmin' needs the client-manager token. */
    auth?: 'public' | 'session' | 'paidAdmin';
    /** Routes a user with a weak or expired password may still call (logout). */
    allowPasswordIssues?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Write activity at most this often, so reads do not turn into writes on every call. */
const TOUCH_EVERY_MS = 15_000;

const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7) : header) ?? '';

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.secureCookies,
    maxAge: ctx.config.SESSION_ABSOLUTE_HOURS * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: ctx.config.secureCookies });
}

/**
 * Every route needs a session unless its config says `auth: 'public'`: secure by default.
 * 401 = no valid session; 403 = session found but the CSRF token in `Authorization` is wrong.
 */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('actor', null);

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    // routeOptions is a getter that builds a new frozen object on every read: read it once.
    const route = request.routeOptions;
    const mode = route.config?.auth ?? 'session';
    if (mode === 'public' || !route.url) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new AppError('UNAUTHENTICATED');
    let found = await findCachedSession(ctx.db, ctx.sessionCache, token);
    // Another instance may have seen activity this one has not: the database decides before a session ends.
    if (found && sessionExpiry(found.session, ctx.config) <= new Date()) found = await findCachedSession(ctx.db, ctx.sessionCache, token, true);
    if (!found) {
      // Say why when the session was ended by someone else's decision (spec §6, 70000013).
      const reason = await revokeReasonOf(ctx.db, token);
      throw new AppError(reason === 'admin-removed' ? 'ADMIN_REMOVED' : reason === 'rep-removed' ? 'AUTHORISED_REP_REMOVED' : 'UNAUTHENTICATED');
    }
    const { session, account, profile, role } = found;
    const now = new Date();
    if (sessionExpiry(session, ctx.config) <= now) {
      await revokeSession(ctx.db, session.id, 'expired');
      throw new AppError('UNAUTHENTICATED');
    }
    const presented = hashToken(bearer(request.headers.authorization));
    const expected = mode === 'paidAdmin' ? session.managerTokenHash : session.csrfHash;
    if (!expected || !safeEqual(presented, expected)) throw new AppError('FORBIDDEN');

    if (!role) {
      // The membership the session acted through is gone (removed administrator): end it now.
      await revokeSession(ctx.db, session.id, 'membership-removed');
      throw new AppError('UNAUTHENTICATED');
    }
    if (!route.config?.allowPasswordIssues) {
      if (session.passwordWeak) throw new AppError('PASSWORD_WEAK');
      const maxAgeMs = ctx.config.PASSWORD_MAX_AGE_DAYS * 86_400_000;
      if (account.passwordChangedAt.getTime() + maxAgeMs < now.getTime()) throw new AppError('PASSWORD_EXPIRED');
    }
    let lastSeenAt = session.lastSeenAt;
    if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(ctx.db, session.id, now);
      // The cached session carries its activity too (a touch sends no notice: it changes nothing a check relies on).
      session.lastSeenAt = now;
      lastSeenAt = now;
    }
    reply.header(TOKEN_EXPIRE_HEADER, sessionExpiry({ lastSeenAt, expiresAt: session.expiresAt }, ctx.config).toISOString());
    request.actor = {
      sessionId: session.id,
      accountId: account.id,
      email: account.email,
      profileId: profile.id,
      profileType: profile.type,
      role,
      language: account.language,
      profileRow: profile,
      paidOrganisationId: profile.type === 'LENDING_AGENT' && role === 'PAID_ORG_USER' ? profile.id : session.viaProfileId,
    };
  });
});

/** The actor of a route that requires a session (the auth hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}
