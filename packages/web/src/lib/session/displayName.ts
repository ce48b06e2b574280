import type { BusinessUser } from '@vault/contract';

const joined = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ').trim();

/**
 * Display name (spec §3): first plus last name for an individual, trading name for a corporate or
 * lending agent, fund name for a fund. Falls back to the server's showName, then the e-mail, so a
 * profile with an unfinished name still shows who is signed in.
 */
export function displayName(user: BusinessUser): string {
  let name = '';
  if (user.userType === 'INDIVIDUAL') name = joined(user.customerUserDTO.firstName, user.customerUserDTO.lastName);
  else if (user.userType === 'CORPORATE') name = joined(user.corporateDTO?.tradingName);
  else if (user.userType === 'LENDING_AGENT') name = joined(user.lendingAgentDTO?.tradingName);
  else if (user.userType === 'FUND') name = joined(user.fundDto?.fundName);
  return name || joined(user.showName) || user.customerUserDTO.email;
}

/** Avatar initials: the first letters of the first two words of the name ('Chen Trading Ltd' → 'CT'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
    .join('');
}
