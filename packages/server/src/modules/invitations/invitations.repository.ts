import { INVITATION_STATUS, type InvitationLink } from '@vault/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../profiles/profiles.table.js';
import { invitations } from './invitations.table.js';

/** A pending, unexpired invitation with this code for this e-mail, with the inviting profile. */
export async function findLiveInvitation(db: DbOrTx, code: string, email?: string) {
  const [row] = await db
    .select({ invitation: invitations, inviter: profiles })
    .from(invitations)
    .innerJoin(profiles, eq(profiles.id, invitations.inviterProfileId))
    .where(and(eq(invitations.code, code), eq(invitations.status, INVITATION_STATUS.PENDING), gt(invitations.expiresAt, new Date())));
  if (!row || (email !== undefined && row.invitation.email !== email)) return undefined;
  return row;
}

export async function getInvitationById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

export async function markInvitationAccepted(db: DbOrTx, id: string, accountId: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status: INVITATION_STATUS.ACTIVE, acceptedAccountId: accountId })
    .where(and(eq(invitations.id, id), eq(invitations.status, INVITATION_STATUS.PENDING)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Display name of a profile (spec: first + last, tradingName, or fundName). */
export function displayName(profile: typeof profiles.$inferSelect): string {
  if (profile.type === 'INDIVIDUAL') return [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  if (profile.type === 'FUND') return profile.fundName ?? '';
  return profile.tradingName ?? profile.legalName ?? '';
}

/**
 * The inviting company's branding, carried by its invitation links: onboard-plus for a deployment
 * that is onboard-plus and for a lending agent (securities-lending onboarding); the normal branding
 * for a corporate inviting its administrators and representatives (its pages are the normal ones:
 * the representatives page does not exist on onboard-plus).
 */
export function invitationBrand(inviter: Pick<typeof profiles.$inferSelect, 'type'>, deploymentOnboardPlus: boolean): 'vault' | 'onboardPlus' {
  return deploymentOnboardPlus || inviter.type === 'LENDING_AGENT' ? 'onboardPlus' : 'vault';
}

/** The link an invitation e-mail carries: /onboardplus/invite with the invitation as base64url JSON. */
export function invitationLink(publicUrl: string, link: InvitationLink): string {
  return `${publicUrl}/onboardplus/invite?data=${Buffer.from(JSON.stringify(link)).toString('base64url')}`;
}
