import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { recognizeFieldsSchema, type ConfirmedField, type ConvertRequest, type ProfileExistsRequest, type RecognitionDocType, type RecognitionEntry, type RecognitionResult } from '@vault/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { removeSpooled, type SpooledFile } from '../storage/spool.js';
import { chooseOwner, mayHold, visibleOwners, type VaultOwner } from '../documents/documents.policy.js';
import { loadCatalogue } from '../documents/documents.types.js';
import { receiveUpload } from '../documents/documents.upload.js';
import { inspectFile, normaliseImage } from '../documents/files/inspect.js';
import { renderPage } from '../documents/files/render.js';
import { findScan, insertScan, personDetails, unsafeDeleteExpiredScans } from './recognition.repository.js';
import { detailsFromFields, overwrittenDetails, profileDifferences, reviewFields } from './recognition.rules.js';
import type { RecognitionScanRow, StoredScan } from './recognition.table.js';

/** How long a scan waits for the review (get_regula_result, convert, the upload's ocrJson). */
export const SCAN_TTL_MS = 60 * 60 * 1000;
/** A PDF's first page is drawn this wide for reading (the renderer's ceiling). */
const PDF_READ_WIDTH = 2400;

/** The document's owner for a call: the acting profile or a recorded representative, holding the type. */
async function ownerFor(ctx: AppContext, actor: Actor, profileId: string | null | undefined, docType: RecognitionDocType): Promise<VaultOwner> {
  const owner = chooseOwner(await visibleOwners(ctx.db, actor), profileId);
  const type = (await loadCatalogue(ctx.db)).byCode.get(docType);
  if (!type?.recognition) return fail('RECOGNITION_NOT_AVAILABLE');
  if (!mayHold(owner, type.holders)) return fail('DOC_TYPE_NOT_AVAILABLE');
  return owner;
}

/** The image to read: a picture turned upright (EXIF) and stripped, or a PDF's first page as PNG. */
async function pageImage(ctx: AppContext, file: SpooledFile, temp: SpooledFile[]): Promise<{ bytes: Buffer; mime: string }> {
  const inspected = await inspectFile(file);
  if (inspected.kind === 'PDF') return { bytes: (await renderPage(await readFile(inspected.path), 'PDF', 1, PDF_READ_WIDTH)).png, mime: 'image/png' };
  if (inspected.kind !== 'IMAGE') return fail('IMAGE_ONLY_TYPE');
  const upright = await normaliseImage(inspected, ctx.tempDir, { redrawTurned: true });
  temp.push(upright);
  return { bytes: await readFile(upright.path), mime: upright.mime };
}

export function presentScan(row: RecognitionScanRow): RecognitionResult {
  const { clearEnough, typeMatch, kind, country, fields, entries } = row.result;
  return { scanId: row.id, docType: row.docType, clearEnough, typeMatch, kind: kind as RecognitionResult['kind'], country, fields, entries, expiresAt: row.expiresAt.toISOString() };
}

/**
 * POST /doc-mgr/recognize/{docType}: one picture or PDF is read by the worker pool; the result and the
 * image read are kept under a new scanId for the review. Temp files always go.
 */
