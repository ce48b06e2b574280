import { describe, expect, it } from 'vitest';
import { invitationLinkSchema } from './auth.schemas.js';
import { readInvitationLink } from './invitation-link-read.js';

const valid = { email: 'dan@example.com', invitationCode: 'abc', legalAgentId: 'la-1', legalAgentName: 'Chen Trading Ltd', brand: 'onboardPlus' };
const ODD: unknown[] = [undefined, null, '', 'x', 'vault', 'onboardPlus', 'VAULT', 0, true, [], {}];
const schemaAnswer = (value: unknown) => {
  const parsed = invitationLinkSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('readInvitationLink agrees with invitationLinkSchema', () => {
  it('every field replaced by every odd value, or left out', () => {
    for (const key of Object.keys(valid)) {
      for (const odd of ODD) {
        const value = { ...valid, [key]: odd };
        expect(readInvitationLink(value), `${key}=${String(odd)}`).toEqual(schemaAnswer(value));
      }
      const { [key]: _, ...without } = valid as Record<string, unknown>;
      expect(readInvitationLink(without), `without ${key}`).toEqual(schemaAnswer(without));
    }
  });

  it('keeps only the schema keys; refuses what is not an object', () => {
    expect(readInvitationLink({ ...valid, extra: 1 })).toEqual(schemaAnswer({ ...valid, extra: 1 }));
    expect(readInvitationLink(valid)).toEqual(valid);
    for (const value of [null, undefined, 'x', 3, [], [valid]]) expect(readInvitationLink(value)).toEqual(schemaAnswer(value));
  });
});
