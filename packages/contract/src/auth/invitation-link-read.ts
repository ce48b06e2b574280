import type { InvitationLink } from './auth.schemas.js';

const BRANDS: readonly unknown[] = ['vault', 'onboardPlus'];

/**
 * An invitation link's decoded `data` read without zod: the same answer as
 * `invitationLinkSchema.safeParse` (the data with only the schema's keys, or null). Every page's
 * branding reads it on the invitation page, before zod has loaded; auth/invitation-link-read.test.ts
 * holds the two to agree.
 */
export function readInvitationLink(value: unknown): InvitationLink | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const strings = [v.email, v.invitationCode, v.legalAgentId, v.legalAgentName].every((s) => typeof s === 'string');
  if (!strings || (v.brand !== undefined && !BRANDS.includes(v.brand))) return null;
  const link: InvitationLink = {
    email: v.email as string,
    invitationCode: v.invitationCode as string,
    legalAgentId: v.legalAgentId as string,
    legalAgentName: v.legalAgentName as string,
  };
  if (v.brand !== undefined) link.brand = v.brand as InvitationLink['brand'];
  return link;
}
