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
}

/** Appends an audit event; pass the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, request: FastifyRequest | null, input: AuditInput): Promise<void> {
  await db.insert(auditEvents).values({
    action: input.action,
    accountId: input.accountId ?? null,
    profileId: input.profileId ?? null,
    targetType: input.targetType ?? null,
    targetId: input.targetId ?? null,
    details: input.details ?? null,
    ip: request?.ip ?? null,
    requestId: request ? String(request.id) : null,
  });
}
