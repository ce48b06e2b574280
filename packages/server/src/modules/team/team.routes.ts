import {
  addRepresentativeSchema,
  adminEmailSchema,
  administratorsSchema,
  envelopeSchema,
  removeAdminCheckSchema,
  representativeRefSchema,
  representativesSchema,
  representedProfilesSchema,
} from '@vault/contract';
import { z } from 'zod';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { addAdministrator, checkRemoveAdministrator, listAdministrators, removeAdministrator } from './administrators.service.js';
import { addRepresentative, leaveRepresentation, listRepresentatives, listRepresented, removeRepresentative } from './representatives.service.js';

const tags = ['administrators and representatives'];

export const teamRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/customer-user/extra-administrator', {
    schema: { tags, summary: 'Administrators of the acting corporate, with pending invitations', response: { 200: envelopeSchema(administratorsSchema) } },
    handler: async (request) => ok(await listAdministrators(ctx, actorOf(request))),
  });
  r.post('/customer-user/extra-administrator', {
    schema: { tags, summary: 'Add an administrator by e-mail (invited when they have no account)', body: adminEmailSchema, response: { 200: envelopeSchema(administratorsSchema) } },
    handler: async (request) => ok(await addAdministrator(ctx, actorOf(request), request.body.email, request)),
  });
  r.delete('/customer-user/extra-administrator', {
    schema: { tags, summary: 'Remove an administrator; their sessions end', body: adminEmailSchema, response: { 200: envelopeSchema(administratorsSchema) } },
    handler: async (request) => ok(await removeAdministrator(ctx, actorOf(request), request.body.email, request)),
  });
  r.post('/customer-user/validate-remove-admin', {
    schema: { tags, summary: 'Whether an administrator may be removed', body: adminEmailSchema, response: { 200: envelopeSchema(removeAdminCheckSchema) } },
    handler: async (request) => ok(await checkRemoveAdministrator(ctx, actorOf(request), request.body.email)),
  });
  r.get('/customer-user/all-representatives', {
    schema: { tags, summary: 'Authorised representatives of the acting corporate', response: { 200: envelopeSchema(representativesSchema) } },
    handler: async (request) => ok(await listRepresentatives(ctx, actorOf(request))),
  });
  r.post('/customer-user/authorised-representative', {
    schema: { tags, summary: 'Add an authorised representative (invited by e-mail when given)', body: addRepresentativeSchema, response: { 200: envelopeSchema(representativesSchema) } },
    handler: async (request) => ok(await addRepresentative(ctx, actorOf(request), request.body, request)),
  });
  r.delete('/customer-user/authorised-representative', {
    schema: { tags, summary: 'Remove an authorised representative; their sessions end', body: representativeRefSchema, response: { 200: envelopeSchema(representativesSchema) } },
    handler: async (request) => ok(await removeRepresentative(ctx, actorOf(request), request.body.id, request)),
  });
  r.get('/customer-user/represented-profiles', {
    schema: { tags, summary: 'Corporates and funds the person represents', response: { 200: envelopeSchema(representedProfilesSchema) } },
    handler: async (request) => ok(await listRepresented(ctx, actorOf(request))),
  });
  r.post('/customer-user/leave-representation', {
    schema: { tags, summary: 'Step down as representative of a corporate or fund', body: z.object({ profileId: z.uuid() }), response: { 200: envelopeSchema(representedProfilesSchema) } },
    handler: async (request) => ok(await leaveRepresentation(ctx, actorOf(request), request.body.profileId, request)),
  });
};
