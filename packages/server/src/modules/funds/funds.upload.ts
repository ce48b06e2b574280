import { findSuspiciousValues, fundUploadFieldsSchema, LIMITS, normaliseProperties, propertyProblems, todayIso, type FundUploadResult } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { fetchDocumentUrl } from '../../lib/safe-fetch.js';
import type { Actor } from '../../plugins/auth.js';
import { removeSpooled, type SpooledFile } from '../storage/spool.js';
import { ingestVersions, type IngestTarget } from '../documents/documents.ingest.js';
import { documents } from '../documents/documents.table.js';
import { loadCatalogue } from '../documents/documents.types.js';
import { receiveUpload } from '../documents/documents.upload.js';
import { requireParentFund } from './funds.policy.js';

type Fields = z.output<typeof fundUploadFieldsSchema>;
/** Fund documents: the types a fund profile may hold (FR, FPF and the fund types of the customer area). */
const FUND_HOLDER = 2;

function parseFields(raw: Record<string, unknown>): Fields {
  const parsed = fundUploadFieldsSchema.safeParse(raw);
  if (!parsed.success) return fail('VALIDATION', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: 'Invalid value' })));
  return parsed.data;
}

/** The parent funds an upload goes to: multiSelectFunds (bulk, comma-joined) or fundMajorProfileId. */
function fundsOf(fields: Fields): string[] {
  const ids = fields.multiSelectFunds ? fields.multiSelectFunds.split(',').map((s) => s.trim()).filter(Boolean) : fields.fundMajorProfileId ? [fields.fundMajorProfileId] : [];
  const unique = [...new Set(ids)];
  if (!unique.length) return fail('VALIDATION', [{ path: 'fundMajorProfileId', message: 'Required' }]);
  if (unique.length > LIMITS.bulkUploadFundsMax || unique.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) return fail('VALIDATION', [{ path: 'multiSelectFunds', message: 'Invalid value' }]);
  if (fields.docId && unique.length > 1) return fail('VALIDATION', [{ path: 'docId', message: 'Invalid value' }]);
  return unique;
}

/** Every rule that needs no file, for each fund: the fund is the caller's, the type a fund type, the properties valid. */
async function resolveTargets(ctx: AppContext, actor: Actor, fields: Fields, url: string | null): Promise<IngestTarget[]> {
  const type = (await loadCatalogue(ctx.db)).byCode.get(fields.docType);
  if (!type || !type.holders.includes(FUND_HOLDER)) return fail('DOC_TYPE_NOT_AVAILABLE');
  if (url && type.imageOnly) return fail('DOC_URL_NOT_FOR_TYPE');
  const problems = propertyProblems(type.properties, fields.docProperties, todayIso());
  if (problems.length) return fail(problems[0]!.error, problems.map((p) => ({ path: `docProperties.${p.name}`, message: p.error === 'DOC_PROPERTY_REQUIRED' ? 'Please fill in' : 'Invalid value' })));
  const properties = normaliseProperties(type.properties, fields.docProperties);
  const suspicious = findSuspiciousValues(properties);
  if (suspicious.length) return fail('FORMULA_INJECTION', suspicious.map((name) => ({ path: `docProperties.${name}`, message: 'Invalid value' })));
  const targets: IngestTarget[] = [];
  for (const fundId of fundsOf(fields)) {
    await requireParentFund(ctx.db, actor, fundId);
    if (fields.docId) {
      const [doc] = await ctx.db.select().from(documents).where(and(eq(documents.id, fields.docId), eq(documents.ownerProfileId, fundId)));
      if (!doc) return fail('NOT_FOUND');
      if (doc.docType !== type.code) return fail('DOC_TYPE_NOT_AVAILABLE');
    }
    targets.push({ ownerProfileId: fundId, type, docId: fields.docId ?? null, properties, url });
  }
  return targets;
}

/**
 * POST /fund-major/upload and /fund-major/upload-url (multipart): the vault's own pipeline (spooled files,
 * inspection, content-addressed blobs, one transaction) into each parent fund's vault. A refused or failed upload
 * stores nothing and answers the error envelope (data null). A new version is not distributed: the
 * administrator decides in the distribution modal that follows.
 */
export async function uploadFundDocument(ctx: AppContext, actor: Actor, request: FastifyRequest, mode: 'files' | 'url'): Promise<FundUploadResult> {
  const received = await receiveUpload(request, ctx.tempDir);
  const files = [...received.files];
  const temp: { path: string }[] = [];
  try {
    const fields = parseFields(received.fields);
    if (mode === 'files' && (fields.urlList.length || !files.length)) return fail(fields.urlList.length ? 'DOC_FILES_AND_URL' : 'DOC_SOURCE_REQUIRED', [{ path: 'files', message: 'Required' }]);
    if (mode === 'url' && (files.length || !fields.urlList.length)) return fail(files.length ? 'DOC_FILES_AND_URL' : 'DOC_SOURCE_REQUIRED', [{ path: 'urlList', message: 'Required' }]);
    if (fields.urlList.length > LIMITS.documentUrlsMax) return fail('VALIDATION', [{ path: 'urlList', message: 'Invalid value' }]);
    const url = fields.urlList.length ? fields.urlList.join('\n') : null;
    const targets = await resolveTargets(ctx, actor, fields, url);
    if (mode === 'url') await fetchUrls(ctx, fields.urlList, files);
    const written = await ingestVersions(ctx, actor, request, targets, files, temp);
    return { lastUpload: fields.lastUpload, documents: written.map((w) => ({ fundMajorProfileId: w.ownerProfileId, docId: w.docId, docType: fields.docType, version: w.version })) };
  } finally {
    await removeSpooled([...files, ...temp]);
  }
}

/** The links fetched under SSRF protection and the domain allow-list, under the same total limit as files. */
async function fetchUrls(ctx: AppContext, urls: string[], into: SpooledFile[]): Promise<void> {
  let remaining = LIMITS.uploadTotalBytes;
  for (const url of urls) {
    if (remaining <= 0) return fail('DOCUMENT_FILES_TOO_LARGE');
    const file = await fetchDocumentUrl(url, ctx.config.documentUrls, { maxBytes: Math.min(LIMITS.uploadFileBytes, remaining), tempDir: ctx.tempDir });
    into.push(file);
    remaining -= file.size;
  }
}
