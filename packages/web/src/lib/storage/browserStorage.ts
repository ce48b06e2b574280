/**
 * Thin wrappers over Web Storage. Storage can throw (quota, privacy modes); the app must keep working
 * without persistence rather than crash, so failures read as "nothing stored".
 */
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    /* persistence is best effort */
  }
}

export const local = {
  get: (key: string) => read(window.localStorage, key),
  set: (key: string, value: string | null) => write(window.localStorage, key, value),
  getJson<T>(key: string): T | null {
    const raw = read(window.localStorage, key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson: (key: string, value: unknown) => write(window.localStorage, key, value === null ? null : JSON.stringify(value)),
};

export const session = {
  get: (key: string) => read(window.sessionStorage, key),
  set: (key: string, value: string | null) => write(window.sessionStorage, key, value),
};

/** Logout and the forced-password dialogs wipe everything the app (or anything else here) stored. */
export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    /* ignore */
  }
  try {
    window.sessionStorage.clear();
  } catch {
    /* ignore */
  }
}
