import { z } from 'zod';
import { INVITATION_STATUS } from '../constants.js';
import { LIMITS } from '../limits.js';

/**
 * The paid administrator's users and invitations (docs/users.md; spec paid §3 Corporate user and Invitation,
 * §7 Corporate user management). A row is a member of the organisation (type USER, status 2 Active) or an
 * invitation nobody has accepted yet (type INVITATION: 1 Pending, 3 Closed when expired, 4 Cancelled).
 */
export const CORPORATE_USER_TYPES = ['USER', 'INVITATION'] as const;
export const invitationStatusSchema = z.union([
  z.literal(INVITATION_STATUS.PENDING),
  z.literal(INVITATION_STATUS.ACTIVE),
  z.literal(INVITATION_STATUS.CLOSED),
  z.literal(INVITATION_STATUS.CANCELLED),
]);

export const corporateUserListQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of a name or an e-mail address. */
  searchParam: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().min(1).max(4).optional(),
});

/** Spec §3 Corporate user. */
export const corporateUserSchema = z.object({
  corporateUserProfileId: z.uuid().nullable().describe('The membership; null for an invitation not accepted'),
  invitationId: z.uuid().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  status: invitationStatusSchema,
  type: z.enum(CORPORATE_USER_TYPES),
  createdDate: z.string(),
  isSelf: z.boolean(),
});
export type CorporateUser = z.infer<typeof corporateUserSchema>;
export const corporateUserListSchema = z.object({ list: z.array(corporateUserSchema), totalRecord: z.number().int(), totalPages: z.number().int() });

export const corporateUserQuerySchema = z.object({ corporateUserProfileId: z.uuid() });
export const invitationQuerySchema = z.object({ invitationId: z.uuid() });

const nameField = z.string().trim().min(1).max(LIMITS.nameMax);
export const updateCorporateUserSchema = z.object({
  corporateUserProfileId: z.uuid(),
  firstName: nameField,
  lastName: nameField,
  jobTitle: z.string().trim().max(LIMITS.nameMax).optional().nullable(),
});
export const corporateUserDoneSchema = z.object({ done: z.literal(true) });
