import { configRequestSchema, configResponseSchema, domainNameSchema, envelopeSchema, legalParamsSchema, legalTextSchema } from '@vault/contract';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { ok } from '../../plugins/envelope.js';
import { listPublicConfig, readLegalText } from './config.service.js';

export const configRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/config', {
    config: { auth: 'public' },
    schema: { tags: ['config'], summary: 'Public settings: all, or the named keys', body: configRequestSchema, response: { 200: envelopeSchema(configResponseSchema) } },
    handler: async (request) => ok(await listPublicConfig(ctx.db, request.body.all ? undefined : (request.body.keys ?? []))),
  });
  r.get('/config/domainName', {
    config: { auth: 'public' },
    schema: { tags: ['config'], summary: 'The domain the site is served at', response: { 200: envelopeSchema(domainNameSchema) } },
    handler: async () => ok({ domainName: new URL(ctx.config.publicUrl).hostname, publicUrl: ctx.config.publicUrl }),
  });
  r.get('/config/legal/:document', {
    config: { auth: 'public' },
    schema: { tags: ['config'], summary: 'Terms and Conditions or Privacy Policy, in the caller\'s language', params: legalParamsSchema, response: { 200: envelopeSchema(legalTextSchema) } },
    handler: async (request) => ok(await readLegalText(ctx.db, request.params.document, requestLanguage(request))),
  });
};
