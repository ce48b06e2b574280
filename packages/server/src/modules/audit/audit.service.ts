import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { auditEvents } from './audit.table.js';

export interface AuditInput {
  action: string;
  accountId?: string | null;
  profileId?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** Whose data it concerns (a document's holder), so their Activity Log shows it. */
  subjectProfileId?: string | null;
  /**
   * The paid organisation whose Activity Log shows it. Left out: the one the request's session acts for (its staff's
   * every change and view lands there without each call naming it); null: none.
   */
  organisationProfileId?: string | null;
}

/** The row of one event, with the request's address and id. */
function auditRow(request: FastifyRequest | null, input: AuditInput) {
  return {
    action: input.action,
    accountId: input.accountId ?? null,
    profileId: input.profileId ?? null,
    targetType: input.targetType ?? null,
    targetId: input.targetId ?? null,
    details: input.details ?? null,
    subjectProfileId: input.subjectProfileId ?? null,
    organisationProfileId: input.organisationProfileId !== undefined ? input.organisationProfileId : (request?.actor?.paidOrganisationId ?? null),
    ip: request?.ip ?? null,
    requestId: request ? String(request.id) : null,
  };
}

/** Appends an audit event; pass the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, request: FastifyRequest | null, input: AuditInput): Promise<void> {
  await db.insert(auditEvents).values(auditRow(request, input));
}

/** Many audit events in a few statements (a distribution to hundreds of child funds), chunked under the parameter limit. */
export async function recordAudits(db: DbOrTx, request: FastifyRequest | null, inputs: AuditInput[]): Promise<void> {
  const rows = inputs.map((input) => auditRow(request, input));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(auditEvents).values(rows.slice(i, i + 1000));
}
