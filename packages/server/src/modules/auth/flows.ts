import { LIMITS } from '@vault/contract';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { randomDigits, type Secrets } from '../../lib/crypto.js';
import { fail } from '../../lib/errors.js';
import { authFlows } from './auth.table.js';

export type FlowKind = (typeof authFlows.$inferSelect)['kind'];
export type FlowRow = typeof authFlows.$inferSelect;

const FLOW_TTL_MINUTES = 60;

/**
 * Starts a flow and issues its first code. `decoy` flows (unknown e-mail on reset, taken e-mail on
 * registration) look the same from outside but hold a code nobody was sent, so they never verify.
 */
export async function startFlow(
  tx: DbOrTx,
  secrets: Secrets,
  input: { kind: FlowKind; email: string; accountId?: string | null; payload?: Record<string, unknown>; ip?: string },
): Promise<{ flow: FlowRow; code: string }> {
  const [flow] = await tx
    .insert(authFlows)
    .values({
      kind: input.kind,
      email: input.email,
      accountId: input.accountId ?? null,
      payload: input.payload ?? {},
      ip: input.ip ?? null,
      expiresAt: new Date(Date.now() + FLOW_TTL_MINUTES * 60_000),
    })
    .returning();
  const code = await issueCode(tx, secrets, flow!, { first: true });
  return { flow: (await getFlow(tx, flow!.id, input.kind))!, code };
}

/** Replaces the flow's code with a new one, within the resend limits. */
export async function issueCode(tx: DbOrTx, secrets: Secrets, flow: FlowRow, opts: { first?: boolean } = {}): Promise<string> {
  if (!opts.first) {
    if (flow.codeSends >= LIMITS.codeMaxSends) fail('CODE_RESEND_LIMIT');
    if (flow.codeSentAt && Date.now() - flow.codeSentAt.getTime() < LIMITS.codeResendSeconds * 1000) fail('CODE_RESEND_LIMIT');
  }
  const code = randomDigits(LIMITS.codeLength);
  await tx
    .update(authFlows)
    .set({
      codeHash: secrets.hashCode(flow.id, code),
      codeExpiresAt: new Date(Date.now() + LIMITS.codeTtlMinutes * 60_000),
      codeAttempts: 0,
      codeSends: sql`${authFlows.codeSends} + 1`,
      codeSentAt: new Date(),
    })
    .where(eq(authFlows.id, flow.id));
  return code;
}

export async function getFlow(tx: DbOrTx, id: string, kind: FlowKind): Promise<FlowRow | undefined> {
  const [row] = await tx.select().from(authFlows).where(and(eq(authFlows.id, id), eq(authFlows.kind, kind)));
  return row;
}

/** An unfinished, unexpired flow of this kind, or FLOW_EXPIRED. */
export async function getOpenFlow(tx: DbOrTx, id: string, kind: FlowKind): Promise<FlowRow> {
  const row = await getFlow(tx, id, kind);
  if (!row || row.completedAt || row.expiresAt <= new Date()) return fail('FLOW_EXPIRED');
  return row;
}

/**
 * Checks a code: counts the try first (so parallel guesses are counted too), then compares, then
 * consumes the code so it works once. A mistyped code answers CODE_INVALID (try again); an expired,
 * used or exhausted one CODE_SPENT (ask for a new one). With `ownerAccountId` (flows started inside a
 * session) a try from another account matches no row: it neither counts nor consumes, so no one can
 * burn someone else's code.
 */
export async function verifyCode(tx: DbOrTx, secrets: Secrets, id: string, kind: FlowKind, code: string, ownerAccountId?: string): Promise<FlowRow> {
  const [counted] = await tx
    .update(authFlows)
    .set({ codeAttempts: sql`${authFlows.codeAttempts} + 1` })
    .where(
      and(
        eq(authFlows.id, id),
        eq(authFlows.kind, kind),
        ownerAccountId === undefined ? undefined : eq(authFlows.accountId, ownerAccountId),
        isNull(authFlows.completedAt),
        gt(authFlows.expiresAt, new Date()),
        gt(authFlows.codeExpiresAt, new Date()),
        lt(authFlows.codeAttempts, LIMITS.codeMaxAttempts),
      ),
    )
    .returning();
  if (!counted) {
    // Someone else's flow (or none) answers as a wrong code and reveals nothing; the caller's own flow that is
    // expired, used or out of tries says that only a new code helps.
    const [own] = await tx
      .select({ id: authFlows.id })
      .from(authFlows)
      .where(and(eq(authFlows.id, id), eq(authFlows.kind, kind), ownerAccountId === undefined ? undefined : eq(authFlows.accountId, ownerAccountId)));
    return fail(own ? 'CODE_SPENT' : 'CODE_INVALID');
  }
  // A wrong code with tries left can be retyped.
  if (!counted.codeHash) return fail('CODE_SPENT');
  if (counted.codeHash !== secrets.hashCode(id, code)) return fail(counted.codeAttempts >= LIMITS.codeMaxAttempts ? 'CODE_SPENT' : 'CODE_INVALID');
  const [consumed] = await tx
    .update(authFlows)
    .set({ codeHash: null, verifiedAt: new Date() })
    .where(and(eq(authFlows.id, id), eq(authFlows.codeHash, counted.codeHash)))
    .returning();
  // The right code, taken a moment earlier by a parallel request (another tab, another instance): it is used.
  if (!consumed) return fail('CODE_SPENT');
  return consumed;
}

/** Marks a flow finished; false when another request finished it first. */
export async function completeFlow(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.update(authFlows).set({ completedAt: new Date() }).where(and(eq(authFlows.id, id), isNull(authFlows.completedAt))).returning({ id: authFlows.id });
  return rows.length === 1;
}

/**
 * The newest unfinished flow of this kind for an address whose code was confirmed (a registration
 * that stopped before the terms), or undefined. Decoys never verify, so they are never found.
 */
export async function findVerifiedOpenFlow(tx: DbOrTx, kind: FlowKind, email: string): Promise<FlowRow | undefined> {
  const [row] = await tx
    .select()
    .from(authFlows)
    .where(and(eq(authFlows.kind, kind), eq(authFlows.email, email), isNotNull(authFlows.verifiedAt), isNull(authFlows.completedAt), gt(authFlows.expiresAt, new Date())))
    .orderBy(desc(authFlows.verifiedAt))
    .limit(1);
  return row;
}

/** Keeps a flow open longer (a confirmed registration waits for its terms step). */
export async function extendFlow(tx: DbOrTx, id: string, minutes: number): Promise<void> {
  await tx.update(authFlows).set({ expiresAt: new Date(Date.now() + minutes * 60_000) }).where(eq(authFlows.id, id));
}

export async function updateFlowPayload(tx: DbOrTx, id: string, payload: Record<string, unknown>): Promise<void> {
  await tx.update(authFlows).set({ payload }).where(eq(authFlows.id, id));
}
