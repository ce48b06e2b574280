import { authMemory } from '../../lib/session/authMemory';
import { generateRoles } from '../../lib/session/roles';
import { askPatiently, loadUserInfo } from '../../lib/session/userInfo';
import { getMenuPermissions, getSession, setMenuPermissions, updateStoredProfile } from '../../lib/storage/sessionStore';

/**
 * Spec §4 "role list empty": load user info (the cache right after sign-in, the server after a page
 * load), generate the routes from the stored permissions and put the roles in memory, which makes
 * the guard decide again. When it fails (an answer, or no answer after a few tries: userInfo.ts askPatiently), the
 * caller logs out locally (useGuardEffects).
 */
export async function loadRoles(): Promise<void> {
  const user = await askPatiently(loadUserInfo);
  const session = getSession();
  if (!session) throw new Error('Signed out while loading user info');
  let permissions = getMenuPermissions();
  if (permissions.length === 0) {
    permissions = user.menuPermList;
    setMenuPermissions(permissions);
  }
  updateStoredProfile(user.userType, user.profileId);
  authMemory.setRoles(generateRoles(permissions, user.userType, session.paid));
}
