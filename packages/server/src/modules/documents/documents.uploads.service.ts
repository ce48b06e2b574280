import { errorMessage, findSuspiciousValues, LIMITS, normaliseProperties, propertyProblems, todayIso, uploadFieldsSchema, type Language, type UploadWithUrl } from '@vault/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, fail } from '../../lib/errors.js';
import { checkDocumentUrl, fetchDocumentUrl } from '../../lib/safe-fetch.js';
import type { Actor } from '../../plugins/auth.js';
import { removeSpooled, type SpooledFile } from '../storage/spool.js';
import { checkFiles, ingestVersion, type CommitExtra, type IngestTarget } from './documents.ingest.js';
import { chooseOwner, mayHold, visibleOwners } from './documents.policy.js';
import { findDocument } from './documents.repository.js';
import { loadCatalogue } from './documents.types.js';
import { receiveUpload, type ReceivedUpload } from './documents.upload.js';

/** Fields an upload route fixes from its path (per-type routes, OCR routes). */
export interface UploadRouteOptions {
  docType?: string;
  profileId?: string;
  docId?: string;
  /** The update routes need a document to update. */
  requireDocId?: boolean;
  /** Another module's fields carried through this pipeline (recognition: ocrJson, updateProfile). */
  extension?: UploadExtension;
}

/** Checks its own multipart fields once the target is known (throw to refuse: nothing is stored yet). */
export interface UploadExtension {
  /** Fills fields the vault reads (e.g. properties from confirmed values) before it parses them. */
  fields?(raw: ReceivedUpload['fields']): ReceivedUpload['fields'];
  /** What to write in the version's transaction. */
  prepare(raw: ReceivedUpload['fields'], target: IngestTarget): Promise<CommitExtra>;
}

type Fields = ReturnType<typeof uploadFieldsSchema.parse>;

function parseFields(raw: Record<string, unknown>, fixed: UploadRouteOptions): Fields {
  const parsed = uploadFieldsSchema.safeParse({ ...raw, ...(fixed.docType ? { docType: fixed.docType } : {}), ...(fixed.profileId ? { profileId: fixed.profileId } : {}), ...(fixed.docId ? { docId: fixed.docId } : {}) });
  if (!parsed.success) return fail('VALIDATION', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: 'Invalid value' })));
  if (fixed.requireDocId && !parsed.data.docId) return fail('VALIDATION', [{ path: 'docId', message: 'Required' }]);
  return parsed.data;
}

/**
 * Who will hold the upload, of which type, as which document, with which properties: every rule that
 * needs no file. A new version keeps its document's owner and type; anything not visible is 404.
 */
async function resolveTarget(ctx: AppContext, actor: Actor, fields: Fields, url: string | null): Promise<IngestTarget> {
  if (!fields.docType) return fail('DOC_TYPE_REQUIRED', [{ path: 'docType', message: 'Please fill in' }]);
  const owners = await visibleOwners(ctx.db, actor);
  let owner = chooseOwner(owners, fields.profileId);
  if (fields.docId) {
    const existing = (await findDocument(ctx.db, fields.profileId ? [owner.profileId] : owners.map((o) => o.profileId), fields.docId)) ?? fail('NOT_FOUND');
    if (existing.doc.docType !== fields.docType) return fail('DOC_TYPE_NOT_AVAILABLE');
    owner = chooseOwner(owners, existing.doc.ownerProfileId);
  }
  const type = (await loadCatalogue(ctx.db)).byCode.get(fields.docType);
  if (!type || !mayHold(owner, type.holders)) return fail('DOC_TYPE_NOT_AVAILABLE');
  if (url && type.imageOnly) return fail('DOC_URL_NOT_FOR_TYPE');
  const problems = propertyProblems(type.properties, fields.docProperties, todayIso());
  if (problems.length) {
    const fieldErrors = problems.map((p) => ({ path: `docProperties.${p.name}`, message: p.error === 'DOC_PROPERTY_REQUIRED' ? 'Please fill in' : 'Invalid value' }));
    return fail(problems[0]!.error, fieldErrors);
  }
  const properties = normaliseProperties(type.properties, fields.docProperties);
  const suspicious = findSuspiciousValues(properties);
  if (suspicious.length) return fail('FORMULA_INJECTION', suspicious.map((name) => ({ path: `docProperties.${name}`, message: 'Invalid value' })));
  return { ownerProfileId: owner.profileId, type, docId: fields.docId ?? null, properties, url };
}

