import { actionItemSchema, actionListRequestSchema, actionListResponseSchema, envelopeSchema, messageHandleRequestSchema } from '@vault/contract';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { handleAction, listActions } from './actions.service.js';

export const actionRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/action/list', {
    schema: { tags: ['actions'], summary: 'Messages and actions of the acting profile, paged', body: actionListRequestSchema, response: { 200: envelopeSchema(actionListResponseSchema) } },
    handler: async (request) => ok(await listActions(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.post('/action/message-handle', {
    schema: { tags: ['actions'], summary: 'Mark a message read or an action handled', body: messageHandleRequestSchema, response: { 200: envelopeSchema(actionItemSchema) } },
    handler: async (request) => ok(await handleAction(ctx, actorOf(request), request.body.id, request, requestLanguage(request))),
  });
};
