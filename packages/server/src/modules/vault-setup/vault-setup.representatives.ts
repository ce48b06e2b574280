import { INVITATION_STATUS, isValidEmail, normaliseEmail, type Language, type VaultRepresentative } from '@vault/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { randomToken } from '../../lib/crypto.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { displayName, invitationBrand, invitationLink } from '../invitations/invitations.repository.js';
import { handOverOrCancel } from '../invitations/invitations.service.js';
import { invitations } from '../invitations/invitations.table.js';
import { enqueueMail } from '../mail/mail.service.js';
import { addMembership, findAccountByEmail, isBusinessEmail } from '../profiles/profiles.repository.js';
import { accounts, memberships, profiles } from '../profiles/profiles.table.js';
import { inviteToCorporate } from '../team/team.shared.js';
import { representatives } from '../team/team.table.js';
import { requireVault, type AdministeredVault } from './vault-setup.policy.js';
import { clearSelection, listVaultRepresentatives, liveRepresentativeIds, selectRepresentatives } from './vault-setup.repository.js';

const INVITATION_DAYS = 14;

export interface RepInput {
  firstName: string;
  middleName: string | null;
  lastName: string;
  taxId: string | null;
  email: string | null;
}

/** A vault's representatives as the wizard shows them. */
export async function presentRepresentatives(db: DbOrTx, corporateProfileId: string): Promise<VaultRepresentative[]> {
  const rows = await listVaultRepresentatives(db, corporateProfileId);
  return rows.map(({ rep, person, selectedAt }) => ({
    id: rep.id,
    firstName: person.firstName ?? '',
    middleName: person.middleName,
    lastName: person.lastName ?? '',
    taxId: person.taxId,
    email: rep.email,
    status: rep.status as VaultRepresentative['status'],
    selected: selectedAt !== null,
    createdAt: rep.createdAt.toISOString(),
  }));
}

/**
 * Records one representative of the vault and selects it. In a LOCAL vault the organisation keeps the record (an
 * e-mail is stored, nobody is e-mailed). In an ONLINE vault a person with an account is linked at once and anyone
 * else given an e-mail is invited to join, as on the corporate's own Authorised Representatives page.
 */
async function recordRepresentative(tx: DbOrTx, ctx: AppContext, actor: Actor, { vault, corporate }: AdministeredVault, input: RepInput, createdAt: Date) {
  const online = vault.vaultType === 'ONLINE' && input.email !== null;
  const account = online ? await findAccountByEmail(tx, input.email!) : undefined;
  const [person] = await tx
    .insert(profiles)
    .values({ type: 'INDIVIDUAL', firstName: input.firstName, middleName: input.middleName, lastName: input.lastName, taxId: input.taxId, email: input.email })
    .returning();
  let invitationId: string | null = null;
  if (account) await addMembership(tx, account.id, corporate.id, 'AUTHORISED_REPRESENTATIVE');
  else if (online) invitationId = await inviteToCorporate(tx, ctx, actor, corporate, input.email!, 'AUTHORISED_REPRESENTATIVE');
  const [rep] = await tx
    .insert(representatives)
    .values({
      corporateProfileId: corporate.id,
      personProfileId: person!.id,
      email: input.email,
      accountId: account?.id ?? null,
      invitationId,
      addedByAccountId: actor.accountId,
      status: account ? 'ACTIVE' : invitationId ? 'INVITED' : 'RECORDED',
      createdAt,
    })
    .returning();
  await selectRepresentatives(tx, corporate.id, [rep!.id]);
  return rep!;
}

/** POST /customer-user/corp-local-rep and corp-multiple-local-rep: one or several representatives, all or none. */
export async function addLocalRepresentatives(ctx: AppContext, actor: Actor, corporateProfileId: string, inputs: RepInput[], request: FastifyRequest) {
  const target = await requireVault(ctx.db, actor, corporateProfileId);
  const emails = inputs.map((r) => r.email).filter((e): e is string => e !== null);
  if (new Set(emails).size !== emails.length) return fail('INVITATION_DUPLICATE_EMAIL');
  for (const email of emails) if (await isBusinessEmail(ctx.db, email)) return fail('EMAIL_IS_BUSINESS');
  // One transaction has one now(): each row gets its own millisecond so the list keeps the order they were given in.
  const start = Date.now();
  await ctx.db.transaction(async (tx) => {
    for (const [i, input] of inputs.entries()) {
      const rep = await recordRepresentative(tx, ctx, actor, target, input, new Date(start + i));
      await recordAudit(tx, request, { action: 'vault.representative-added', accountId: actor.accountId, profileId: actor.profileId, targetType: 'representative', targetId: rep.id });
    }
  });
  ctx.mail.kick();
  return presentRepresentatives(ctx.db, corporateProfileId);
}

async function liveOrRefuse(db: DbOrTx, corporateProfileId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const live = await liveRepresentativeIds(db, corporateProfileId, unique);
  if (live.length !== unique.length) return fail('NOT_FOUND');
  return unique;
}

