import {
  childFundListSchema,
  distributionListRequestSchema,
  distributionResultSchema,
  distributionSaveSchema,
  documentDistributionItemSchema,
  envelopeSchema,
  fundDeleteCheckSchema,
  fundDocQuerySchema,
  fundDocumentListSchema,
  fundDocumentSchema,
  fundDownloadSchema,
  fundFileContentSchema,
  fundFileQuerySchema,
  fundPageQuerySchema,
  fundListSchema,
  fundListSearchSchema,
  fundMajorPageSchema,
  fundUploadResultSchema,
  fundVersionSchema,
  inheritanceListSchema,
  inheritanceQuerySchema,
  inheritanceSaveSchema,
  sessionSchema,
  subCompanySchema,
  subCompanySwitchSchema,
} from '@vault/contract';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf, setSessionCookie } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { contentDisposition } from '../documents/documents.rules.js';
import { checkFundDelete, deleteFundVersion, downloadFundFile, fundFileContent, getFundDocument, listFundDocuments, listFundVersions, renderFundPage } from './funds.documents.js';
import { distributionList, inheritanceList, saveDistribution, saveInheritance } from './funds.distribution.js';
import { listChildFunds, listFunds, listSubCompanies, switchSubCompany } from './funds.service.js';
import { uploadFundDocument } from './funds.upload.js';

const tags = ['funds'];
/** Spec §6: the fund-major set and the sub-company calls carry the client-manager token (the CSRF token alone gets 403). */
const paid = { auth: 'paidAdmin' as const };
const uploadHelp = 'Multipart: files (repeated) or urlList, docType (FR, FPF or another fund type), docProperties (JSON string), fundMajorProfileId, lastUpload, docId? (new version), multiSelectFunds? (bulk: comma-joined parent fund ids)';
const deleteQuery = z.object({ docId: z.uuid(), version: z.coerce.number().int().min(1) });

