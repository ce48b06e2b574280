import {
  addBrokerDealersResultSchema,
  addBrokerDealersSchema,
  autoSharedActionResultSchema,
  autoSharedActionSchema,
  brokerDealerCandidateSchema,
  brokerDealerConfigurationSchema,
  brokerDealerListSchema,
  brokerDealerListSearchSchema,
  brokerDealerQuerySchema,
  companySearchQuerySchema,
  envelopeSchema,
  savePermissionsResultSchema,
  savePermissionsSchema,
  shareToBrokerDealersResultSchema,
  shareToBrokerDealersSchema,
} from '@vault/contract';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { addBrokerDealers, getConfiguration, handleAutoSharedAction, listBrokerDealers, listCandidates, savePermissions, shareToBrokerDealers } from './broker-dealers.service.js';

const tags = ['broker-dealers'];
/** Spec §6: the broker-dealer calls carry the client-manager token (the CSRF token alone gets 403). */
const paid = { auth: 'paidAdmin' as const };

/** The paid administrator's broker-dealers (docs/broker-dealers.md): every call is the caller's organisation's (404 otherwise). */
export const brokerDealerRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/broker-dealer/list', {
    config: paid,
    schema: { tags, summary: "A page of the organisation's broker-dealers (status Connected)", body: brokerDealerListSearchSchema, response: { 200: envelopeSchema(brokerDealerListSchema) } },
    handler: async (request) => ok(await listBrokerDealers(ctx, actorOf(request), request.body)),
  });
  r.get('/broker-dealer/company-list', {
    config: paid,
    schema: { tags, summary: 'Companies (corporates, lending agents) that may be added, by name; already added ones are left out (20 at most)', querystring: companySearchQuerySchema, response: { 200: envelopeSchema(z.array(brokerDealerCandidateSchema)) } },
    handler: async (request) => ok(await listCandidates(ctx, actorOf(request), request.query.searchParam)),
  });
  r.post('/broker-dealer', {
    config: paid,
    schema: { tags, summary: 'Add companies as broker-dealers (adding one twice changes nothing)', body: addBrokerDealersSchema, response: { 200: envelopeSchema(addBrokerDealersResultSchema) } },
    handler: async (request) => ok(await addBrokerDealers(ctx, actorOf(request), request, request.body)),
  });
  r.get('/broker-dealer/broker-dealer-configuration', {
    config: paid,
    schema: { tags, summary: 'Per document type: auto share (preAuthoriseAccess) and downloadable', querystring: brokerDealerQuerySchema, response: { 200: envelopeSchema(brokerDealerConfigurationSchema) } },
    handler: async (request) => ok(await getConfiguration(ctx, actorOf(request), request.query.brokerDealerId, requestLanguage(request))),
  });
  r.post('/broker-dealer/broker-dealer-configuration', {
    config: paid,
    schema: {
      tags,
      summary: 'Save the permissions; data is non-null when auto share changed (then ask Apply to Outstanding Requests)',
      description: 'Downloadable applies at once to the grants this broker-dealer holds under its rule; auto share applies to future uploads at once.',
      body: savePermissionsSchema,
      response: { 200: envelopeSchema(savePermissionsResultSchema) },
    },
    handler: async (request) => ok(await savePermissions(ctx, actorOf(request), request, request.body)),
  });
  r.post('/broker-dealer/handle-auto-shared-action', {
    config: paid,
    schema: { tags, summary: 'Apply to Outstanding Requests: Yes grants existing matching documents and ends grants of types no longer auto-shared; No changes nothing now', body: autoSharedActionSchema, response: { 200: envelopeSchema(autoSharedActionResultSchema) } },
    handler: async (request) => ok(await handleAutoSharedAction(ctx, actorOf(request), request, request.body)),
  });
};

/** The customer side (common header): share documents with the broker-dealers of the lending agents the customer deals with. */
export const brokerDealerShareRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.post('/search/share-to-broker-dealers', {
    schema: { tags, summary: "Share the current versions of the caller's documents with broker-dealers of connected lending agents", body: shareToBrokerDealersSchema, response: { 200: envelopeSchema(shareToBrokerDealersResultSchema) } },
    handler: async (request) => ok(await shareToBrokerDealers(ctx, actorOf(request), request, request.body)),
  });
};
