import { INVITATION_STATUS, type Language } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { randomToken } from '../../lib/crypto.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { displayName, invitationBrand, invitationLink } from '../invitations/invitations.repository.js';
import { invitations } from '../invitations/invitations.table.js';
import { enqueueMail } from '../mail/mail.service.js';
import { findActing } from '../profiles/profiles.repository.js';
import { canEditCompany } from '../profiles/profiles.policy.js';
import type { ProfileRow } from '../profiles/profiles.table.js';

const INVITATION_DAYS = 14;

/** The corporate the session acts as, when the caller administers it; otherwise refused. */
export async function administeredCorporate(ctx: AppContext, actor: Actor): Promise<ProfileRow> {
  const found = await findActing(ctx.db, actor);
  if (!found || found.profile.type !== 'CORPORATE') return fail('NOT_FOUND');
  if (!canEditCompany(found.role)) return fail('ADMIN_ONLY');
  return found.profile;
}

/** Invites an e-mail to join a corporate in a role, in the caller's transaction; returns the invitation id. */
export async function inviteToCorporate(
  tx: DbOrTx,
  ctx: AppContext,
  actor: Actor,
  corporate: ProfileRow,
  email: string,
  role: 'ADMINISTRATOR' | 'AUTHORISED_REPRESENTATIVE',
): Promise<string> {
  const pending = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, email), eq(invitations.inviterProfileId, corporate.id), eq(invitations.role, role), eq(invitations.status, INVITATION_STATUS.PENDING)));
  if (pending[0]) return pending[0].id;
  const code = randomToken();
  const [created] = await tx
    .insert(invitations)
    .values({ code, email, inviterProfileId: corporate.id, invitedByAccountId: actor.accountId, role, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) })
    .returning();
  const name = displayName(corporate);
  const link = invitationLink(ctx.config.publicUrl, { email, invitationCode: code, legalAgentId: corporate.id, legalAgentName: name, brand: invitationBrand(corporate, ctx.config.ONBOARD_PLUS) });
  await enqueueMail(tx, email, 'invitation', actor.language as Language, { inviter: name, link, days: INVITATION_DAYS });
  return created!.id;
}
