import { findSuspiciousValues, normaliseProperties, PROFILE_TYPE_CODE, propertyProblems, todayIso, uploadFieldsSchema } from '@vault/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { ingestVersions, type IngestTarget } from '../documents/documents.ingest.js';
import { loadCatalogue } from '../documents/documents.types.js';
import { receiveUpload } from '../documents/documents.upload.js';
import { readPicture, storePhoto } from '../profiles/photo.service.js';
import { removeSpooled } from '../storage/spool.js';
import { requireVault } from './vault-setup.policy.js';

/** Every rule that needs no file: the vault is the caller's, the type one a corporate holds, the properties valid. */
async function resolveTarget(ctx: AppContext, actor: Actor, corporateProfileId: string, raw: Record<string, unknown>): Promise<IngestTarget> {
  const parsed = uploadFieldsSchema.safeParse(raw);
  if (!parsed.success) return fail('VALIDATION', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: 'Invalid value' })));
  const fields = parsed.data;
  const { corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  if (!fields.docType) return fail('DOC_TYPE_REQUIRED', [{ path: 'docType', message: 'Please fill in' }]);
  const type = (await loadCatalogue(ctx.db)).byCode.get(fields.docType);
  if (!type || !type.holders.includes(PROFILE_TYPE_CODE.CORPORATE)) return fail('DOC_TYPE_NOT_AVAILABLE');
  const problems = propertyProblems(type.properties, fields.docProperties, todayIso());
  if (problems.length) return fail(problems[0]!.error, problems.map((p) => ({ path: `docProperties.${p.name}`, message: p.error === 'DOC_PROPERTY_REQUIRED' ? 'Please fill in' : 'Invalid value' })));
  const properties = normaliseProperties(type.properties, fields.docProperties);
  const suspicious = findSuspiciousValues(properties);
  if (suspicious.length) return fail('FORMULA_INJECTION', suspicious.map((name) => ({ path: `docProperties.${name}`, message: 'Invalid value' })));
  return { ownerProfileId: corporate.id, type, docId: null, properties, url: null };
}

/**
 * POST /vault-setup/upload/{id} (multipart files, docType, docProperties): a document into the local vault, through
 * the vault's own pipeline (streamed limits, inspection, content-addressed blobs, one transaction). A refused upload
 * stores nothing.
 */
export async function uploadVaultDocument(ctx: AppContext, actor: Actor, corporateProfileId: string, request: FastifyRequest) {
  await requireVault(ctx.db, actor, corporateProfileId);
  const received = await receiveUpload(request, ctx.tempDir);
  const temp: { path: string }[] = [];
  try {
    const target = await resolveTarget(ctx, actor, corporateProfileId, received.fields);
    if (!received.files.length) return fail('DOC_SOURCE_REQUIRED', [{ path: 'files', message: 'Required' }]);
    const [written] = await ingestVersions(ctx, actor, request, [target], received.files, temp);
    return { docId: written!.docId, version: written!.version };
  } finally {
    await removeSpooled([...received.files, ...temp]);
  }
}

/** POST /customer-user/corporation/1/photo/{id}: the vault's company logo (same picture rules as the customer's own). */
export async function setVaultPhoto(ctx: AppContext, actor: Actor, corporateProfileId: string, request: FastifyRequest) {
  const { corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  const data = await readPicture(ctx, request);
  const out = await storePhoto(ctx, corporate.id, data);
  await recordAudit(ctx.db, request, { action: 'vault.photo-changed', accountId: actor.accountId, profileId: actor.profileId, targetType: 'profile', targetId: corporate.id });
  return out;
}
