import { z } from 'zod';
import { docTypeCodeSchema } from '../documents/documents.schemas.js';
import { LIMITS } from '../limits.js';

/**
 * A lending agent's broker-dealers and their permissions (docs/broker-dealers.md, spec paid §3 Broker dealer and
 * Permission detail row, §4 Add broker-dealers and Broker-dealer permission editing, §7 Broker-dealers).
 */

/** Connected: someone can sign in for the broker-dealer's company (docs/broker-dealers.md); Disconnected: nobody can. */
export const BROKER_DEALER_STATUSES = ['Connected', 'Disconnected'] as const;

export const brokerDealerListSearchSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.documentPageSizeMax).default(20),
  searchParam: z.string().trim().max(64).optional().nullable(),
});

/** Spec §3 Broker dealer. */
export const brokerDealerSchema = z.object({
  brokerDealerId: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  status: z.enum(BROKER_DEALER_STATUSES),
  editFlag: z.boolean().describe('False: the caller may look at the permissions but not change them (the broker-dealer is not Connected)'),
});
export type BrokerDealer = z.infer<typeof brokerDealerSchema>;
export const brokerDealerListSchema = z.object({ list: z.array(brokerDealerSchema), totalRecord: z.number().int(), totalPages: z.number().int() });

export const companySearchQuerySchema = z.object({ searchParam: z.string().trim().max(64).optional().default('') });
/** A company that may be added as a broker-dealer (a corporate or a lending agent not added yet). */
export const brokerDealerCandidateSchema = z.object({ companyId: z.uuid(), companyName: z.string(), email: z.string().nullable() });
export type BrokerDealerCandidate = z.infer<typeof brokerDealerCandidateSchema>;

export const addBrokerDealersSchema = z.object({ companyIds: z.array(z.uuid()).min(1).max(50) });
export const addBrokerDealersResultSchema = z.object({ added: z.number().int() });

export const brokerDealerQuerySchema = z.object({ brokerDealerId: z.uuid() });

/** Spec §3 Permission detail row. */
export const permissionDetailSchema = z.object({
  docType: docTypeCodeSchema,
  docTypeName: z.string(),
  preAuthoriseAccess: z.boolean().describe('Auto share: documents of this type of customers connected to the lending agent are granted to the broker-dealer'),
  downloadable: z.boolean().describe('False: the broker-dealer may view pages but not download originals'),
});
export type PermissionDetail = z.infer<typeof permissionDetailSchema>;
export const brokerDealerConfigurationSchema = z.object({
  brokerDealerId: z.uuid(),
  businessCompanyId: z.uuid().describe('The lending agent the configuration belongs to'),
  companyName: z.string(),
  editFlag: z.boolean(),
  detailList: z.array(permissionDetailSchema),
});
export type BrokerDealerConfiguration = z.infer<typeof brokerDealerConfigurationSchema>;

export const savePermissionsSchema = z.object({
  brokerDealerId: z.uuid(),
  detailList: z
    .array(permissionDetailSchema.pick({ docType: true, preAuthoriseAccess: true, downloadable: true }).extend({ docTypeName: z.string().optional() }))
    .min(1)
    .max(500),
});
/** Non-null when auto share changed for some type: the client asks whether to apply it to what exists now. */
export const savePermissionsResultSchema = z
  .object({ brokerDealerId: z.uuid(), businessCompanyId: z.uuid(), turnedOn: z.array(docTypeCodeSchema), turnedOff: z.array(docTypeCodeSchema) })
  .nullable();
export type SavePermissionsResult = z.infer<typeof savePermissionsResultSchema>;

export const autoSharedActionSchema = z.object({ brokerDealerId: z.uuid(), businessCompanyId: z.uuid(), applySetting: z.enum(['Yes', 'No']) });
export const autoSharedActionResultSchema = z.object({ granted: z.number().int(), ended: z.number().int() });

export const shareToBrokerDealersSchema = z.object({
  docIds: z.array(z.uuid()).min(1).max(100),
  brokerDealerIds: z.array(z.uuid()).max(50).optional().describe('Omitted: every broker-dealer of every lending agent the customer is connected to'),
});
export const shareToBrokerDealersResultSchema = z.object({ recipients: z.number().int() });
