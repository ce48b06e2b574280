import { activityCompaniesSchema, activityListRequestSchema, activityPageSchema, envelopeSchema } from '@vault/contract';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { listActivity, listActivityCompanies } from './activity.service.js';

const tags = ['activity'];

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
};