/** The paid administrator's funds (docs/funds.md): every call checks the fund is the caller's organisation's (404 otherwise). */
export const fundRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/fund-major/all', {
    config: paid,
    schema: { tags, summary: "A page of the organisation's funds (kind ALL, MAJOR or MINOR; search by name or tax id)", body: fundListSearchSchema, response: { 200: envelopeSchema(fundListSchema) } },
    handler: async (request) => ok(await listFunds(ctx, actorOf(request), request.body)),
  });
  r.post('/fund-major/child-funds', {
    config: paid,
    schema: { tags, summary: "A page of a parent fund's child funds (20 a page)", body: fundMajorPageSchema, response: { 200: envelopeSchema(childFundListSchema) } },
    handler: async (request) => ok(await listChildFunds(ctx, actorOf(request), request.body)),
  });
  r.post('/fund-major/document-list', {
    config: paid,
    schema: { tags, summary: "A page of a parent fund's documents (20 a page)", body: fundMajorPageSchema, response: { 200: envelopeSchema(fundDocumentListSchema) } },
    handler: async (request) => ok(await listFundDocuments(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  for (const [path, mode] of [['/fund-major/upload', 'files'], ['/fund-major/upload-url', 'url']] as const) {
    r.post(path, {
      config: { ...paid, rateLimit: limit(ctx, 120) },
      schema: { tags, summary: mode === 'files' ? 'Upload a fund document (or a new version) into parent funds' : 'Add a fund document from links (SSRF-safe fetch)', description: uploadHelp, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(fundUploadResultSchema) } },
      handler: async (request) => ok(await uploadFundDocument(ctx, actorOf(request), request, mode)),
    });
  }
  r.post('/fund-major/document-distribution-list', {
    config: paid,
    schema: { tags, summary: 'Per document version, every child fund and whether it receives it', body: distributionListRequestSchema, response: { 200: envelopeSchema(z.array(documentDistributionItemSchema)) } },
    handler: async (request) => ok(await distributionList(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.post('/fund-major/document-distribution', {
    config: paid,
    schema: { tags, summary: 'Set which child funds receive each version (grants of case FUND_DISTRIBUTION, one transaction)', body: distributionSaveSchema, response: { 200: envelopeSchema(distributionResultSchema) } },
    handler: async (request) => ok(await saveDistribution(ctx, actorOf(request), request, request.body)),
  });
  r.post('/fund-major/download', {
    config: paid,
    schema: { tags, summary: 'A file of a fund document version, as an attachment (audited)', body: fundDownloadSchema },
    handler: async (request, reply) => {
      const file = await downloadFundFile(ctx, actorOf(request), request, request.body);
      return reply.type(file.mime).header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff').header('Content-Length', file.size).header('Content-Disposition', contentDisposition(file.name)).send(file.stream);
    },
  });
  r.get('/fund-major/document-inheritance', {
    config: paid,
    schema: { tags, summary: "A page of the parent fund's documents and which versions the child fund inherits (10 a page)", querystring: inheritanceQuerySchema, response: { 200: envelopeSchema(inheritanceListSchema) } },
    handler: async (request) => ok(await inheritanceList(ctx, actorOf(request), request.query, requestLanguage(request))),
  });
  r.post('/fund-major/document-inheritance', {
    config: paid,
    schema: { tags, summary: 'Set which parent documents a child fund inherits (the same grants as distribution)', querystring: inheritanceQuerySchema.pick({ fundMajorProfileId: true, fundMinorProfileId: true }), body: inheritanceSaveSchema, response: { 200: envelopeSchema(distributionResultSchema) } },
    handler: async (request) => ok(await saveInheritance(ctx, actorOf(request), request, request.query, request.body.documents)),
  });
  r.get('/fund-major/document-versions', {
    config: paid,
    schema: { tags, summary: 'The versions of a fund document, newest first, with how many child funds receive each', querystring: fundDocQuerySchema.pick({ docId: true }), response: { 200: envelopeSchema(z.array(fundVersionSchema)) } },
    handler: async (request) => ok(await listFundVersions(ctx, actorOf(request), request.query.docId)),
  });
  r.get('/fund-major/document', {
    config: paid,
    schema: { tags, summary: 'A fund document version (current by default) with files and lock status (1 locked, 3 shared)', querystring: fundDocQuerySchema, response: { 200: envelopeSchema(fundDocumentSchema) } },
    handler: async (request) => ok(await getFundDocument(ctx, actorOf(request), request.query.docId, request.query.version, requestLanguage(request))),
  });
  r.get('/fund-major/document-delete-check', {
    config: paid,
    schema: { tags, summary: 'Whether a version may be deleted; if not, the child funds receiving it (target)', querystring: fundDocQuerySchema, response: { 200: envelopeSchema(fundDeleteCheckSchema) } },
    handler: async (request) => ok(await checkFundDelete(ctx, actorOf(request), request.query.docId, request.query.version)),
  });
  r.delete('/fund-major/document', {
    config: paid,
    schema: { tags, summary: 'Delete a version (refused with 30000112 naming the receivers while distributed)', querystring: deleteQuery },
    handler: async (request) => ok(await deleteFundVersion(ctx, actorOf(request), request, request.query.docId, request.query.version)),
  });
  r.get('/fund-major/document-page', {
    config: paid,
    schema: { tags, summary: 'One page of a fund document version as PNG for the viewer (audited; the path is ours)', querystring: fundPageQuerySchema },
    handler: async (request, reply) => {
      const page = await renderFundPage(ctx, actorOf(request), request, request.query);
      return reply.type('image/png').header('Cache-Control', 'no-store').header('X-Page-Count', page.pageCount).header('Content-Disposition', 'inline').send(page.png);
    },
  });
  r.get('/fund-major/document-file', {
    config: paid,
    schema: { tags, summary: 'One file of a fund document as data.file (a data: URL)', querystring: fundFileQuerySchema, response: { 200: envelopeSchema(fundFileContentSchema) } },
    handler: async (request) => ok(await fundFileContent(ctx, actorOf(request), request, request.query.fileId)),
  });
};

/** Sub-companies (spec §7 Other calls; the paths are ours): the organisation family and the switch between them. */
export const subCompanyRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/corporate-user/get-sub-corporateProfiles', {
    config: paid,
    schema: { tags, summary: 'The parent organisation and its sub-companies the caller manages', response: { 200: envelopeSchema(z.array(subCompanySchema)) } },
    handler: async (request) => ok(await listSubCompanies(ctx, actorOf(request))),
  });
  r.post('/corporate-user/switch-corporateProfile', {
    config: paid,
    schema: { tags, summary: 'Act as another organisation of the family; issues a new session', body: subCompanySwitchSchema, response: { 200: envelopeSchema(sessionSchema) } },
    handler: async (request, reply) => {
      const out = await switchSubCompany(ctx, actorOf(request), request, request.body.corporateProfileId);
      setSessionCookie(reply, ctx, out.cookieToken);
      return ok(out.session);
    },
  });
};

