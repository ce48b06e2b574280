import { actionItemSchema, actionListRequestSchema, actionListResponseSchema, envelopeSchema, messageHandleRequestSchema } from '@vault/contract';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { sweepReminders } from './actions.reminders.js';
import { handleAction, listActions } from './actions.service.js';

const REMINDER_SWEEP_MS = 3_600_000;

export const actionRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  // Reminders to update: at start and every hour (idempotent, so several instances may run it).
  const sweep = () => sweepReminders(ctx.db).catch((error: unknown) => app.log.error({ err: error }, 'reminder sweep failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), REMINDER_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  r.post('/action/list', {
    schema: { tags: ['actions'], summary: 'Messages and actions of the acting profile, paged', body: actionListRequestSchema, response: { 200: envelopeSchema(actionListResponseSchema) } },
    handler: async (request) => ok(await listActions(ctx, actorOf(request), request.body, requestLanguage(request))),
  });
  r.post('/action/message-handle', {
    schema: { tags: ['actions'], summary: 'Mark a message read or an action handled', body: messageHandleRequestSchema, response: { 200: envelopeSchema(actionItemSchema) } },
    handler: async (request) => ok(await handleAction(ctx, actorOf(request), request.body.id, request, requestLanguage(request))),
  });
};
