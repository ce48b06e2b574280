import { readFile } from 'node:fs/promises';
import { LIMITS } from '@vault/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { receiveUpload, type UploadLimits } from '../documents/documents.upload.js';
import { removeSpooled } from '../storage/spool.js';
import { findActing, listMemberships } from './profiles.repository.js';
import { canEditCompany } from './profiles.policy.js';
import { profilePhotos } from './profiles.table.js';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** A photo: one file of at most 5 MB; a second file is refused like a 100th document. */
const PHOTO_LIMITS: UploadLimits = {
  fileBytes: LIMITS.photoBytes,
  totalBytes: LIMITS.photoBytes,
  maxFiles: 1,
  fileTooLarge: 'FILE_TOO_LARGE',
  filesTooLarge: 'FILE_TOO_LARGE',
  tooManyFiles: 'TOO_MANY_FILES',
  filesField: 'file',
};

/**
 * Reads the one file of a multipart request through the vault's upload path (same limits while
 * streaming, same answer 30000114 for a body cut short or malformed, same formula check on names),
 * then decodes it: what sharp cannot read as JPEG, PNG or WebP is refused. The stored picture is
 * re-encoded (EXIF orientation applied, metadata dropped, 256 px square WebP), so nothing the user
 * sent is served back as is.
 */
export async function readPicture(ctx: AppContext, request: FastifyRequest): Promise<Buffer> {
  const { files } = await receiveUpload(request, ctx.tempDir, PHOTO_LIMITS);
  try {
    if (!files[0]) return fail('VALIDATION', [{ path: 'file', message: 'Required' }]);
    const input = await readFile(files[0].path);
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' });
    const meta = await image.metadata().catch(() => fail('NOT_A_PICTURE'));
    if (!meta.format || !ACCEPTED.has(meta.format)) return fail('NOT_A_PICTURE');
    return await image.rotate().resize(LIMITS.photoSize, LIMITS.photoSize, { fit: 'cover' }).webp({ quality: 85 }).toBuffer().catch(() => fail('NOT_A_PICTURE'));
  } finally {
    await removeSpooled(files);
  }
}

export async function storePhoto(ctx: AppContext, profileId: string, data: Buffer) {
  await ctx.db
    .insert(profilePhotos)
    .values({ profileId, mimeType: 'image/webp', data })
    .onConflictDoUpdate({ target: profilePhotos.profileId, set: { mimeType: 'image/webp', data, updatedAt: sql`now()` } });
  return { photo: `data:image/webp;base64,${data.toString('base64')}` };
}

/** POST /customer-user/individualPhoto: the person's own picture. */
export async function setIndividualPhoto(ctx: AppContext, actor: Actor, request: FastifyRequest) {
  const own = (await listMemberships(ctx.db, actor.accountId)).find((m) => m.role === 'OWNER' && m.profile.type === 'INDIVIDUAL') ?? fail('NO_PROFILE');
  const data = await readPicture(ctx, request);
  const out = await storePhoto(ctx, own.profile.id, data);
  await recordAudit(ctx.db, request, { action: 'profile.photo-changed', accountId: actor.accountId, profileId: own.profile.id });
  return out;
}

/** POST /customer-user/corporation/1/photo: the acting company's logo (administrators). */
export async function setCompanyPhoto(ctx: AppContext, actor: Actor, request: FastifyRequest) {
  const found = await findActing(ctx.db, actor);
  if (!found || found.profile.type === 'INDIVIDUAL') return fail('NOT_FOUND');
  if (!canEditCompany(found.role) && !(found.profile.type === 'FUND' && found.role === 'FUND_REPRESENTATIVE')) return fail('ADMIN_ONLY');
  const data = await readPicture(ctx, request);
  const out = await storePhoto(ctx, found.profile.id, data);
  await recordAudit(ctx.db, request, { action: 'profile.photo-changed', accountId: actor.accountId, profileId: found.profile.id });
  return out;
}

