import { invitationLinkSchema, type InvitationLink } from '@vault/contract';
import { decodeBase64UrlText } from '../../../lib/crypto/base64';

/**
 * The `data` query parameter of an invitation link: base64url JSON naming the invited e-mail, the
 * invitation code and the inviting lending agent. Null for anything that is not such a value, so a
 * damaged link shows a clear message instead of failing later.
 */
export function decodeInvitationLink(data: string | null): InvitationLink | null {
  if (!data) return null;
  try {
    const parsed = invitationLinkSchema.safeParse(JSON.parse(decodeBase64UrlText(data.trim())));
    if (!parsed.success || !parsed.data.email || !parsed.data.invitationCode) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
