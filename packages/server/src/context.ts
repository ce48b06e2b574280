import type { Config } from './env.js';
import type { Db } from './db/client.js';
import type { Secrets } from './lib/crypto.js';
import type { LoginKeys } from './modules/auth/login-keys.js';
import type { SsoVerifier } from './modules/auth/sso.js';
import type { MailWorker } from './modules/mail/mail.service.js';

/** What modules get from the app: narrow, explicit dependencies instead of globals. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  secrets: Secrets;
  keys: LoginKeys;
  sso: SsoVerifier;
  mail: MailWorker;
  instanceId: string;
  version: string;
}
