import {
  activityCompaniesSchema,
  activityListRequestSchema,
  activityPageSchema,
  envelopeSchema,
  organisationActivityCustomersQuerySchema,
  organisationActivityCustomersSchema,
  organisationActivityPageSchema,
  organisationActivityRequestSchema,
  organisationActivityUsersSchema,
} from '@vault/contract';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { listOrganisationActivity, listOrganisationActivityCustomers, listOrganisationActivityUsers } from './activity.organisation.js';
import { listActivity, listActivityCompanies } from './activity.service.js';

const tags = ['activity'];
/** Spec §6: the paid organisation's calls carry the client-manager token (the CSRF token alone gets 403). */
const paid = { auth: 'paidAdmin' as const };

/** The owner's Activity Log: who viewed, downloaded, shared, revoked, requested... their documents. */
export const activityRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/activity/list', {
    schema: { tags, summary: "Events on the acting profile's documents, newest first", body: activityListRequestSchema, response: { 200: envelopeSchema(activityPageSchema) } },
    handler: async (request) => ok(await listActivity(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.get('/activity/companies', {
    schema: { tags, summary: 'Profiles appearing in the Activity Log (for its company filter)', response: { 200: envelopeSchema(activityCompaniesSchema) } },
    handler: async (request) => ok(await listActivityCompanies(ctx, actorOf(request))),
  });
  r.post('/activity/organisation-list', {
    config: paid,
    schema: { tags, summary: "The paid organisation's Activity Log: its staff's changes and views of customers' documents, newest first, filtered and paged", body: organisationActivityRequestSchema, response: { 200: envelopeSchema(organisationActivityPageSchema) } },
    handler: async (request) => ok(await listOrganisationActivity(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.get('/activity/organisation-users', {
    config: paid,
    schema: { tags, summary: "People in the organisation's Activity Log and its staff (its user filter)", response: { 200: envelopeSchema(organisationActivityUsersSchema) } },
    handler: async (request) => ok(await listOrganisationActivityUsers(ctx, actorOf(request))),
  });
  r.get('/activity/organisation-customers', {
    config: paid,
    schema: { tags, summary: "Customers the organisation's Activity Log is about, by name (its customer filter; 50 at most)", querystring: organisationActivityCustomersQuerySchema, response: { 200: envelopeSchema(organisationActivityCustomersSchema) } },
    handler: async (request) => ok(await listOrganisationActivityCustomers(ctx, actorOf(request), request.query.searchParam)),
  });
};
