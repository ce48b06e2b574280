import { ACTION_TYPES, actionDocumentRequestSchema, parsePropertyDate, todayIso, type CheckDocumentRule } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { actions, type ActionRow } from '../actions/actions.table.js';

/** Identity documents that complete a "Complete your identity" action that names no type. */
const IDENTITY_TYPES = ['PP', 'DL', 'NC'];

/** The types an action asks for: its details (docType / docTypes), else identity types for COMPLETE_IDENTITY. */
export function requestedTypes(row: Pick<ActionRow, 'type' | 'details'>): { types: string[]; minValidityDays: number } {
  const parsed = actionDocumentRequestSchema.safeParse(row.details ?? {});
  const req = parsed.success ? parsed.data : {};
  const types = req.docTypes ?? (req.docType ? [req.docType] : row.type === ACTION_TYPES.COMPLETE_IDENTITY ? IDENTITY_TYPES : []);
  return { types, minValidityDays: req.minValidityDays ?? 0 };
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * POST /action/check-document-rule2: may this document answer this action? The action must be the
 * acting profile's (else 404) and pending (70000015 cancelled, 30000212 done); the type the one asked
 * for (30000210); dates real (30000103), issue not in the future (30000104), expiry not past (30000105)
 * and at least the action's required validity ahead (30000211).
 */
export async function checkDocumentRule(ctx: AppContext, actor: Actor, body: CheckDocumentRule): Promise<{ success: true }> {
  const [row] = await ctx.db
    .select()
    .from(actions)
    .where(and(eq(actions.id, body.actionId), eq(actions.profileId, actor.profileId), eq(actions.isMessage, false)));
  if (!row) return fail('NOT_FOUND');
  if (row.status === 'CANCELLED') return fail('ACTION_CANCELLED');
  if (row.status !== 'PENDING') return fail('ACTION_NOT_PENDING');
  const { types, minValidityDays } = requestedTypes(row);
  if (!types.includes(body.docType)) return fail('ACTION_DOC_TYPE_MISMATCH');
  const expiry = parsePropertyDate(body.expiredDate) ?? fail('DOC_PROPERTY_INVALID', [{ path: 'expiredDate', message: 'Invalid value' }]);
  const issue = parsePropertyDate(body.issueDate) ?? fail('DOC_PROPERTY_INVALID', [{ path: 'issueDate', message: 'Invalid value' }]);
  const today = todayIso();
  if (issue > today) return fail('ISSUE_DATE_IN_FUTURE', [{ path: 'issueDate', message: 'Invalid value' }]);
  if (expiry < today) return fail('EXPIRY_DATE_IN_PAST', [{ path: 'expiredDate', message: 'Invalid value' }]);
  if (expiry < addDays(today, minValidityDays)) return fail('ACTION_VALIDITY_TOO_SHORT', [{ path: 'expiredDate', message: 'Invalid value' }]);
  return { success: true };
}
