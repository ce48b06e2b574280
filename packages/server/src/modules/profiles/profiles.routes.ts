import {
  changeEmailConfirmSchema,
  changeEmailStartSchema,
  companyPhoneSchema,
  contactCodeSentSchema,
  emailChangedSchema,
  phoneCodeConfirmSchema,
  phoneCodeStartSchema,
  phoneVerifiedSchema,
  corporateInfoResponseSchema,
  corporateInfoSchema,
  defaultProfileSchema,
  envelopeSchema,
  fundInfoResponseSchema,
  fundInfoSchema,
  personalInfoResponseSchema,
  personalInfoSchema,
  relatedProfilesSchema,
  scoreSchema,
  sessionSchema,
  switchCorporateQuerySchema,
  switchToCorporateQuerySchema,
  validScoreSchema,
  workInfoResponseSchema,
  workInfoSchema,
  userTypeSchema,
} from '@vault/contract';
import { z } from 'zod';
import { fail } from '../../lib/errors.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { confirmEmailChange, confirmPhoneVerification, startEmailChange, startPhoneVerification } from './contact.service.js';
import { setCompanyPhoto, setIndividualPhoto } from './photo.service.js';
import { actorOf, setSessionCookie } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import {
  changeCompanyPhone,
  getCorporateInfo,
  getFundInfo,
  getPersonalInfo,
  getWorkInfo,
  changeUserType,
  updateCompany,
  updateFund,
  updateIndividual,
  updateWorkInfo,
} from './profile-info.service.js';
import { findActing } from './profiles.repository.js';
import { scoreOf } from './score.service.js';
import { getDefaultProfile, listRelatedProfiles, setDefaultProfile, switchProfile } from './switching.service.js';

const tags = ['profiles'];
const profileRef = z.object({ profileId: z.uuid().optional() });

