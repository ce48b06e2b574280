import type { RouteModule } from '../../lib/routes.js';
import { sweepStorage } from '../storage/sweep.js';
import { unsafeReferencedBlobKeys } from './documents.repository.js';
import { documentFileRoutes, documentReadRoutes } from './documents.routes.js';
import { ensureDocumentTypes } from './documents.types.js';
import { documentUploadRoutes } from './documents.upload.routes.js';

/** An hour: with several instances, a blob may be stored by an upload whose row has not committed yet. */
const SHARED_GRACE_MS = 60 * 60 * 1000;

/**
 * The document vault: seeds the type catalogue, registers the calls, and sweeps storage when the app
 * is ready. Embedded mode owns its data alone, so the sweep runs to the end before serving (a crash
 * in the middle of an upload leaves nothing behind after a restart); with DATABASE_URL other
 * instances may be uploading, so it runs in the background and spares recent blobs.
 */
export const documentRoutes: RouteModule = async (app, ctx) => {
  await ensureDocumentTypes(ctx.db);
  await documentReadRoutes(app, ctx);
  await documentFileRoutes(app, ctx);
  await documentUploadRoutes(app, ctx);
  const isReferenced = (keys: string[]) => unsafeReferencedBlobKeys(ctx.db, keys);
  app.addHook('onReady', async () => {
    const sweep = sweepStorage(ctx, isReferenced, { graceMs: ctx.config.embedded ? 0 : SHARED_GRACE_MS }).then(
      (removed: unknown) => app.log.info({ removed }, 'storage swept'),
      (error: unknown) => app.log.error({ err: error }, 'storage sweep failed'),
    );
    if (ctx.config.embedded) await sweep;
  });
};
