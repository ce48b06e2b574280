import {
  codedOptionsSchema,
  envelopeSchema,
  jurisdictionOptionsSchema,
  localRepSchema,
  multipleLocalRepSchema,
  regCorpSchema,
  reselectRepresentativesSchema,
  selectRepresentativesSchema,
  uploadResultSchema,
  validateCorpResultSchema,
  validateCorpSchema,
  vaultActionQuerySchema,
  vaultDetailSchema,
  vaultIdParamSchema,
  vaultInviteResultSchema,
  vaultInviteSchema,
  vaultListSchema,
  vaultRefSchema,
  vaultRepresentativesSchema,
  vaultStateSchema,
} from '@vault/contract';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.js';
import { limit, typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import {
  addLocalRepresentatives,
  clearVaultSelection,
  inviteVaultAdministrators,
  reselectVaultRepresentatives,
  selectVaultRepresentatives,
  unselectedRepresentatives,
} from './vault-setup.representatives.js';
import { getVault, listCompanyTypes, listCountryJurisdictions, listVaults, registerCorporate, setVaultState, validateCorp } from './vault-setup.service.js';
import { setVaultPhoto, uploadVaultDocument } from './vault-setup.uploads.js';

const tags = ['vault set-up'];
/** Spec paid §6: customer-user calls of the paid shell carry the client-manager token (the CSRF token alone gets 403). */
const paid = { auth: 'paidAdmin' as const };
const reps = { 200: envelopeSchema(vaultRepresentativesSchema) };
const detail = { 200: envelopeSchema(vaultDetailSchema) };

/** The paid administrator's vault set-up wizard (docs/vault-setup.md): every call checks the vault is the caller's organisation's (404 otherwise). */
export const vaultSetupRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get('/customer-user/company-types', {
    config: paid,
    schema: { tags, summary: 'Legal forms offered by the company step', response: { 200: envelopeSchema(codedOptionsSchema) } },
    handler: async (request) => ok(listCompanyTypes(requestLanguage(request))),
  });
  r.get('/customer-user/company-jurisdictions/:id', {
    config: paid,
    schema: { tags, summary: 'A country (ISO 3166-1 alpha-2 in the path) and its sub-national jurisdictions', params: z.object({ id: z.string().regex(/^[A-Z]{2}$/) }), response: { 200: envelopeSchema(jurisdictionOptionsSchema) } },
    handler: async (request) => ok(listCountryJurisdictions(request.params.id, requestLanguage(request))),
  });
  r.post('/customer-user/validate-corp', {
    config: { ...paid, rateLimit: limit(ctx, 60) },
    schema: { tags, summary: 'Whether the legal name and registration number are free in the jurisdiction', body: validateCorpSchema, response: { 200: envelopeSchema(validateCorpResultSchema) } },
    handler: async (request) => ok(await validateCorp(ctx, actorOf(request), request.body)),
  });
  r.post('/customer-user/reg-corp', {
    config: { ...paid, rateLimit: limit(ctx, 30) },
    schema: { tags, summary: 'Create a corporate vault administered by the organisation (or, with corporateProfileId, change its details)', body: regCorpSchema, response: detail },
    handler: async (request) => ok(await registerCorporate(ctx, actorOf(request), request.body, request)),
  });
  r.post('/customer-user/admin/offline/:id', {
    config: paid,
    schema: { tags, summary: "The vault's type (LOCAL: kept by the organisation) and whether its set-up is finished", params: vaultIdParamSchema, body: vaultStateSchema, response: detail },
    handler: async (request) => ok(await setVaultState(ctx, actorOf(request), request.params.id, request.body, request)),
  });
  r.post('/customer-user/invite', {
    config: { ...paid, rateLimit: limit(ctx, 30) },
    schema: { tags, summary: 'Invite administrators of an online vault by e-mail (50000009, 50000010, 50000011)', body: vaultInviteSchema, response: { 200: envelopeSchema(vaultInviteResultSchema) } },
    handler: async (request) => ok(await inviteVaultAdministrators(ctx, actorOf(request), request.body.corporateProfileId, request.body.emails, request)),
  });
  r.post('/customer-user/corp-local-rep', {
    config: paid,
    schema: { tags, summary: 'Add a representative to the vault (invited in an online vault when an e-mail is given)', body: localRepSchema, response: reps },
    handler: async (request) => {
      const { corporateProfileId, ...rep } = request.body;
      return ok(await addLocalRepresentatives(ctx, actorOf(request), corporateProfileId, [rep], request));
    },
  });
  r.post('/customer-user/corp-multiple-local-rep', {
    config: paid,
    schema: { tags, summary: 'Add several representatives to the vault, all or none', body: multipleLocalRepSchema, response: reps },
    handler: async (request) => ok(await addLocalRepresentatives(ctx, actorOf(request), request.body.corporateProfileId, request.body.representatives, request)),
  });
  r.post('/customer-user/select-representatives/:id', {
    config: paid,
    schema: { tags, summary: "Add representatives to the vault's selection", params: vaultIdParamSchema, body: selectRepresentativesSchema, response: reps },
    handler: async (request) => ok(await selectVaultRepresentatives(ctx, actorOf(request), request.params.id, request.body.representativeIds, request)),
  });
  r.post('/customer-user/re-select-representative-list', {
    config: paid,
    schema: { tags, summary: "Replace the vault's selection of representatives", body: reselectRepresentativesSchema, response: reps },
    handler: async (request) => ok(await reselectVaultRepresentatives(ctx, actorOf(request), request.body.corporateProfileId, request.body.representativeIds, request)),
  });
  r.post('/customer-user/delete-previous-select-representatives', {
    config: paid,
    schema: { tags, summary: "Clear the vault's selection of representatives (their records stay)", body: vaultRefSchema, response: reps },
    handler: async (request) => ok(await clearVaultSelection(ctx, actorOf(request), request.body.corporateProfileId, request)),
  });
  r.get('/customer-user/unselected-representatives', {
    config: paid,
    schema: { tags, summary: 'Representatives of the vault (actionId) not selected', querystring: vaultActionQuerySchema, response: reps },
    handler: async (request) => ok(await unselectedRepresentatives(ctx, actorOf(request), request.query.actionId)),
  });
  r.post('/customer-user/corporation/:imageType/photo/:id', {
    config: { ...paid, rateLimit: limit(ctx, 20) },
    schema: { tags, summary: "The vault's company logo (multipart `file`, imageType 1; JPG, PNG or WebP up to 5 MB)", params: z.object({ imageType: z.literal('1'), id: z.uuid() }), consumes: ['multipart/form-data'], response: { 200: envelopeSchema(z.object({ photo: z.string() })) } },
    handler: async (request) => ok(await setVaultPhoto(ctx, actorOf(request), request.params.id, request)),
  });
  r.post('/vault-setup/upload/:id', {
    config: { ...paid, rateLimit: limit(ctx, 120) },
    schema: { tags, summary: "Upload a document into the local vault's own documents", description: 'Multipart: files (repeated), docType (a corporate type), docProperties (JSON string)', params: vaultIdParamSchema, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(uploadResultSchema) } },
    handler: async (request) => ok(await uploadVaultDocument(ctx, actorOf(request), request.params.id, request)),
  });
  r.get('/vault-setup/list', {
    config: paid,
    schema: { tags, summary: "The organisation's corporate vaults, newest first", response: { 200: envelopeSchema(vaultListSchema) } },
    handler: async (request) => ok(await listVaults(ctx, actorOf(request))),
  });
  r.get('/vault-setup/vault', {
    config: paid,
    schema: { tags, summary: 'One vault with its representatives, documents and invitations', querystring: vaultRefSchema, response: detail },
    handler: async (request) => ok(await getVault(ctx, actorOf(request), request.query.corporateProfileId, requestLanguage(request))),
  });
};
