export function freePort(): Promise<number>;
export function startProduct(env?: Record<string, string>, opts?: { timeoutMs?: number; dataDir?: string; nodeArgs?: string[] }): Promise<{ url: string; stop(): Promise<void> }>;
export function encryptPassword(url: string, plain: string): Promise<{ keyId: string; password: string }>;
export function waitForMailedCode(url: string, email: string, after: Date, timeoutMs?: number): Promise<string>;
export interface ApiSession {
  readonly cookie: string;
  readonly csrf: string;
  /** The client-manager token of a paid administrator's session (the paid-admin header). */
  readonly managerToken: string;
  /** The sign-in's answer (the contract's Session, as JSON) and its Set-Cookie lines, as a browser received them. */
  readonly signedIn: { session: { tokenExpireTime: string | null; menuPermList: string[] } & Record<string, unknown>; setCookies: string[] };
  post(path: string, body: unknown, manager?: boolean): Promise<{ success: boolean; data: unknown; errorCode: string | null }>;
  /** Any method; a switch's new session (cookie and tokens) is kept for the next calls. */
  call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, manager?: boolean): Promise<{ success: boolean; data: unknown; errorCode: string | null }>;
}
export function apiSignIn(url: string, email: string, password: string): Promise<ApiSession>;
