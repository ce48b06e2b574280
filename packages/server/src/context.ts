import type { Config } from './env.js';
import type { Db } from './db/client.js';
import type { Invalidations } from './db/invalidations.js';
import type { Secrets } from './lib/crypto.js';
import type { LoginKeys } from './modules/auth/login-keys.js';
import type { SessionCache } from './modules/auth/sessions.js';
import type { SsoVerifier } from './modules/auth/sso.js';
import type { MailWorker } from './modules/mail/mail.service.js';
import type { BlobStore } from './modules/storage/blob-store.js';
import type { RecognitionEngine } from './modules/recognition/recognition.engine.js';

/** What modules get from the app: narrow, explicit dependencies instead of globals. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  secrets: Secrets;
  keys: LoginKeys;
  sso: SsoVerifier;
  mail: MailWorker;
  /** Document files (content-addressed): local files or S3. */
  blobs: BlobStore;
  /** Where uploads are spooled while they are checked; swept of stale files. */
  tempDir: string;
  /** Identity-document reader (worker threads), started on first use and closed with the app. */
  recognition: RecognitionEngine;
  instanceId: string;
  version: string;
  /** Change notices between instances (LISTEN/NOTIFY); caches subscribe to them. */
  invalidations: Invalidations;
  /** Live sessions checked in memory after first use; revocation anywhere drops them. */
  sessionCache: SessionCache;
}
