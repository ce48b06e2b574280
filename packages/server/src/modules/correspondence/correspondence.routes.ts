import {
  connectedCompaniesSchema,
  correspondenceListSchema,
  correspondenceQuerySchema,
  correspondenceThreadsSchema,
  envelopeSchema,
  newCorrespondenceQuerySchema,
  readMessageRequestSchema,
  replyRequestSchema,
  threadQuerySchema,
  threadSchema,
} from '@vault/contract';
import { z } from 'zod';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { getThread, listConnectedCompanies, listCorrespondence, listNewCorrespondence, listThreads, markRead, reply } from './correspondence.service.js';

const tags = ['correspondence'];

export const correspondenceRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/correspondence', {
    schema: { tags, summary: 'Messages of the acting profile, newest first, by origin', querystring: correspondenceQuerySchema, response: { 200: envelopeSchema(correspondenceListSchema) } },
    handler: async (request) => ok(await listCorrespondence(ctx, actorOf(request), request.query)),
  });
  r.get('/correspondence/new', {
    schema: { tags, summary: 'Unread messages from the other side, paged; totalRecord is the unread count', querystring: newCorrespondenceQuerySchema, response: { 200: envelopeSchema(correspondenceListSchema) } },
    handler: async (request) => ok(await listNewCorrespondence(ctx, actorOf(request), request.query)),
  });
  r.get('/correspondence/threads', {
    schema: { tags, summary: 'Threads of the acting profile with their unread counts', response: { 200: envelopeSchema(correspondenceThreadsSchema) } },
    handler: async (request) => ok(await listThreads(ctx, actorOf(request))),
  });
  r.get('/correspondence/previous', {
    schema: { tags, summary: 'A whole thread, oldest first', querystring: threadQuerySchema, response: { 200: envelopeSchema(threadSchema) } },
    handler: async (request) => ok(await getThread(ctx, actorOf(request), request.query.threadId)),
  });
  r.post('/correspondence/reply', {
    schema: { tags, summary: 'Answer a thread, or start one with a connected counterpart', body: replyRequestSchema, response: { 200: envelopeSchema(threadSchema) } },
    handler: async (request) => ok(await reply(ctx, actorOf(request), request.body, request)),
  });
  r.post('/correspondence/read', {
    schema: { tags, summary: 'Mark a message from the other side read', body: readMessageRequestSchema, response: { 200: envelopeSchema(z.object({ messageId: z.string() })) } },
    handler: async (request) => ok(await markRead(ctx, actorOf(request), request.body.messageId)),
  });
  r.get('/customer-user/companies', {
    schema: { tags: ['companies'], summary: 'Businesses the acting customer deals with', response: { 200: envelopeSchema(connectedCompaniesSchema) } },
    handler: async (request) => ok(await listConnectedCompanies(ctx, actorOf(request))),
  });
};
