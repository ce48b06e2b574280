import { businessUserSchema, emptyDataSchema, envelopeSchema, languageRequestSchema } from '@vault/contract';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { createMembershipCache, getBusinessUser, setLanguage } from './users.service.js';

export const userRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const memberships = createMembershipCache(ctx);
  r.get('/customer-user/user-info', {
    schema: { tags: ['user'], summary: 'The signed-in business user', response: { 200: envelopeSchema(businessUserSchema) } },
    handler: async (request) => ok(await getBusinessUser(ctx, actorOf(request), memberships)),
  });
  r.post('/customer-user/language', {
    schema: { tags: ['user'], summary: 'Remember the language on the account', body: languageRequestSchema, response: { 200: envelopeSchema(emptyDataSchema) } },
    handler: async (request) => ok(await setLanguage(ctx, actorOf(request), request.body.language)),
  });
};