/** Fetches the links of a URL upload into spooled files, under the same total limit as files. */
async function fetchUrls(ctx: AppContext, urls: string[], into: SpooledFile[]): Promise<void> {
  let remaining = LIMITS.uploadTotalBytes;
  for (const url of urls) {
    if (remaining <= 0) return fail('DOCUMENT_FILES_TOO_LARGE');
    const file = await fetchDocumentUrl(url, ctx.config.documentUrls, { maxBytes: Math.min(LIMITS.uploadFileBytes, remaining), tempDir: ctx.tempDir });
    into.push(file);
    remaining -= file.size;
  }
}

/**
 * The multipart upload routes (custom-upload-with-properties, the OCR and per-type routes): stream and
 * spool the files, check the fields, then check and store the version. Temp files always go.
 */
export function uploadDocument(ctx: AppContext, actor: Actor, request: FastifyRequest, fixed: UploadRouteOptions = {}) {
  return withUpload(ctx, actor, request, fixed, (target, files, temp) => ingestVersion(ctx, actor, request, target, files, temp));
}

/** common-check-document-ocr: every rule of an upload, nothing stored. */
export function checkUpload(ctx: AppContext, actor: Actor, request: FastifyRequest, fixed: UploadRouteOptions = {}) {
  return withUpload(ctx, actor, request, fixed, (target, files, temp) => checkFiles(ctx, files, target.type, temp));
}

async function withUpload<T>(ctx: AppContext, actor: Actor, request: FastifyRequest, fixed: UploadRouteOptions, run: (target: IngestTarget, files: SpooledFile[], temp: { path: string }[]) => Promise<T>): Promise<T> {
  const received = await receiveUpload(request, ctx.tempDir);
  const files = [...received.files];
  const temp: { path: string }[] = [];
  try {
    const raw = fixed.extension?.fields ? fixed.extension.fields(received.fields) : received.fields;
    const fields = parseFields(raw, fixed);
    if (received.files.length && fields.urlList.length) return fail('DOC_FILES_AND_URL');
    if (!received.files.length && !fields.urlList.length) return fail('DOC_SOURCE_REQUIRED', [{ path: 'files', message: 'Required' }]);
    const url = fields.urlList.length ? fields.urlList.join('\n') : null;
    const resolved = await resolveTarget(ctx, actor, fields, url);
    const target = fixed.extension ? { ...resolved, commitExtra: await fixed.extension.prepare(raw, resolved) } : resolved;
    if (!files.length) await fetchUrls(ctx, fields.urlList, files);
    return await run(target, files, temp);
  } finally {
    await removeSpooled([...files, ...temp]);
  }
}

/** POST /doc-mgr/upload-with-url (JSON): the links are fetched under SSRF protection and stored like files. */
export async function uploadWithUrl(ctx: AppContext, actor: Actor, request: FastifyRequest, body: UploadWithUrl) {
  const fields = parseFields(body as Record<string, unknown>, {});
  const target = await resolveTarget(ctx, actor, fields, fields.urlList.join('\n'));
  const files: SpooledFile[] = [];
  const temp: { path: string }[] = [];
  try {
    await fetchUrls(ctx, fields.urlList, files);
    return await ingestVersion(ctx, actor, request, target, files, temp);
  } finally {
    await removeSpooled([...files, ...temp]);
  }
}

/** POST /doc-mgr/check-document-url: whether a link would be accepted, with the reason when not. */
export async function checkUrl(ctx: AppContext, _actor: Actor, url: string, language: Language) {
  try {
    await checkDocumentUrl(url, ctx.config.documentUrls);
    return { valid: true, errorCode: null, errorMsg: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { valid: false, errorCode: error.code, errorMsg: errorMessage(error.key, language) };
  }
}
