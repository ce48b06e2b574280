import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../../lib/crypto/base64';
import { decodeInvitationLink } from './invitationLink';

const link = { email: 'new.user@example.com', invitationCode: 'INV-123', legalAgentId: 'la-1', legalAgentName: 'Lending Agent Ltd 公司' };
const base64url = (text: string) =>
  bytesToBase64(new TextEncoder().encode(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodeInvitationLink', () => {
  it('decodes base64url JSON, with or without padding', () => {
    const encoded = base64url(JSON.stringify(link));
    expect(decodeInvitationLink(encoded)).toEqual(link);
    expect(decodeInvitationLink(`${encoded}${'='.repeat((4 - (encoded.length % 4)) % 4)}`)).toEqual(link);
  });

  it('ignores extra fields', () => {
    expect(decodeInvitationLink(base64url(JSON.stringify({ ...link, extra: 1 })))).toEqual(link);
  });

  it('refuses missing, malformed or incomplete data', () => {
    expect(decodeInvitationLink(null)).toBeNull();
    expect(decodeInvitationLink('')).toBeNull();
    expect(decodeInvitationLink('not base64 at all!')).toBeNull();
    expect(decodeInvitationLink(base64url('not json'))).toBeNull();
    expect(decodeInvitationLink(base64url(JSON.stringify({ email: 'a@b.co' })))).toBeNull();
    expect(decodeInvitationLink(base64url(JSON.stringify({ ...link, invitationCode: '' })))).toBeNull();
  });
});