export const profileRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/customer-user/related-corporate-user-as-admin', {
    schema: { tags, summary: 'Profiles the person can act as (profile switcher)', response: { 200: envelopeSchema(relatedProfilesSchema) } },
    handler: async (request) => ok(await listRelatedProfiles(ctx, actorOf(request))),
  });
  r.post('/customer-user/switch-to-corporate-user', {
    schema: { tags, summary: 'Act as a corporate, fund or lending agent; issues a new session', querystring: switchToCorporateQuerySchema, response: { 200: envelopeSchema(sessionSchema) } },
    handler: async (request, reply) => {
      const q = request.query;
      const out = await switchProfile(ctx, actorOf(request), request, { kind: 'toCompany', profileId: q.corporateProfileId, keepOldSession: q.deleteToken === 'NO' });
      setSessionCookie(reply, ctx, out.cookieToken);
      return ok(out.session);
    },
  });
  r.post('/customer-user/switch-corporate-to-corporate', {
    schema: { tags, summary: 'From one company profile to another; issues a new session', querystring: switchCorporateQuerySchema, response: { 200: envelopeSchema(sessionSchema) } },
    handler: async (request, reply) => {
      const out = await switchProfile(ctx, actorOf(request), request, { kind: 'toCompany', profileId: request.query.corporateProfileId });
      setSessionCookie(reply, ctx, out.cookieToken);
      return ok(out.session);
    },
  });
  r.post('/customer-user/switch-back-to-admin-user', {
    schema: { tags, summary: "Back to the person's own profile; issues a new session", response: { 200: envelopeSchema(sessionSchema) } },
    handler: async (request, reply) => {
      const out = await switchProfile(ctx, actorOf(request), request, { kind: 'toPerson' });
      setSessionCookie(reply, ctx, out.cookieToken);
      return ok(out.session);
    },
  });
  r.get('/customer-user/get-individual-corporate-profile', {
    schema: { tags, summary: 'The profile a sign-in starts in', response: { 200: envelopeSchema(defaultProfileSchema) } },
    handler: async (request) => ok(await getDefaultProfile(ctx, actorOf(request))),
  });
  r.post('/customer-user/set-individual-corporate-profile', {
    schema: { tags, summary: 'Choose the profile a sign-in starts in', body: defaultProfileSchema, response: { 200: envelopeSchema(defaultProfileSchema) } },
    handler: async (request) => ok(await setDefaultProfile(ctx, actorOf(request), request.body.profileId, request)),
  });

  r.get('/customer-user/score', {
    schema: { tags, summary: 'Completeness of the profile the session acts as, item by item', response: { 200: envelopeSchema(scoreSchema) } },
    handler: async (request) => {
      const actor = actorOf(request);
      const found = (await findActing(ctx.db, actor)) ?? fail('NOT_FOUND');
      return ok(await scoreOf(ctx.db, found.profile));
    },
  });
  r.get('/customer-user/valid-score', {
    schema: { tags, summary: 'Completeness as one number', response: { 200: envelopeSchema(validScoreSchema) } },
    handler: async (request) => {
      const actor = actorOf(request);
      const found = (await findActing(ctx.db, actor)) ?? fail('NOT_FOUND');
      return ok({ score: (await scoreOf(ctx.db, found.profile)).score });
    },
  });

  r.get('/customer-user/personal-info', {
    schema: { tags, summary: "The person's own details", response: { 200: envelopeSchema(personalInfoResponseSchema) } },
    handler: async (request) => ok(await getPersonalInfo(ctx, actorOf(request))),
  });
  r.post('/customer-user/individual-info', {
    schema: { tags, summary: "The person's own details", body: z.object({}).passthrough().optional(), response: { 200: envelopeSchema(personalInfoResponseSchema) } },
    handler: async (request) => ok(await getPersonalInfo(ctx, actorOf(request))),
  });
  r.get('/customer-user/work-info', {
    schema: { tags, summary: "The person's work details", response: { 200: envelopeSchema(workInfoResponseSchema) } },
    handler: async (request) => ok(await getWorkInfo(ctx, actorOf(request))),
  });
  r.post('/customer-user/individual', {
    schema: { tags, summary: "Change the person's own details (and work details when given)", body: personalInfoSchema.extend(workInfoSchema.partial().shape), response: { 200: envelopeSchema(personalInfoResponseSchema) } },
    handler: async (request) => ok(await updateIndividual(ctx, actorOf(request), request.body, request)),
  });
  r.post('/customer-user/work-info', {
    schema: { tags, summary: "Change the person's work details", body: workInfoSchema, response: { 200: envelopeSchema(workInfoResponseSchema) } },
    handler: async (request) => ok(await updateWorkInfo(ctx, actorOf(request), request.body, request)),
  });
  r.post('/customer-user/corporate-info', {
    schema: { tags, summary: 'A company the person belongs to (default: the acting one)', body: profileRef, response: { 200: envelopeSchema(corporateInfoResponseSchema) } },
    handler: async (request) => ok(await getCorporateInfo(ctx, actorOf(request), request.body.profileId)),
  });
  r.post('/customer-user/corporate', {
    schema: { tags, summary: "Change a corporate's details (administrators)", body: corporateInfoSchema.extend(profileRef.shape), response: { 200: envelopeSchema(corporateInfoResponseSchema) } },
    handler: async (request) => {
      const { profileId, ...input } = request.body;
      return ok(await updateCompany(ctx, actorOf(request), 'CORPORATE', profileId, input, request));
    },
  });
  r.post('/customer-user/client-manager', {
    config: { auth: 'paidAdmin' },
    schema: { tags, summary: "Change the paid organisation's (lending agent's) details (its staff; client-manager token)", body: corporateInfoSchema, response: { 200: envelopeSchema(corporateInfoResponseSchema) } },
    handler: async (request) => ok(await updateCompany(ctx, actorOf(request), 'LENDING_AGENT', undefined, request.body, request)),
  });
  r.post('/customer-user/user-type', {
    schema: { tags, summary: 'Change the kind of business the acting corporate is (administrators)', body: userTypeSchema, response: { 200: envelopeSchema(corporateInfoResponseSchema) } },
    handler: async (request) => ok(await changeUserType(ctx, actorOf(request), request.body.registerType, request)),
  });
  r.post('/customer-user/change-company-phone', {
    schema: { tags, summary: "Change the acting company's phone (administrators)", body: companyPhoneSchema, response: { 200: envelopeSchema(corporateInfoResponseSchema) } },
    handler: async (request) => ok(await changeCompanyPhone(ctx, actorOf(request), request.body.phone, request)),
  });
  r.post('/customer-user/fund/corporate-info', {
    schema: { tags, summary: 'A fund the person represents (default: the acting one)', body: profileRef, response: { 200: envelopeSchema(fundInfoResponseSchema) } },
    handler: async (request) => ok(await getFundInfo(ctx, actorOf(request), request.body.profileId)),
  });
  r.post('/customer-user/fund/corporate', {
    schema: { tags, summary: "Change a fund's details (its representatives)", body: fundInfoSchema.extend(profileRef.shape), response: { 200: envelopeSchema(fundInfoResponseSchema) } },
    handler: async (request) => {
      const { profileId, ...input } = request.body;
      return ok(await updateFund(ctx, actorOf(request), profileId, input, request));
    },
  });
};

