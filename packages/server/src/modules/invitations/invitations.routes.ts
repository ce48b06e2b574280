import {
  acceptInvitationRequestSchema,
  alreadyRegisteredRequestSchema,
  alreadyRegisteredResponseSchema,
  beginSetupRequestSchema,
  codeSentSchema,
  envelopeSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  sessionSchema,
  setupDetailsRequestSchema,
  setupPasswordRequestSchema,
  setupRefSchema,
  setupStartedSchema,
  setupStepSchema,
  setupVerifyRequestSchema,
} from '@vault/contract';
import { requestLanguage } from '../../lib/language.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf, setSessionCookie } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import {
  acceptInvitation,
  beginSetup,
  finishSetup,
  inviteUsers,
  isInviteeRegistered,
  resendSetupCode,
  setSetupPassword,
  verifySetupEmail,
} from './invitations.service.js';

const tags = ['invited users'];

export const invitationRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const meta = (request: Parameters<typeof requestLanguage>[0]) => ({ request, language: requestLanguage(request) });

  r.post('/corporate-user/invitation', {
    config: { auth: 'paidAdmin', rateLimit: limit(ctx, 30) },
    schema: { tags, summary: 'Invite users to the organisation (paid administrator)', body: inviteRequestSchema, response: { 200: envelopeSchema(inviteResponseSchema) } },
    handler: async (request) => ok(await inviteUsers(ctx, actorOf(request), request.body.rows, request)),
  });
  r.post('/corporate-user/already-registered', {
    config: { auth: 'public', rateLimit: limit(ctx, 20) },
    schema: { tags, summary: 'Whether the invited address has an account', body: alreadyRegisteredRequestSchema, response: { 200: envelopeSchema(alreadyRegisteredResponseSchema) } },
    handler: async (request) => ok(await isInviteeRegistered(ctx, request.body.email, request.body.invitationCode)),
  });
  r.post('/corporate-user/begin-setup', {
    config: { auth: 'public', rateLimit: limit(ctx, 10) },
    schema: { tags, summary: 'Step verifyEmail: e-mail a code', body: beginSetupRequestSchema, response: { 200: envelopeSchema(setupStartedSchema) } },
    handler: async (request) => ok(await beginSetup(ctx, request.body.email, request.body.invitationCode, meta(request))),
  });
  r.post('/corporate-user/resend-validate-code', {
    config: { auth: 'public', rateLimit: limit(ctx, 5) },
    schema: { tags, summary: 'Send a new set-up code', body: setupRefSchema, response: { 200: envelopeSchema(codeSentSchema) } },
    handler: async (request) => ok(await resendSetupCode(ctx, request.body.setupId)),
  });
  r.post('/corporate-user/verify-email', {
    config: { auth: 'public', rateLimit: limit(ctx, 20) },
    schema: { tags, summary: 'Confirm the e-mail with the code', body: setupVerifyRequestSchema, response: { 200: envelopeSchema(setupStepSchema) } },
    handler: async (request) => ok(await verifySetupEmail(ctx, request.body.setupId, request.body.code)),
  });
  r.post('/corporate-user/set-password', {
    config: { auth: 'public', rateLimit: limit(ctx, 10) },
    schema: { tags, summary: 'Step setPassword', body: setupPasswordRequestSchema, response: { 200: envelopeSchema(setupStepSchema) } },
    handler: async (request) => ok(await setSetupPassword(ctx, request.body)),
  });
  r.post('/corporate-user/add-basic-detail', {
    config: { auth: 'public', rateLimit: limit(ctx, 10) },
    schema: { tags, summary: 'Step yourDetails: creates the account and signs in', body: setupDetailsRequestSchema, response: { 200: envelopeSchema(sessionSchema) } },
    handler: async (request, reply) => {
      const { cookieToken, session } = await finishSetup(ctx, request.body, meta(request));
      setSessionCookie(reply, ctx, cookieToken);
      return ok(session);
    },
  });
  r.post('/corporate-user/accept-invitation', {
    config: { rateLimit: limit(ctx, 10) },
    schema: { tags, summary: 'Accept an invitation while signed in', body: acceptInvitationRequestSchema, response: { 200: envelopeSchema(setupStepSchema) } },
    handler: async (request) => ok(await acceptInvitation(ctx, actorOf(request), request.body.invitationCode, request)),
  });
};
