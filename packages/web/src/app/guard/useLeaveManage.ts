import { ROUTE_ADD_DELAY_MS } from '@vault/contract';
import { useEffect, useRef } from 'react';
import { authMemory } from '../../lib/session/authMemory';
import { generateRoles, permissionsOnLeavingManage } from '../../lib/session/roles';
import { getSession, setMenuPermissions } from '../../lib/storage/sessionStore';

/**
 * Spec §4: on leaving a /manage path the permissions become COMMON plus the role of the stored user
 * type; they are saved at once and the regenerated routes are added after 1 s.
 */
export function useLeaveManage(pathname: string): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const session = getSession();
    if (!session) return;
    // The session's manager type (INDIVIDUAL, CORPORATE or LENDING_AGENT); the user type stands in
    // when a session carries none.
    const permissions = permissionsOnLeavingManage(from, pathname, session.clientManagerType ?? session.userType);
    if (!permissions) return;
    setMenuPermissions(permissions);
    authMemory.setRoles(generateRoles(permissions, session.userType, session.paid), ROUTE_ADD_DELAY_MS);
  }, [pathname]);
}