export const contactRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/customer-user/send-code-for-change-email', {
    config: { rateLimit: limit(ctx, 5) },
    schema: { tags, summary: 'Changing the sign-in e-mail: a code to the new address', body: changeEmailStartSchema, response: { 200: envelopeSchema(contactCodeSentSchema) } },
    handler: async (request) => ok(await startEmailChange(ctx, actorOf(request), request.body.newEmail, request)),
  });
  r.post('/customer-user/change-email', {
    config: { rateLimit: limit(ctx, 20) },
    schema: { tags, summary: 'Changing the sign-in e-mail: confirm with the code', body: changeEmailConfirmSchema, response: { 200: envelopeSchema(emailChangedSchema) } },
    handler: async (request) => ok(await confirmEmailChange(ctx, actorOf(request), request.body.flowId, request.body.code, request)),
  });
  for (const path of ['/customer-user/send-phone-code', '/customer-user/send-code-for-update-phone']) {
    r.post(path, {
      config: { rateLimit: limit(ctx, 5) },
      schema: { tags, summary: 'Verify a phone number: a code by text message', body: phoneCodeStartSchema, response: { 200: envelopeSchema(contactCodeSentSchema) } },
      handler: async (request) => ok(await startPhoneVerification(ctx, actorOf(request), request.body.phone, request)),
    });
  }
  for (const path of ['/customer-user/validate-phone-code', '/customer-user/validate-code-for-update-phone']) {
    r.post(path, {
      config: { rateLimit: limit(ctx, 20) },
      schema: { tags, summary: 'Verify a phone number: confirm with the code', body: phoneCodeConfirmSchema, response: { 200: envelopeSchema(phoneVerifiedSchema) } },
      handler: async (request) => ok(await confirmPhoneVerification(ctx, actorOf(request), request.body.flowId, request.body.code, request)),
    });
  }
};

export const photoRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const photoResponse = { 200: envelopeSchema(z.object({ photo: z.string() })) };
  r.post('/customer-user/individualPhoto', {
    config: { rateLimit: limit(ctx, 20) },
    schema: { tags, summary: "The person's picture (multipart `file`; JPG, PNG or WebP up to 5 MB)", consumes: ['multipart/form-data'], response: photoResponse },
    handler: async (request) => ok(await setIndividualPhoto(ctx, actorOf(request), request)),
  });
  r.post('/customer-user/corporation/:imageType/photo', {
    config: { rateLimit: limit(ctx, 20) },
    schema: { tags, summary: "The acting company's logo (multipart `file`, imageType 1)", params: z.object({ imageType: z.literal('1') }), consumes: ['multipart/form-data'], response: photoResponse },
    handler: async (request) => ok(await setCompanyPhoto(ctx, actorOf(request), request)),
  });
};
