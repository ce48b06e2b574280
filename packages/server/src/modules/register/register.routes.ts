import {
  codeSentSchema,
  customerRegisterRequestSchema,
  customerRegisterResponseSchema,
  disableTermsSchema,
  envelopeSchema,
  registerAcceptRequestSchema,
  registerAccountRequestSchema,
  registerConfigSchema,
  registerValidatedSchema,
  registerValidateRequestSchema,
  registrationRefSchema,
  registrationStartedSchema,
  requestedUserTypeRequestSchema,
  requestedUserTypeResponseSchema,
  sessionSchema,
} from '@vault/contract';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf, setSessionCookie } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import {
  acceptRegistration,
  registerCompany,
  registrationSettings,
  requestedUserTypes,
  resendRegistrationCode,
  startRegistration,
  termsDisabled,
  validateRegistration,
} from './register.service.js';

const tags = ['registration'];
const anyBody = z.object({}).passthrough().optional();

export const registerRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const meta = (request: Parameters<typeof requestLanguage>[0]) => ({ request, language: requestLanguage(request) });

  r.post('/register/get-admin-config', {
    config: { auth: 'public' },
    schema: { tags, summary: 'What the sign-up form offers', body: anyBody, response: { 200: envelopeSchema(registerConfigSchema) } },
    handler: async () => ok(await registrationSettings(ctx)),
  });
  r.post('/register/get-disable-TC', {
    config: { auth: 'public' },
    schema: { tags, summary: 'Whether accepting terms is switched off', body: anyBody, response: { 200: envelopeSchema(disableTermsSchema) } },
    handler: async () => ok({ disableTC: await termsDisabled(ctx) }),
  });
  r.post('/register/account', {
    config: { auth: 'public', rateLimit: limit(ctx, 10) },
    schema: { tags, summary: 'Start registration; a code is e-mailed', body: registerAccountRequestSchema, response: { 200: envelopeSchema(registrationStartedSchema) } },
    handler: async (request) => ok(await startRegistration(ctx, request.body, meta(request))),
  });
  for (const path of ['/register/send-validate-code', '/register/resend-validate-code']) {
    r.post(path, {
      config: { auth: 'public', rateLimit: limit(ctx, 5) },
      schema: { tags, summary: 'Send a new registration code', body: registrationRefSchema, response: { 200: envelopeSchema(codeSentSchema) } },
      handler: async (request) => ok(await resendRegistrationCode(ctx, request.body.registrationId)),
    });
  }
  r.post('/register/validate', {
    config: { auth: 'public', rateLimit: limit(ctx, 20) },
    schema: { tags, summary: 'Confirm the e-mail with the code', body: registerValidateRequestSchema, response: { 200: envelopeSchema(registerValidatedSchema) } },
    handler: async (request) => ok(await validateRegistration(ctx, request.body.registrationId, request.body.code)),
  });
  r.post('/register/accept', {
    config: { auth: 'public', rateLimit: limit(ctx, 10) },
    schema: { tags, summary: 'Accept the terms: creates the account and signs in', body: registerAcceptRequestSchema, response: { 200: envelopeSchema(sessionSchema) } },
    handler: async (request, reply) => {
      const { cookieToken, session } = await acceptRegistration(ctx, request.body, meta(request));
      setSessionCookie(reply, ctx, cookieToken);
      return ok(session);
    },
  });
  r.post('/register/requested-user-type', {
    config: { auth: 'public' },
    schema: { tags, summary: 'Register types on offer', body: requestedUserTypeRequestSchema, response: { 200: envelopeSchema(requestedUserTypeResponseSchema) } },
    handler: async (request) => ok(await requestedUserTypes(ctx, request.body.invitationCode)),
  });
  r.post('/register/customer-register', {
    config: { rateLimit: limit(ctx, 10) },
    schema: { tags, summary: 'Company profile step (legal and trading name)', body: customerRegisterRequestSchema, response: { 200: envelopeSchema(customerRegisterResponseSchema) } },
    handler: async (request) => ok(await registerCompany(ctx, actorOf(request), request.body, request)),
  });
};
