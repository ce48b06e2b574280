import {
  accessParamsSchema,
  accessQuerySchema,
  categoryLevelQuerySchema,
  categoryLevelSchema,
  deleteResultSchema,
  deleteVersionSchema,
  docCategoriesSchema,
  documentInfoQuerySchema,
  documentInfoSchema,
  documentPageSchema,
  documentSearchSchema,
  docTypeLevelRequestSchema,
  docTypeLevelSchema,
  docTypesByProfileTypeQuerySchema,
  envelopeSchema,
  expiringQuerySchema,
  expiringSchema,
  originalDocumentQuerySchema,
  propertyTemplateQuerySchema,
  propertyTemplatesSchema,
  removeDocumentSchema,
  thumbnailQuerySchema,
  topLevelQuerySchema,
  topLevelSchema,
  vaultOwnersSchema,
} from '@vault/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { fail } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { getThumbnail, openOriginal, removeDocument, removeVersion, renderDocumentPage } from './documents.access.service.js';
import { contentDisposition } from './documents.rules.js';
import { categoryLevel, getDocumentInfo, getPropertyTemplate, listDocTypes, listExpiringDocuments, listOwners, searchDocuments, topLevel, typeLevel } from './documents.service.js';

const tags = ['documents'];

/** Document bytes: never cached, never sniffed into something executable. */
function binaryHeaders(reply: FastifyReply, mime: string): FastifyReply {
  return reply.type(mime).header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
}

/** DELETE calls take their fields from the body (spec) or, for clients that cannot send one, the query. */
function deleteInput<T extends z.ZodType>(schema: T, request: { body?: unknown; query?: unknown }): z.output<T> {
  const parsed = schema.safeParse({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });
  return parsed.success ? parsed.data : fail('VALIDATION', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: 'Invalid value' })));
}

export const documentReadRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/doc-mgr/doc-type-by-profile-type', {
    schema: { tags, summary: 'Document types an upload form offers, by category', querystring: docTypesByProfileTypeQuerySchema, response: { 200: envelopeSchema(docCategoriesSchema) } },
    handler: async (request) => ok(await listDocTypes(ctx, actorOf(request), request.query.type, requestLanguage(request))),
  });
  r.get('/doc-mgr/owners', {
    schema: { tags, summary: 'Profiles whose vaults the caller may use: its own, then its recorded representatives', response: { 200: envelopeSchema(vaultOwnersSchema) } },
    handler: async (request) => ok(await listOwners(ctx, actorOf(request))),
  });
  r.get('/doc-mgr/custom-doc-properties-template', {
    schema: { tags, summary: "A document type's properties with their checks", querystring: propertyTemplateQuerySchema, response: { 200: envelopeSchema(propertyTemplatesSchema) } },
    handler: async (request) => ok(await getPropertyTemplate(ctx, actorOf(request), request.query.docType, requestLanguage(request))),
  });
  r.get('/doc-mgr/top-level', {
    schema: { tags, summary: "Categories of a profile's vault with document counts", querystring: topLevelQuerySchema, response: { 200: envelopeSchema(topLevelSchema) } },
    handler: async (request) => ok(await topLevel(ctx, actorOf(request), request.query.profileId, requestLanguage(request))),
  });
  r.get('/doc-mgr/doc-category-level', {
    schema: { tags, summary: 'Document types of a category with their documents', querystring: categoryLevelQuerySchema, response: { 200: envelopeSchema(categoryLevelSchema) } },
    handler: async (request) => ok(await categoryLevel(ctx, actorOf(request), request.query.profileId, request.query.category, requestLanguage(request))),
  });
  r.post('/doc-mgr/doc-type-level', {
    schema: { tags, summary: 'Documents of one type', body: docTypeLevelRequestSchema, response: { 200: envelopeSchema(docTypeLevelSchema) } },
    handler: async (request) => ok(await typeLevel(ctx, actorOf(request), request.body.profileId, request.body.docType, requestLanguage(request))),
  });
  r.post('/doc-mgr/docs', {
    schema: { tags, summary: 'A page of documents (own, and representatives’ for a corporate)', body: documentSearchSchema, response: { 200: envelopeSchema(documentPageSchema) } },
    handler: async (request) => ok(await searchDocuments(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.get('/doc-mgr/info', {
    schema: { tags, summary: 'A document with its versions and files', querystring: documentInfoQuerySchema, response: { 200: envelopeSchema(documentInfoSchema) } },
    handler: async (request) => ok(await getDocumentInfo(ctx, actorOf(request), request.query.docId, requestLanguage(request))),
  });
  r.get('/doc-mgr/expiring', {
    schema: { tags, summary: 'Documents expiring within `days` (and expired), soonest first', querystring: expiringQuerySchema, response: { 200: envelopeSchema(expiringSchema) } },
    handler: async (request) => ok(await listExpiringDocuments(ctx, actorOf(request), request.query.days, requestLanguage(request))),
  });
  // GET /doc-mgr/individual-profile-updated is the recognition module's (it knows what a confirmed document changed).
};

export const documentFileRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  for (const path of ['/doc-mgr/original-document', '/doc-mgr/original-document-filter']) {
    r.get(path, {
      schema: { tags, summary: 'A file of a version as uploaded, as an attachment (audited)', querystring: originalDocumentQuerySchema },
      handler: async (request, reply) => {
        const file = await openOriginal(ctx, actorOf(request), request, request.query);
        return binaryHeaders(reply, file.mime).header('Content-Length', file.size).header('Content-Disposition', contentDisposition(file.name)).send(file.stream);
      },
    });
  }
  r.get('/doc-mgr/access/:docId', {
    schema: { tags, summary: 'One page of a version as PNG for the viewer (audited)', params: accessParamsSchema, querystring: accessQuerySchema },
    handler: async (request, reply) => {
      const q = request.query;
      const page = await renderDocumentPage(ctx, actorOf(request), request, { docId: request.params.docId, version: q.version, page: q.currentPage, width: q.width });
      return binaryHeaders(reply, 'image/png').header('X-Page-Count', page.pageCount).header('Content-Disposition', 'inline').send(page.png);
    },
  });
  r.get('/doc-mgr/thumbnail/:docId', {
    schema: { tags, summary: "A version's preview (WebP)", params: accessParamsSchema, querystring: thumbnailQuerySchema },
    handler: async (request, reply) => {
      const thumb = await getThumbnail(ctx, actorOf(request), request.params.docId, request.query.version);
      return binaryHeaders(reply, thumb.mime).send(thumb.data);
    },
  });
  r.delete('/doc-mgr/specific-version-document', {
    schema: { tags, summary: 'Delete one version (the only one deletes the document); locked documents are refused', response: { 200: envelopeSchema(deleteResultSchema) } },
    handler: async (request) => {
      const input = deleteInput(deleteVersionSchema, request);
      return ok(await removeVersion(ctx, actorOf(request), request, input.docId, input.docVersion));
    },
  });
  r.delete('/doc-mgr/remove-document', {
    schema: { tags, summary: 'Delete a document and all its versions; locked documents are refused', response: { 200: envelopeSchema(deleteResultSchema) } },
    handler: async (request) => ok(await removeDocument(ctx, actorOf(request), request, deleteInput(removeDocumentSchema, request).docId)),
  });
};
