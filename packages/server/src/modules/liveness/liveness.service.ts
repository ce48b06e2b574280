import { LIVENESS_MAX_IMAGE_BYTES, type LivenessCheckRequest, type LivenessResult } from '@vault/contract';
import { gradeLiveness, type LivenessRefusal } from '@vault/recognition';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { renderPage } from '../documents/files/render.js';
import type { LivenessEngine } from './liveness.engine.js';
import { personToCheck } from './liveness.policy.js';
import { findConfirmedIdDocument, insertCheck, latestCheck } from './liveness.repository.js';
import type { LivenessCheckRow } from './liveness.table.js';

const SELFIE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const REFUSALS: Record<LivenessRefusal, 'LIVENESS_NO_FACE' | 'LIVENESS_MANY_FACES' | 'LIVENESS_PORTRAIT_NO_FACE'> = {
  NO_FACE: 'LIVENESS_NO_FACE',
  MANY_FACES: 'LIVENESS_MANY_FACES',
  PORTRAIT_NO_FACE: 'LIVENESS_PORTRAIT_NO_FACE',
};

export const presentCheck = (row: LivenessCheckRow): LivenessResult => ({
  checkId: row.id,
  profileId: row.profileId,
  docId: row.documentId,
  docType: row.docType,
  docVersion: row.docVersion,
  grade: row.grade,
  score: row.score,
  realScore: row.realScore,
  liveScore: row.liveScore,
  checkedAt: row.createdAt.toISOString(),
});

/** The selfie's bytes: base64 (a data: URL prefix allowed) of a JPEG, PNG or WebP picture, by its content. */
async function selfieBytes(image: string): Promise<Buffer> {
  const base64 = image.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return fail('LIVENESS_NOT_AN_IMAGE');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LIVENESS_MAX_IMAGE_BYTES) return fail('PAYLOAD_TOO_LARGE');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !SELFIE_TYPES.has(type.mime)) return fail('LIVENESS_NOT_AN_IMAGE');
  return bytes;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * POST /arc/livenessCheck: checks the selfie against the portrait of the person's confirmed passport or
 * licence. A refused check (not a picture, no face, several faces, no confirmed document) stores nothing;
 * a made check is stored with its audit event in one transaction.
 */
export async function runLivenessCheck(ctx: AppContext, engine: LivenessEngine, actor: Actor, request: FastifyRequest, body: LivenessCheckRequest): Promise<LivenessResult> {
  const person = await personToCheck(ctx.db, actor, body.profileId);
  const selfie = await selfieBytes(body.image);
  const doc = (await findConfirmedIdDocument(ctx.db, person.profileId)) ?? fail('LIVENESS_NO_ID_DOCUMENT');
  const stored = await readAll(await ctx.blobs.read(doc.blobKey));
  // A PDF's first page is drawn; a picture is passed as it is (the worker decodes it).
  const portrait = doc.kind === 'PDF' ? (await renderPage(stored, 'PDF', 1, 1600)).png : stored;
  const readings = await engine.check(selfie, portrait);
  const graded = gradeLiveness(readings);
  if ('refusal' in graded) return fail(REFUSALS[graded.refusal]);
  request.log.info({ liveness: { grade: graded.grade, reasons: graded.reasons, similarity: readings.similarity, cpuMs: readings.cpuMs } }, 'liveness check');
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertCheck(tx, {
      profileId: person.profileId,
      accountId: actor.accountId,
      documentId: doc.docId,
      docType: doc.docType,
      docVersion: doc.version,
      grade: graded.grade,
      score: graded.score,
      realScore: graded.realScore,
      liveScore: graded.liveScore,
      reasons: graded.reasons,
    });
    await recordAudit(tx, request, {
      action: 'liveness.checked',
      accountId: actor.accountId,
      profileId: actor.profileId,
      subjectProfileId: person.profileId,
      targetType: 'liveness_check',
      targetId: created.id,
      details: { grade: graded.grade, score: graded.score, docId: doc.docId, docVersion: doc.version },
    });
    return created;
  });
  return presentCheck(row);
}

/** GET /arc/livenessCheck: the person's latest check. */
export async function latestLiveness(ctx: AppContext, actor: Actor, profileId: string | undefined): Promise<{ result: LivenessResult | null }> {
  const person = await personToCheck(ctx.db, actor, profileId);
  const row = await latestCheck(ctx.db, person.profileId);
  return { result: row ? presentCheck(row) : null };
}
