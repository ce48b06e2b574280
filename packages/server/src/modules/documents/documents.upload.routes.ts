import { checkDocumentUrlResultSchema, checkDocumentUrlSchema, envelopeSchema, uploadCheckResultSchema, uploadResultSchema, uploadWithUrlSchema } from '@vault/contract';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { checkUpload, checkUrl, uploadDocument, uploadWithUrl } from './documents.uploads.service.js';

const tags = ['documents'];
const consumes = ['multipart/form-data'];
const multipartHelp = 'Multipart: files (repeated), docType, docProperties (JSON string), profileId?, userProfileType, docId? (new version), actionId?, urlList?';
const uploaded = { 200: envelopeSchema(uploadResultSchema) };
const docTypeParam = z.object({ docType: z.string().regex(/^[A-Z0-9_]{1,16}$/) });

/** Per-type OCR routes of spec §7 and the type each stands for. */
const PER_TYPE: Record<string, { code: string; update: boolean }> = {
  'national-id-card': { code: 'NC', update: true },
  'utility-bill': { code: 'UB', update: true },
  'bank-statement': { code: 'BS1', update: true },
  'bank-financial-statement': { code: 'BFS', update: true },
  'filed-corporate-accounts': { code: 'FCA', update: true },
  'company-ownership-structure': { code: 'COS', update: false },
};

/** Every upload call goes through one service function; the routes only fix what their path says. */
export const documentUploadRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const config = { rateLimit: limit(ctx, 120) };
  r.post('/doc-mgr/custom-upload-with-properties', {
    config,
    schema: { tags, summary: 'Upload a document (or a new version with docId) with its properties', description: multipartHelp, consumes, response: uploaded },
    handler: async (request) => ok(await uploadDocument(ctx, actorOf(request), request)),
  });
  r.post('/doc-mgr/common-upload-document-ocr/:docType', {
    config,
    schema: { tags, summary: 'Upload a document of the type in the path', description: multipartHelp, consumes, params: docTypeParam, response: uploaded },
    handler: async (request) => ok(await uploadDocument(ctx, actorOf(request), request, { docType: request.params.docType })),
  });
  r.post('/doc-mgr/common-update-document-ocr/:docType', {
    config,
    schema: { tags, summary: 'Upload a new version (docId required) of a document of the type in the path', description: multipartHelp, consumes, params: docTypeParam, response: uploaded },
    handler: async (request) => ok(await uploadDocument(ctx, actorOf(request), request, { docType: request.params.docType, requireDocId: true })),
  });
  r.post('/doc-mgr/common-check-document-ocr/:docType', {
    config,
    schema: { tags, summary: 'Check an upload with every rule and store nothing', description: multipartHelp, consumes, params: docTypeParam, response: { 200: envelopeSchema(uploadCheckResultSchema) } },
    handler: async (request) => ok(await checkUpload(ctx, actorOf(request), request, { docType: request.params.docType })),
  });
  for (const [slug, { code, update }] of Object.entries(PER_TYPE)) {
    r.post(`/doc-mgr/${slug}/upload/:profileId`, {
      config,
      schema: { tags, summary: `Upload a ${code} document for a profile`, description: multipartHelp, consumes, params: z.object({ profileId: z.uuid() }), response: uploaded },
      handler: async (request) => ok(await uploadDocument(ctx, actorOf(request), request, { docType: code, profileId: request.params.profileId })),
    });
    if (!update) continue;
    r.post(`/doc-mgr/${slug}/update/:docId`, {
      config,
      schema: { tags, summary: `Upload a new version of a ${code} document`, description: multipartHelp, consumes, params: z.object({ docId: z.uuid() }), response: uploaded },
      handler: async (request) => ok(await uploadDocument(ctx, actorOf(request), request, { docType: code, docId: request.params.docId })),
    });
  }
  r.post('/doc-mgr/upload-with-url', {
    config,
    schema: { tags, summary: 'Add a document from links (fetched under SSRF protection and the domain allow-list)', body: uploadWithUrlSchema, response: uploaded },
    handler: async (request) => ok(await uploadWithUrl(ctx, actorOf(request), request, request.body)),
  });
  r.post('/doc-mgr/check-document-url', {
    config,
    schema: { tags, summary: 'Whether a link would be accepted (30000063 domain not listed, 30000064 invalid, 30000065 not an image)', body: checkDocumentUrlSchema, response: { 200: envelopeSchema(checkDocumentUrlResultSchema) } },
    handler: async (request) => ok(await checkUrl(ctx, actorOf(request), request.body.url, requestLanguage(request))),
  });
};
