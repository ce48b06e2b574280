import { confirmedGrade, findSuspiciousValues, ocrJsonSchema, parsePropertyDate, reviewUploadFieldsSchema, type RecognitionDocType } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { completeIdentityActions } from '../actions/actions.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { IngestTarget } from '../documents/documents.ingest.js';
import { documentVersions } from '../documents/documents.table.js';
import type { UploadExtension } from '../documents/documents.uploads.service.js';
import { personDetails, updatePersonDetails } from './recognition.repository.js';
import { changedDetails, detailsFromFields, type PersonDetails } from './recognition.rules.js';
import { confirmedWithEntries, loadScan } from './recognition.service.js';

type OcrJson = z.infer<typeof ocrJsonSchema>;
type Raw = Record<string, string | string[]>;

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const invalid = (path: string) => fail('OCR_JSON_INVALID', [{ path, message: 'Invalid value' }]);

/** The ocrJson field: JSON, then the contract's schema (confirmed-field rules included). */
function parseOcrJson(raw: Raw): { ocr: OcrJson; updateProfile: '0' | '1' } {
  const fields = reviewUploadFieldsSchema.safeParse({ ocrJson: single(raw.ocrJson), updateProfile: single(raw.updateProfile) });
  if (!fields.success) return fail('OCR_JSON_INVALID', fields.error.issues.map((i) => ({ path: i.path.join('.') || 'ocrJson', message: 'Invalid value' })));
  let json: unknown;
  try {
    json = JSON.parse(fields.data.ocrJson);
  } catch {
    return invalid('ocrJson');
  }
  const ocr = ocrJsonSchema.safeParse(json);
  if (!ocr.success) return fail('OCR_JSON_INVALID', ocr.error.issues.map((i) => ({ path: ['ocrJson', ...i.path].join('.'), message: i.message })));
  return { ocr: ocr.data, updateProfile: fields.data.updateProfile };
}

/** Date of issue and expiry from the confirmed fields (DD/MM/YYYY → ISO), for a form that sent no properties. */
function propertiesFromOcr(raw: Raw): Raw {
  if (single(raw.docProperties)) return raw;
  try {
    const fields = (JSON.parse(single(raw.ocrJson) ?? '') as { fields?: { code?: unknown; value?: unknown }[] }).fields ?? [];
    const date = (code: number) => {
      const value = fields.find((f) => f.code === code)?.value;
      return typeof value === 'string' ? parsePropertyDate(value) : null;
    };
    const props = { ...(date(4) ? { dateOfIssue: date(4) } : {}), ...(date(3) ? { dateOfExpiry: date(3) } : {}) };
    return { ...raw, docProperties: JSON.stringify(props) };
  } catch {
    // An unreadable ocrJson is refused by prepare() with its own code.
    return raw;
  }
}

/** The person's details from the confirmed fields, written with an audit record; the profile is the document's owner. */
async function updateOwnerProfile(tx: Tx, request: FastifyRequest, actor: Actor, ownerProfileId: string, next: Partial<PersonDetails>, written: { docId: string; version: number }, docType: string) {
  const current = await personDetails(tx, ownerProfileId);
  if (!current) return;
  const changed = changedDetails(current, next);
  await updatePersonDetails(tx, ownerProfileId, next);
  await recordAudit(tx, request, { action: 'profile.updated_from_document', accountId: actor.accountId, profileId: ownerProfileId, targetType: 'document', targetId: written.docId, details: { docType, version: written.version, changed } });
}

/**
 * The review dialog's upload (and update): the vault's pipeline, plus the confirmed scan. Before any
 * file is checked: ocrJson parsed and validated, its scan the caller's own, unexpired, of this type and
 * this owner, and identified (clear enough and of the type). In the version's transaction: ocrJson
 * stored on the version and, with updateProfile '1', the owner's details updated and audited.
 */
export function reviewUploadExtension(ctx: AppContext, actor: Actor, request: FastifyRequest, docType: RecognitionDocType): UploadExtension {
  return {
    fields: propertiesFromOcr,
    async prepare(raw: Raw, target: IngestTarget) {
      const { ocr, updateProfile } = parseOcrJson(raw);
      if (ocr.docType !== docType) return fail('OCR_TYPE_MISMATCH');
      if (ocr.profileId && ocr.profileId !== target.ownerProfileId) return invalid('ocrJson.profileId');
      const scan = await loadScan(ctx, actor, ocr.scanId);
      if (scan.docType !== docType) return fail('OCR_TYPE_MISMATCH');
      if (scan.ownerProfileId !== target.ownerProfileId) return invalid('ocrJson.scanId');
      if (!scan.result.clearEnough || !scan.result.typeMatch) return fail('DOCUMENT_NOT_IDENTIFIED');
      // What recognition said is taken from our own record, not from the client's copy.
      const { clearEnough, typeMatch, kind, country, format, fields } = scan.result;
      // Each confirmed field's grade is ours too: the scan's while the value is the one read, else manual review.
      const graded = ocr.fields.map((f) => ({ ...f, grade: confirmedGrade(fields.find((r) => r.code === f.code), f.value) }));
      const stored = { ...ocr, fields: graded, clearEnough, typeMatch, kind, country, recognised: { format, fields: fields.map((f) => ({ code: f.code, value: f.value, grade: f.grade })) } };
      const next = updateProfile === '1' ? detailsFromFields(confirmedWithEntries(ocr.fields, ocr.entries)) : null;
      // Checked as stored: names come from entries too, and given names are split into first and middle.
      const suspicious = next ? findSuspiciousValues(next) : [];
      if (suspicious.length) return fail('OCR_JSON_INVALID', suspicious.map((path) => ({ path: `ocrJson.${path}`, message: 'Invalid value' })));
      return async (tx, written) => {
        await tx
          .update(documentVersions)
          .set({ ocrJson: stored })
          .where(and(eq(documentVersions.documentId, written.docId), eq(documentVersions.version, written.version)));
        if (next) await updateOwnerProfile(tx, request, actor, target.ownerProfileId, next, written, docType);
        // The person confirmed the fields of their identity document: that is what the action asks.
        await completeIdentityActions(tx, target.ownerProfileId);
      };
    },
  };
}