export async function recognizeDocument(ctx: AppContext, actor: Actor, request: FastifyRequest, docType: RecognitionDocType): Promise<RecognitionResult> {
  const received = await receiveUpload(request, ctx.tempDir);
  const temp = [...received.files];
  try {
    if (received.files.length !== 1) return fail('RECOGNITION_ONE_FILE', [{ path: 'file', message: 'One file' }]);
    const parsed = recognizeFieldsSchema.safeParse(received.fields);
    if (!parsed.success) return fail('VALIDATION', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: 'Invalid value' })));
    const owner = await ownerFor(ctx, actor, parsed.data.profileId, docType);
    const image = await pageImage(ctx, received.files[0]!, temp);
    const read = await ctx.recognition.recognize(image.bytes, docType);
    request.log.info({ docType, clearEnough: read.clearEnough, typeMatch: read.typeMatch, format: read.format, reasons: read.reasons, timings: read.timings }, 'document recognised');
    const result: StoredScan = { clearEnough: read.clearEnough, typeMatch: read.typeMatch, kind: read.kind, format: read.format, country: read.country, entries: read.entries, fields: read.fields.map(({ reasons: _r, ...f }) => f) };
    const now = new Date();
    const row = await ctx.db.transaction(async (tx) => {
      await unsafeDeleteExpiredScans(tx, now);
      const created = await insertScan(tx, { id: randomBytes(16).toString('hex'), accountId: actor.accountId, ownerProfileId: owner.profileId, docType, result, image: image.bytes, imageMime: image.mime, expiresAt: new Date(now.getTime() + SCAN_TTL_MS) });
      await recordAudit(tx, request, { action: 'document.recognised', accountId: actor.accountId, profileId: owner.profileId, targetType: 'scan', targetId: created.id, details: { docType, clearEnough: read.clearEnough, typeMatch: read.typeMatch } });
      return created;
    });
    return presentScan(row);
  } finally {
    await removeSpooled(temp);
  }
}

/** The caller's own scan, for a profile it may still reach; 404 for anyone else's, 30000202 once expired. */
export async function loadScan(ctx: AppContext, actor: Actor, scanId: string): Promise<RecognitionScanRow> {
  const owners = await visibleOwners(ctx.db, actor);
  const row = (await findScan(
    ctx.db,
    actor.accountId,
    owners.map((o) => o.profileId),
    scanId,
  )) ?? fail('NOT_FOUND');
  if (row.expiresAt.getTime() <= Date.now()) return fail('SCAN_EXPIRED');
  return row;
}

/** Entries (Given Names, Surname) from the fields 9 and 8. */
const entriesOf = (fields: readonly { code: number; value: string }[]): RecognitionEntry[] => [
  { name: 'Given Names', value: fields.find((f) => f.code === 9)?.value ?? '' },
  { name: 'Surname', value: fields.find((f) => f.code === 8)?.value ?? '' },
];

/** POST /doc-mgr/convert-regula-result: a stored scan or scan data → the review dialog's field list. */
export async function convertScan(ctx: AppContext, actor: Actor, body: ConvertRequest) {
  if (body.scanId) {
    const row = await loadScan(ctx, actor, body.scanId);
    return { docType: row.docType, fields: reviewFields(row.docType, row.result.fields), entries: row.result.entries };
  }
  const fields = reviewFields(body.docType!, (body.fields ?? []).map((f) => ({ ...f, value: f.value ?? '' })));
  return { docType: body.docType!, fields, entries: entriesOf(fields) };
}

/** Confirmed fields, with names taken from the entries when the fields lack them. */
export function confirmedWithEntries(fields: readonly ConfirmedField[], entries: readonly RecognitionEntry[] = []): ConfirmedField[] {
  const out = [...fields];
  for (const [code, name] of [[9, 'Given Names'], [8, 'Surname']] as const) {
    const entry = entries.find((e) => e.name === name);
    if (entry && !out.some((f) => f.code === code)) out.push({ code, value: entry.value });
  }
  return out;
}

/** POST /doc-mgr/profile-exists: '1' when the person already has details the confirmed fields would change. */
export async function profileExists(ctx: AppContext, actor: Actor, body: ProfileExistsRequest): Promise<'0' | '1'> {
  const owner = await ownerFor(ctx, actor, body.profileId, body.docType);
  const current = await personDetails(ctx.db, owner.profileId);
  if (!current) return '0';
  const next = detailsFromFields(confirmedWithEntries(body.fields ?? [], body.entries));
  return overwrittenDetails(current, next).length ? '1' : '0';
}

/** POST /doc-mgr/profile-differences: the holder's recorded name or birth date the fields disagree with. */
export async function documentProfileDifferences(ctx: AppContext, actor: Actor, body: ProfileExistsRequest) {
  const owner = await ownerFor(ctx, actor, body.profileId, body.docType);
  const current = await personDetails(ctx.db, owner.profileId);
  if (!current) return { differences: [] };
  return { differences: profileDifferences(current, detailsFromFields(confirmedWithEntries(body.fields ?? [], body.entries))) };
}
