import {
  accessRepSaveSchema,
  accessRequestDetailSchema,
  accessRequestListSchema,
  accessRequestPageSchema,
  actionIdQuerySchema,
  addDocumentRequestResultSchema,
  addDocumentRequestSchema,
  docCategoriesSchema,
  docTypeFilterQuerySchema,
  envelopeSchema,
  gainDocAccessResultSchema,
  gainDocAccessSchema,
  LIMITS,
  localDocumentQuerySchema,
  requestCustomersSchema,
  requestDisplayStatusSchema,
  requestShowSchema,
  saveRequestShowSchema,
} from '@vault/contract';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { listDocTypes } from '../documents/documents.service.js';
import { listSharedWithUs } from './sharing.connections.service.js';
import {
  agreeToRequest,
  createAccessRequest,
  declineRequest,
  getRequestForCustomer,
  getRequestShow,
  listRequestCustomers,
  listRequesterRequests,
  requestedTypes,
  requesterRequest,
  saveRequestSelection,
  saveRequestShow,
} from './sharing.requests.service.js';

const tags = ['access requests'];
const answerSchema = z.object({ status: requestDisplayStatusSchema });

/** Access requests: a company asks, the customer chooses documents and agrees or declines (docs/sharing.md). */
export const accessRequestRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/action/request-customers', {
    schema: { tags, summary: 'Customers connected to the acting company, whom it may ask for documents', response: { 200: envelopeSchema(requestCustomersSchema) } },
    handler: async (request) => ok(await listRequestCustomers(ctx, actorOf(request))),
  });
  r.post('/action/add-document-request-action', {
    schema: { tags, summary: 'Ask a connected customer for documents of some types (action types 13 and 0)', body: addDocumentRequestSchema, response: { 200: envelopeSchema(addDocumentRequestResultSchema) } },
    handler: async (request) => ok(await createAccessRequest(ctx, actorOf(request), request, request.body)),
  });
  r.post('/action/get-user-access-request-list', {
    schema: { tags, summary: 'The requests the acting company made, with statuses', body: accessRequestListSchema, response: { 200: envelopeSchema(accessRequestPageSchema) } },
    handler: async (request) => ok(await listRequesterRequests(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.post('/action/gain-doc-access', {
    schema: { tags, summary: 'The documents the acting company gained through one request', body: gainDocAccessSchema, response: { 200: envelopeSchema(gainDocAccessResultSchema) } },
    handler: async (request) => {
      const actor = actorOf(request);
      const { row, status } = await requesterRequest(ctx, actor, request.body.requestId);
      const received = row.caseId ? await listSharedWithUs(ctx, actor, { currentPage: 1, pageSize: LIMITS.documentPageSizeMax, caseId: row.caseId }, requestLanguage(request)) : { list: [] };
      return ok({ status, documents: received.list });
    },
  });
  r.post('/action/save-request-show', {
    schema: { tags, summary: 'Whether pending access requests pop up on arrival (show again)', body: saveRequestShowSchema, response: { 200: envelopeSchema(requestShowSchema) } },
    handler: async (request) => ok(await saveRequestShow(ctx, actorOf(request), request.body.showAgain)),
  });
  r.get('/action/request-show', {
    schema: { tags, summary: 'The show-again preference', response: { 200: envelopeSchema(requestShowSchema) } },
    handler: async (request) => ok(await getRequestShow(ctx, actorOf(request))),
  });
  r.get('/doc-mgr/get-local-document', {
    schema: { tags, summary: "A request as the customer answers it: per requested type, the customer's candidate documents", querystring: localDocumentQuerySchema, response: { 200: envelopeSchema(accessRequestDetailSchema) } },
    handler: async (request) => ok(await getRequestForCustomer(ctx, actorOf(request), request.query.actionId, requestLanguage(request))),
  });
  r.post('/doc-mgr/access-document-rep-save', {
    schema: { tags, summary: "Save the documents (own and representatives') chosen to answer a request", body: accessRepSaveSchema, response: { 200: envelopeSchema(accessRequestDetailSchema) } },
    handler: async (request) => ok(await saveRequestSelection(ctx, actorOf(request), request.body.actionId, request.body.docIds)),
  });
  r.post('/doc-mgr/access-document-permission-agree', {
    schema: { tags, summary: 'Agree: grant the chosen documents to the requester', querystring: actionIdQuerySchema, response: { 200: envelopeSchema(answerSchema) } },
    handler: async (request) => ok(await agreeToRequest(ctx, actorOf(request), request, request.query.actionId)),
  });
  r.post('/doc-mgr/access-document-permission-decline', {
    schema: { tags, summary: 'Decline: the requester gets a revoke response (action type 2)', querystring: actionIdQuerySchema, response: { 200: envelopeSchema(answerSchema) } },
    handler: async (request) => ok(await declineRequest(ctx, actorOf(request), request, request.query.actionId)),
  });
  r.get('/doc-mgr/doc-type-by-profile-type-filter', {
    schema: { tags, summary: 'Document types of a profile type; only those a request asks for when actionId is given', querystring: docTypeFilterQuerySchema, response: { 200: envelopeSchema(docCategoriesSchema) } },
    handler: async (request) => {
      const actor = actorOf(request);
      const categories = await listDocTypes(ctx, actor, request.query.type, requestLanguage(request));
      if (!request.query.actionId) return ok(categories);
      const wanted = await requestedTypes(ctx, actor, request.query.actionId);
      return ok(categories.map((c) => ({ ...c, docTypes: c.docTypes.filter((t) => wanted.includes(t.code)) })).filter((c) => c.docTypes.length > 0));
    },
  });
};
