import { z } from 'zod';

/** A field-level problem in a validation failure; `path` is dotted (`rows[].email`). */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every JSON response: `{ success, data, errorCode, errorMsg }` (ARCHITECTURE §5). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    errorCode: z.string().nullable(),
    errorMsg: z.string().nullable(),
    /** Field details on validation failures. */
    fieldErrors: z.array(fieldErrorSchema).optional(),
    /** Request id on server failures, to quote to support. */
    requestId: z.string().optional(),
  });
}

export interface Envelope<T> {
  success: boolean;
  data: T | null;
  errorCode: string | null;
  errorMsg: string | null;
  fieldErrors?: FieldError[];
  requestId?: string;
}

/** Schema for calls that answer no data. */
export const emptyDataSchema = z.null();
