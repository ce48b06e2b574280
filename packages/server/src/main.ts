import pino from 'pino';
import { buildApp } from './app.js';
import { createContext } from './bootstrap.js';
import { DataDirLockedError } from './db/lock.js';
import { ConfigError, loadConfig } from './env.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoBrokerDealers, seedDemoDocuments, seedDemoFunds } from './seed.js';
import { thumbnailsSettled } from './modules/documents/documents.thumbnails.js';
import { startFileHasher } from './modules/storage/file-hasher.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = pino({ level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] });
  let started;
  try {
    started = await createContext(config, log);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    // Settings that parse but do not work (an S3 bucket that cannot be reached) are reported like bad ones.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const { ctx, database } = started;
  const seeded = config.seedDemo ? await seedDemo(ctx.db) : false;
  if (config.seedDemo) await seedDemoDocuments(ctx);
  if (config.seedDemo) await seedDemoFunds(ctx);
  if (config.seedDemo) await seedDemoBrokerDealers(ctx);
  const app = await buildApp(ctx, { loggerInstance: log });
  startFileHasher();
  await app.listen({ port: config.PORT, host: config.HOST });
  ctx.mail.start();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = process.env.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
  const lines = [
    '',
    `  Vault Portal is running at ${url}`,
    `  Database: ${ctx.dbKind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/db` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
    `  API docs: ${url}/customer/docs`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(20)} ${a.role}`);
  }
  if (config.devTools) lines.push(`  Dev mailbox (sign-in codes arrive here): ${url}/dev/mailbox`);
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close(); // stops accepting, finishes in-flight requests
      await thumbnailsSettled(); // previews of uploads that have already answered
      await ctx.mail.stop();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
