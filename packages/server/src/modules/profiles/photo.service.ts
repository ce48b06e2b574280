import { LIMITS } from '@vault/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { findMembership, listMemberships } from './profiles.repository.js';
import { canEditCompany } from './profiles.policy.js';
import { profilePhotos } from './profiles.table.js';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Reads the one file of a multipart request into memory within the photo limit (photos are small;
 * documents stream instead), then decodes it: what sharp cannot read as JPEG, PNG or WebP is refused.
 * The stored picture is re-encoded (EXIF orientation applied, metadata dropped, 256 px square WebP),
 * so nothing the user sent is served back as is.
 */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) return fail('VALIDATION', [{ path: 'file', message: 'Required' }]);
  const file = await request.file({ limits: { fileSize: LIMITS.photoBytes, files: 1 } });
  if (!file) return fail('VALIDATION', [{ path: 'file', message: 'Required' }]);
  const input = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return fail('FILE_TOO_LARGE');
    throw error;
  });
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) return fail('NOT_A_PICTURE');
    return await image.rotate().resize(LIMITS.photoSize, LIMITS.photoSize, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  } catch (error) {
    if ((error as { key?: string }).key) throw error;
    return fail('NOT_A_PICTURE');
  }
}

async function storePhoto(ctx: AppContext, profileId: string, data: Buffer) {
  await ctx.db
    .insert(profilePhotos)
    .values({ profileId, mimeType: 'image/webp', data })
    .onConflictDoUpdate({ target: profilePhotos.profileId, set: { mimeType: 'image/webp', data, updatedAt: sql`now()` } });
  return { photo: `data:image/webp;base64,${data.toString('base64')}` };
}

/** POST /customer-user/individualPhoto: the person's own picture. */
export async function setIndividualPhoto(ctx: AppContext, actor: Actor, request: FastifyRequest) {
  const own = (await listMemberships(ctx.db, actor.accountId)).find((m) => m.role === 'OWNER' && m.profile.type === 'INDIVIDUAL') ?? fail('NO_PROFILE');
  const data = await readPicture(request);
  const out = await storePhoto(ctx, own.profile.id, data);
  await recordAudit(ctx.db, request, { action: 'profile.photo-changed', accountId: actor.accountId, profileId: own.profile.id });
  return out;
}

/** POST /customer-user/corporation/1/photo: the acting company's logo (administrators). */
export async function setCompanyPhoto(ctx: AppContext, actor: Actor, request: FastifyRequest) {
  const found = await findMembership(ctx.db, actor.accountId, actor.profileId);
  if (!found || found.profile.type === 'INDIVIDUAL') return fail('NOT_FOUND');
  if (!canEditCompany(found.role) && !(found.profile.type === 'FUND' && found.role === 'FUND_REPRESENTATIVE')) return fail('ADMIN_ONLY');
  const data = await readPicture(request);
  const out = await storePhoto(ctx, found.profile.id, data);
  await recordAudit(ctx.db, request, { action: 'profile.photo-changed', accountId: actor.accountId, profileId: found.profile.id });
  return out;
}

