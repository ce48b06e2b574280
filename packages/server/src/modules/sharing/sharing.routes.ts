import {
  connectionCasePageSchema,
  connectionCaseQuerySchema,
  deleteCheckQuerySchema,
  deleteCheckSchema,
  envelopeSchema,
  previewEncoderRequestSchema,
  previewEncoderSchema,
  profileTypeQuerySchema,
  profileTypeResultSchema,
  receivedPageSchema,
  revokeByCaseSchema,
  revokeResultSchema,
  shareablePageSchema,
  shareableSearchSchema,
  sharedToRequestSchema,
  sharedToSchema,
  sharedWithUsSearchSchema,
  shareRequestSchema,
  shareResultSchema,
  sharingConnectionsSchema,
  unshareResultSchema,
  unshareSchema,
} from '@vault/contract';
import { fail } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/language.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { encodePreviews, listConnectionCases, listSharedWithUs, listSharingConnections, revokeCase } from './sharing.connections.service.js';
import { checkDelete, getHolderProfileType, listShareable, listSharedTo, shareDocuments, unshareDocument } from './sharing.service.js';

const tags = ['sharing'];

/** Sharing calls (customer §7 and the share calls it does not name; docs/sharing.md). */
export const sharingRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/doc-mgr/shareable-list', {
    schema: { tags, summary: 'Documents the caller may share, with live grant counts (the Share dialog list)', body: shareableSearchSchema, response: { 200: envelopeSchema(shareablePageSchema) } },
    handler: async (request) => ok(await listShareable(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.post('/doc-mgr/share', {
    schema: { tags, summary: "Share the current version of documents with an e-mail address; answers 'Success'", body: shareRequestSchema, response: { 200: envelopeSchema(shareResultSchema) } },
    config: { rateLimit: limit(ctx, 30) },
    handler: async (request) => ok(await shareDocuments(ctx, actorOf(request), request, request.body)),
  });
  r.post('/doc-mgr/shared-to', {
    schema: { tags, summary: 'Who a document is shared with (Shared with)', body: sharedToRequestSchema, response: { 200: envelopeSchema(sharedToSchema) } },
    handler: async (request) => ok(await listSharedTo(ctx, actorOf(request), request.body.docId, request.body.includeEnded ?? false)),
  });
  r.delete('/doc-mgr/shared-document', {
    schema: { tags, summary: 'End one grant of a document, or all of them (revoke)', response: { 200: envelopeSchema(unshareResultSchema) } },
    handler: async (request) => {
      const parsed = unshareSchema.safeParse({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });
      if (!parsed.success) return fail('VALIDATION');
      return ok(await unshareDocument(ctx, actorOf(request), request, parsed.data.docId, parsed.data.grantId));
    },
  });
  r.get('/doc-mgr/delete-check', {
    schema: { tags, summary: 'Whether a document or version may be deleted, naming who holds it if not', querystring: deleteCheckQuerySchema, response: { 200: envelopeSchema(deleteCheckSchema) } },
    handler: async (request) => ok(await checkDelete(ctx, actorOf(request), request.query.docId, request.query.version)),
  });
  r.get('/doc-mgr/connections', {
    schema: { tags, summary: 'Companies the acting profile deals with, and what each can see now', response: { 200: envelopeSchema(sharingConnectionsSchema) } },
    handler: async (request) => ok(await listSharingConnections(ctx, actorOf(request))),
  });
  r.get('/doc-mgr/connection-case', {
    schema: { tags, summary: 'The cases behind what a company can see, with their documents', querystring: connectionCaseQuerySchema, response: { 200: envelopeSchema(connectionCasePageSchema) } },
    handler: async (request) => ok(await listConnectionCases(ctx, actorOf(request), request.query, requestLanguage(request))),
  });
  r.post('/doc-mgr/doc-revoke-by-case', {
    schema: { tags, summary: 'End every live grant of a case', body: revokeByCaseSchema, response: { 200: envelopeSchema(revokeResultSchema) } },
    handler: async (request) => ok(await revokeCase(ctx, actorOf(request), request, request.body.caseId)),
  });
  r.post('/doc-mgr/doc-preview-encoder', {
    schema: { tags, summary: 'Thumbnails of documents held or granted, as data URLs', body: previewEncoderRequestSchema, response: { 200: envelopeSchema(previewEncoderSchema) } },
    handler: async (request) => ok(await encodePreviews(ctx, actorOf(request), request.body.docIds, request.body.version)),
  });
  r.post('/doc-mgr/shared-with-us', {
    schema: { tags, summary: 'Documents other profiles shared with the acting profile (live grants)', body: sharedWithUsSearchSchema, response: { 200: envelopeSchema(receivedPageSchema) } },
    handler: async (request) => ok(await listSharedWithUs(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.get('/doc-mgr/get-profile-type', {
    schema: { tags, summary: "The profile type of a visible document's holder", querystring: profileTypeQuerySchema, response: { 200: envelopeSchema(profileTypeResultSchema) } },
    handler: async (request) => ok(await getHolderProfileType(ctx, actorOf(request), request.query.docId)),
  });
};
