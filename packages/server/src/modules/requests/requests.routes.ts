import {
  actionDetailRequestSchema,
  actionDetailSchema,
  actionStatusQuerySchema,
  actionStatusSchema,
  approvalSchema,
  askApprovalSchema,
  clientManagerRequestsSchema,
  createActionResultSchema,
  createActionSchema,
  envelopeSchema,
  forwardQuerySchema,
  forwardResultSchema,
  repairActionSchema,
  requestCountQuerySchema,
  requestCountsSchema,
  requestPageSchema,
} from '@vault/contract';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { actionDetail, actionStatus, askApproval, createAction, decideApproval, forwardAction, listRequests, repairAction, requestCounts } from './requests.service.js';

const tags = ['requests'];
/** Spec paid §6/§7: the organisation's calls carry the client-manager token (the CSRF token alone gets 403). */
const paid = { auth: 'paidAdmin' as const };

/** The paid organisation's requests and actions (docs/requests.md): every call is the caller organisation's, 404 otherwise. */
export const requestRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/customer-user/client-manager/requests', {
    config: paid,
    schema: { tags, summary: "A page of the organisation's requests: active, completed or pending approval, filtered", body: clientManagerRequestsSchema, response: { 200: envelopeSchema(requestPageSchema) } },
    handler: async (request) => ok(await listRequests(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.post('/customer-user/client-manager/requests/num', {
    config: paid,
    schema: { tags, summary: 'Counters: active, completed and pending approval, per request type and in all', querystring: requestCountQuerySchema, response: { 200: envelopeSchema(requestCountsSchema) } },
    handler: async (request) => {
      const type = request.query.requestType;
      return ok(await requestCounts(ctx, actorOf(request), typeof type === 'number' ? type : undefined));
    },
  });
  r.post('/action/detail', {
    config: paid,
    schema: { tags, summary: "One of the organisation's requests, with what it asks for", body: actionDetailRequestSchema, response: { 200: envelopeSchema(actionDetailSchema) } },
    handler: async (request) => ok(await actionDetail(ctx, actorOf(request), request.body.id, requestLanguage(request))),
  });
  r.post('/action', {
    config: paid,
    schema: { tags, summary: 'Address an action, a notice or a document request to a connected customer', body: createActionSchema, response: { 200: envelopeSchema(createActionResultSchema) } },
    handler: async (request) => ok(await createAction(ctx, actorOf(request), request, request.body)),
  });
  r.put('/action/repair-action', {
    config: paid,
    schema: { tags, summary: 'Correct a pending request the organisation sent', body: repairActionSchema, response: { 200: envelopeSchema(actionDetailSchema) } },
    handler: async (request) => ok(await repairAction(ctx, actorOf(request), request, request.body)),
  });
  r.get('/action/forward', {
    config: paid,
    schema: { tags, summary: "The request's target and the organisation's users; with accountId, forward it to that user", querystring: forwardQuerySchema, response: { 200: envelopeSchema(forwardResultSchema) } },
    handler: async (request) => ok(await forwardAction(ctx, actorOf(request), request, request.query.id, request.query.accountId)),
  });
  r.get('/action/get-action-status', {
    config: paid,
    schema: { tags, summary: 'The state and display status of one request', querystring: actionStatusQuerySchema, response: { 200: envelopeSchema(actionStatusSchema) } },
    handler: async (request) => ok(await actionStatus(ctx, actorOf(request), request.query.actionId)),
  });
  r.post('/action/approval', {
    config: paid,
    schema: { tags, summary: 'Approve or decline a request waiting on the organisation (Pending Approval)', body: approvalSchema, response: { 200: envelopeSchema(z.object({ id: z.uuid(), decision: z.enum(['APPROVED', 'DECLINED']) })) } },
    handler: async (request) => ok(await decideApproval(ctx, actorOf(request), request, request.body)),
  });
  r.post('/action/ask-approval', {
    schema: { tags, summary: "A customer asks a connected organisation for a decision (the organisation's Pending Approval)", body: askApprovalSchema, response: { 200: envelopeSchema(createActionResultSchema) } },
    handler: async (request) => ok(await askApproval(ctx, actorOf(request), request, request.body)),
  });
};
