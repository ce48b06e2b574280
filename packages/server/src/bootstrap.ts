import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { AppContext } from './context.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { openInvalidations } from './db/invalidations.js';
import type { Config } from './env.js';
import { Secrets } from './lib/crypto.js';
import { createLoginKeys } from './modules/auth/login-keys.js';
import { createSessionCache } from './modules/auth/sessions.js';
import { createSsoVerifier } from './modules/auth/sso.js';
import { ensureConfigDefaults, legalConfigDefaults, setConfigValues } from './modules/config/config.service.js';
import { createMailWorker, createSmsWebhookTransport, createSmtpTransport } from './modules/mail/mail.service.js';
import { createStorage } from './modules/storage/storage.setup.js';
import { createRecognitionEngine } from './modules/recognition/recognition.engine.js';

export const VERSION = '0.1.0';

/** Embedded mode keeps a generated secret beside its data, so restarts keep codes and keys valid. */
function embeddedSecret(dataDir: string): string {
  const file = join(resolve(dataDir), 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export interface ContextOptions {
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  /** Keep PGlite in memory (tests). */
  inMemory?: boolean;
}

/** Opens the database, runs migrations, and wires the services the routes use. */
export async function createContext(config: Config, log: Logger, options: ContextOptions = {}): Promise<{ ctx: AppContext; database: Database }> {
  const database =
    options.database ??
    (config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 10, (error) => log.warn({ err: error }, 'idle database connection lost')) : await openPglite(options.inMemory ? null : config.DATA_DIR));
  const secret = config.APP_SECRET ?? (options.inMemory ? randomBytes(48).toString('base64url') : embeddedSecret(config.DATA_DIR));
  const secrets = new Secrets(secret);
  const transports = {
    email: config.SMTP_URL ? await createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
    sms: config.SMS_WEBHOOK_URL ? createSmsWebhookTransport(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN) : null,
  };
  const instanceId = randomUUID().slice(0, 8);
  const storage = await createStorage(config, instanceId);
  const invalidations = await openInvalidations(database, instanceId, (error) => log.warn({ err: error }, 'change-notice heartbeat failed'));
  // Closing the database stops listening first, so nothing is sent to or heard from a closed connection.
  const closeDatabase = database.close.bind(database);
  database.close = async () => {
    await invalidations.close();
    await closeDatabase();
  };
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    secrets,
    keys: createLoginKeys(database.db, secrets),
    sso: await createSsoVerifier(config),
    mail: createMailWorker(database.db, transports, log.child({ module: 'mail' })),
    blobs: storage.blobs,
    tempDir: storage.tempDir,
    recognition: createRecognitionEngine({ workers: config.recognitionWorkers, maxQueue: config.RECOGNITION_QUEUE }),
    instanceId,
    version: VERSION,
    invalidations,
    sessionCache: createSessionCache(invalidations),
  };
  await ensureConfigDefaults(database.db, [
    { key: 'appName', value: 'Vault Portal' },
    { key: 'termsUrl', value: '' },
    { key: 'privacyUrl', value: '' },
    { key: 'registration.invitationRequired', value: 'false' },
    { key: 'registration.disableTC', value: 'false' },
    ...legalConfigDefaults(),
  ]);
  await setConfigValues(database.db, [
    { key: 'onboardPlus', value: String(config.ONBOARD_PLUS) },
    { key: 'devTools', value: String(config.devTools) },
    { key: 'inactivityMinutes', value: String(config.SESSION_IDLE_MINUTES) },
    { key: 'ssoEnabled', value: String(ctx.sso.enabled) },
  ]);
  return { ctx, database };
}
