import {
  acceptInvitationRequestSchema,
  alreadyRegisteredRequestSchema,
  alreadyRegisteredResponseSchema,
  beginSetupRequestSchema,
  codeSentSchema,
  corporateUserDoneSchema,
  corporateUserListQuerySchema,
  corporateUserListSchema,
  corporateUserQuerySchema,
  corporateUserSchema,
  envelopeSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  invitationQuerySchema,
  sessionSchema,
  setupDetailsRequestSchema,
  setupPasswordRequestSchema,
  setupRefSchema,
  setupStartedSchema,
  setupStepSchema,
  setupVerifyRequestSchema,
  updateCorporateUserSchema,
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
import { cancelInvitation, corporateUserDetail, deleteCorporateUser, listCorporateUsers, resendInvitation, updateCorporateUser } from './corporate-users.service.js';

const tags = ['invited users'];

export const invitationRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const meta = (request: Parameters<typeof requestLanguage>[0]) => ({ request, language: requestLanguage(request) });

  r.post('/corporate-user/invitation', {
    config: { auth: 'paidAdmin', rateLimit: limit(ctx, 30) },
    schema: { tags, summary: 'Invite users to the organisation (paid administrator)', body: inviteRequestSchema, response: { 200: envelopeSchema(inviteResponseSchema) } },
    handler: async (request) => ok(await inviteUsers(ctx, actorOf(request), request.body.rows, request)),
  });
  const users = ['corporate users'];
  const paid = { auth: 'paidAdmin' as const };
  r.get('/corporate-user/user-list', {
    config: paid,
    schema: { tags: users, summary: "A page of the organisation's users and invitations (search by name or e-mail, status 1-4)", querystring: corporateUserListQuerySchema, response: { 200: envelopeSchema(corporateUserListSchema) } },
    handler: async (request) => ok(await listCorporateUsers(ctx, actorOf(request), request.query)),
  });
  r.get('/corporate-user/user-detail', {
    config: paid,
    schema: { tags: users, summary: 'One user of the organisation', querystring: corporateUserQuerySchema, response: { 200: envelopeSchema(corporateUserSchema) } },
    handler: async (request) => ok(await corporateUserDetail(ctx, actorOf(request), request.query.corporateUserProfileId)),
  });
  r.post('/corporate-user/update-user', {
    config: { ...paid, rateLimit: limit(ctx, 30) },
    schema: { tags: users, summary: "A user's name and job title", body: updateCorporateUserSchema, response: { 200: envelopeSchema(corporateUserSchema) } },
    handler: async (request) => ok(await updateCorporateUser(ctx, actorOf(request), request.body, request)),
  });
  r.delete('/corporate-user/delete-user', {
    config: { ...paid, rateLimit: limit(ctx, 30) },
    schema: { tags: users, summary: 'Removes a user from the organisation; their sessions end (not yourself: 50000012)', querystring: corporateUserQuerySchema, response: { 200: envelopeSchema(corporateUserDoneSchema) } },
    handler: async (request) => ok(await deleteCorporateUser(ctx, actorOf(request), request.query.corporateUserProfileId, request)),
  });
  r.post('/corporate-user/resend-invitation', {
    config: { ...paid, rateLimit: limit(ctx, 30) },
    schema: { tags: users, summary: 'A new link for an invitation not accepted (50000011 when the mail cannot be handed over)', querystring: invitationQuerySchema, response: { 200: envelopeSchema(corporateUserDoneSchema) } },
    handler: async (request) => ok(await resendInvitation(ctx, actorOf(request), request.query.invitationId, request)),
  });
  r.post('/corporate-user/cancel-invitation', {
    config: { ...paid, rateLimit: limit(ctx, 30) },
    schema: { tags: users, summary: 'Cancels a pending invitation (status 4)', querystring: invitationQuerySchema, response: { 200: envelopeSchema(corporateUserDoneSchema) } },
    handler: async (request) => ok(await cancelInvitation(ctx, actorOf(request), request.query.invitationId, request)),
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