/** POST /customer-user/select-representatives/{id}: adds representatives of the vault to its selection. */
export async function selectVaultRepresentatives(ctx: AppContext, actor: Actor, corporateProfileId: string, ids: string[], request: FastifyRequest) {
  const { corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  const chosen = await liveOrRefuse(ctx.db, corporate.id, ids);
  await ctx.db.transaction(async (tx) => {
    await selectRepresentatives(tx, corporate.id, chosen);
    await recordAudit(tx, request, { action: 'vault.representatives-selected', accountId: actor.accountId, profileId: actor.profileId, targetType: 'profile', targetId: corporate.id });
  });
  return presentRepresentatives(ctx.db, corporate.id);
}

/** POST /customer-user/re-select-representative-list: the selection becomes exactly these representatives. */
export async function reselectVaultRepresentatives(ctx: AppContext, actor: Actor, corporateProfileId: string, ids: string[], request: FastifyRequest) {
  const { corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  const chosen = await liveOrRefuse(ctx.db, corporate.id, ids);
  await ctx.db.transaction(async (tx) => {
    await clearSelection(tx, corporate.id);
    await selectRepresentatives(tx, corporate.id, chosen);
    await recordAudit(tx, request, { action: 'vault.representatives-reselected', accountId: actor.accountId, profileId: actor.profileId, targetType: 'profile', targetId: corporate.id });
  });
  return presentRepresentatives(ctx.db, corporate.id);
}

/** POST /customer-user/delete-previous-select-representatives: clears the selection (the records stay). */
export async function clearVaultSelection(ctx: AppContext, actor: Actor, corporateProfileId: string, request: FastifyRequest) {
  const { corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  await ctx.db.transaction(async (tx) => {
    await clearSelection(tx, corporate.id);
    await recordAudit(tx, request, { action: 'vault.representatives-cleared', accountId: actor.accountId, profileId: actor.profileId, targetType: 'profile', targetId: corporate.id });
  });
  return presentRepresentatives(ctx.db, corporate.id);
}

/** GET /customer-user/unselected-representatives?actionId=: representatives of the vault not selected. */
export async function unselectedRepresentatives(ctx: AppContext, actor: Actor, corporateProfileId: string) {
  const { corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  return (await presentRepresentatives(ctx.db, corporate.id)).filter((r) => !r.selected);
}

/**
 * POST /customer-user/invite: e-mails invited to administer an online vault. 50000009 for an address twice in the
 * request or already an administrator; 50000010 for a pending invitation; 50000011 when the transport refuses.
 */
export async function inviteVaultAdministrators(ctx: AppContext, actor: Actor, corporateProfileId: string, rawEmails: string[], request: FastifyRequest) {
  const { vault, corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  const emails = rawEmails.map((e) => normaliseEmail(e)).filter(Boolean);
  const bad = emails.map((e, i) => ({ e, i })).filter(({ e }) => !isValidEmail(e));
  if (!emails.length || bad.length) return fail('VALIDATION', (bad.length ? bad : [{ i: 0 }]).map(({ i }) => ({ path: `emails.${i}`, message: 'Please enter the correct email address' })));
  if (vault.vaultType !== 'ONLINE') return fail('VAULT_NOT_ONLINE');
  if (new Set(emails).size !== emails.length) return fail('INVITATION_DUPLICATE_EMAIL');
  for (const email of emails) {
    const member = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(accounts.email, email), eq(memberships.profileId, corporate.id), eq(memberships.role, 'ADMINISTRATOR')));
    if (member.length) return fail('INVITATION_DUPLICATE_EMAIL');
    const pending = await ctx.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.email, email), eq(invitations.inviterProfileId, corporate.id), eq(invitations.role, 'ADMINISTRATOR'), eq(invitations.status, INVITATION_STATUS.PENDING), gt(invitations.expiresAt, new Date())));
    if (pending.length) return fail('INVITATION_ALREADY_SENT');
    if (await isBusinessEmail(ctx.db, email)) return fail('EMAIL_IS_BUSINESS');
  }
  const name = displayName(corporate);
  const sent = await ctx.db.transaction(async (tx) => {
    const out: Array<{ invitationId: string; mailId: string }> = [];
    for (const email of emails) {
      const code = randomToken();
      const [created] = await tx
        .insert(invitations)
        .values({ code, email, inviterProfileId: corporate.id, invitedByAccountId: actor.accountId, role: 'ADMINISTRATOR', expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) })
        .returning();
      const link = invitationLink(ctx.config.publicUrl, { email, invitationCode: code, legalAgentId: corporate.id, legalAgentName: name, brand: invitationBrand(corporate, ctx.config.ONBOARD_PLUS) });
      const mailId = await enqueueMail(tx, email, 'invitation', actor.language as Language, { inviter: name, link, days: INVITATION_DAYS });
      await recordAudit(tx, request, { action: 'vault.invitation-sent', accountId: actor.accountId, profileId: actor.profileId, targetType: 'invitation', targetId: created!.id });
      out.push({ invitationId: created!.id, mailId });
    }
    return out;
  });
  await handOverOrCancel(ctx, sent);
  return { invited: emails };
}
