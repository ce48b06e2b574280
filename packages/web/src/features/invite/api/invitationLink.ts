import { readInvitationLink, type InvitationLink } from '@vault/contract';
import { decodeBase64UrlText } from '../../../lib/crypto/base64';

/**
 * The `data` query parameter of an invitation link: base64url JSON naming the invited e-mail, the
 * invitation code and the inviting lending agent. Null for anything that is not such a value, so a
 * damaged link shows a clear message instead of failing later.
 */
export function decodeInvitationLink(data: string | null): InvitationLink | null {
  if (!data) return null;
  try {
    // Checked as the contract's schema checks it, without zod: every page's branding reads it.
    const link = readInvitationLink(JSON.parse(decodeBase64UrlText(data.trim())));
    if (!link || !link.email || !link.invitationCode) return null;
    return link;
  } catch {
    return null;
  }
}
