import { z } from 'zod';

/** A selfie, base64 (JPEG, PNG or WebP; a data: URL prefix is accepted), at most this many bytes once decoded. */
export const LIVENESS_MAX_IMAGE_BYTES = 6 * 1024 * 1024;
/** Base64 of the largest selfie plus a data: URL prefix. */
export const LIVENESS_MAX_IMAGE_CHARS = Math.ceil(LIVENESS_MAX_IMAGE_BYTES / 3) * 4 + 64;

/** POST /arc/livenessCheck: a selfie of the person (the acting profile, or a representative it recorded). */
export const livenessCheckRequestSchema = z.object({
  profileId: z.uuid().optional(),
  image: z.string().min(1).max(LIVENESS_MAX_IMAGE_CHARS),
});
export type LivenessCheckRequest = z.infer<typeof livenessCheckRequestSchema>;

/**
 * PASS: confidently a live face and the document's holder. REVIEW: not confident, a person checks it.
 * FAIL: evidence against (another person, or a picture of a face); a person checks it too.
 */
export const livenessGradeSchema = z.enum(['PASS', 'REVIEW', 'FAIL']);
export type LivenessGrade = z.infer<typeof livenessGradeSchema>;

export const livenessResultSchema = z.object({
  checkId: z.uuid(),
  profileId: z.uuid(),
  /** The confirmed passport or driving licence whose portrait the selfie was compared with. */
  docId: z.uuid(),
  docType: z.enum(['PP', 'DL']),
  docVersion: z.number().int(),
  grade: livenessGradeSchema,
  /** 0-100: likeness of the selfie to the portrait. */
  score: z.number().int().min(0).max(100),
  /** 0-100: anti-spoofing (a real face, not a picture of one) and liveness of the selfie. */
  realScore: z.number().int().min(0).max(100),
  liveScore: z.number().int().min(0).max(100),
  checkedAt: z.string(),
});
export type LivenessResult = z.infer<typeof livenessResultSchema>;

/** GET /arc/livenessCheck: the person's latest check, if any. */
export const livenessQuerySchema = z.object({ profileId: z.uuid().optional() });
export const latestLivenessSchema = z.object({ result: livenessResultSchema.nullable() });
export type LatestLiveness = z.infer<typeof latestLivenessSchema>;
