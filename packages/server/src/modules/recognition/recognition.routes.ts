import {
  checkDocumentRuleResultSchema,
  checkDocumentRuleSchema,
  convertRequestSchema,
  convertResultSchema,
  envelopeSchema,
  individualProfileUpdatedQuerySchema,
  individualProfileUpdateSchema,
  ocrResultQuerySchema,
  ocrResultSchema,
  profileExistsRequestSchema,
  profileExistsSchema,
  profileDifferencesSchema,
  recognitionResultSchema,
  recognizeParamsSchema,
  scanImageParamsSchema,
  scanRequestSchema,
  uploadResultSchema,
  type RecognitionDocType,
} from '@vault/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { uploadDocument } from '../documents/documents.uploads.service.js';
import { getOcrResult, individualProfileUpdate } from './recognition.reads.js';
import { checkDocumentRule } from './recognition.rule2.js';
import { convertScan, documentProfileDifferences, loadScan, presentScan, profileExists, recognizeDocument } from './recognition.service.js';
import { reviewUploadExtension } from './recognition.upload.js';

const tags = ['recognition'];
const consumes = ['multipart/form-data'];
const uploadHelp = 'Multipart as custom-upload-with-properties (files, docProperties optional: taken from fields 3 and 4), plus ocrJson (JSON string, ocrJsonSchema) and updateProfile 1/0';
/** The review dialog's per-type calls and the type each stands for. */
const REVIEW_TYPES: Record<string, RecognitionDocType> = { passport: 'PP', 'driving-licence': 'DL' };

/** A full queue says when to come back instead of piling up. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.key === 'RECOGNITION_BUSY') reply.header('Retry-After', '30');
    throw error;
  }
}

/** Recognition of passports and driving licences and the review dialog's calls (issue 5). */
export const recognitionRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  app.addHook('onClose', async () => ctx.recognition.close());
  r.post('/doc-mgr/recognize/:docType', {
    config: { rateLimit: limit(ctx, 30) },
    schema: { tags, summary: 'Read a passport or driving licence (one picture, or a PDF whose first page is read)', description: 'Multipart: file (one), profileId?, userProfileType', consumes, params: recognizeParamsSchema, response: { 200: envelopeSchema(recognitionResultSchema) } },
    handler: async (request, reply) => ok(await withRetryAfter(reply, () => recognizeDocument(ctx, actorOf(request), request, request.params.docType))),
  });
  r.post('/doc-mgr/get_regula_result', {
    schema: { tags, summary: 'A scan made by the caller, as recognition answered it', body: scanRequestSchema, response: { 200: envelopeSchema(recognitionResultSchema) } },
    handler: async (request) => ok(presentScan(await loadScan(ctx, actorOf(request), request.body.scanId))),
  });
  r.post('/doc-mgr/convert-regula-result', {
    schema: { tags, summary: 'Scan data to the review field list (missing fields added for PP and DL)', body: convertRequestSchema, response: { 200: envelopeSchema(convertResultSchema) } },
    handler: async (request) => ok(await convertScan(ctx, actorOf(request), request.body)),
  });
  r.get('/doc-mgr/scan-image/:scanId', {
    schema: { tags, summary: 'The image a scan read', params: scanImageParamsSchema },
    handler: async (request, reply) => {
      const scan = await loadScan(ctx, actorOf(request), request.params.scanId);
      return reply.header('Content-Type', scan.imageMime).header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff').send(scan.image);
    },
  });
  r.post('/doc-mgr/profile-exists', {
    schema: { tags, summary: "'1' when the person already has details the confirmed fields would change", body: profileExistsRequestSchema, response: { 200: envelopeSchema(profileExistsSchema) } },
    handler: async (request) => ok(await profileExists(ctx, actorOf(request), request.body)),
  });
  r.post('/doc-mgr/profile-differences', {
    schema: { tags, summary: "The holder's recorded name or date of birth the document's fields disagree with", body: profileExistsRequestSchema, response: { 200: envelopeSchema(profileDifferencesSchema) } },
    handler: async (request) => ok(await documentProfileDifferences(ctx, actorOf(request), request.body)),
  });
  for (const [slug, docType] of Object.entries(REVIEW_TYPES)) {
    const uploaded = { 200: envelopeSchema(uploadResultSchema) };
    r.post(`/doc-mgr/${slug}/upload/:profileId`, {
      config: { rateLimit: limit(ctx, 120) },
      schema: { tags, summary: `Save a reviewed ${docType} for a profile`, description: uploadHelp, consumes, params: z.object({ profileId: z.uuid() }), response: uploaded },
      handler: async (request) => {
        const actor = actorOf(request);
        return ok(await uploadDocument(ctx, actor, request, { docType, profileId: request.params.profileId, extension: reviewUploadExtension(ctx, actor, request, docType) }));
      },
    });
    r.post(`/doc-mgr/${slug}/update/:docId`, {
      config: { rateLimit: limit(ctx, 120) },
      schema: { tags, summary: `Save a reviewed new version of a ${docType}`, description: uploadHelp, consumes, params: z.object({ docId: z.uuid() }), response: uploaded },
      handler: async (request) => {
        const actor = actorOf(request);
        return ok(await uploadDocument(ctx, actor, request, { docType, docId: request.params.docId, extension: reviewUploadExtension(ctx, actor, request, docType) }));
      },
    });
  }
  r.get('/doc-mgr/ocr-result', {
    schema: { tags, summary: 'The confirmed scan stored with a version', querystring: ocrResultQuerySchema, response: { 200: envelopeSchema(ocrResultSchema) } },
    handler: async (request) => ok(await getOcrResult(ctx, actorOf(request), request.query.docId, request.query.version)),
  });
  r.get('/doc-mgr/individual-profile-updated', {
    schema: { tags, summary: "Whether the profile is a person, and whether its details were last changed from a confirmed document", querystring: individualProfileUpdatedQuerySchema, response: { 200: envelopeSchema(individualProfileUpdateSchema) } },
    handler: async (request) => ok(await individualProfileUpdate(ctx, actorOf(request), request.query.profileId)),
  });
  r.post('/action/check-document-rule2', {
    schema: { tags, summary: 'Whether a document (type, dates) may answer an action of the acting profile', body: checkDocumentRuleSchema, response: { 200: envelopeSchema(checkDocumentRuleResultSchema) } },
    handler: async (request) => ok(await checkDocumentRule(ctx, actorOf(request), request.body)),
  });
};
