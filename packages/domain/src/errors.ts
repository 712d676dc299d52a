import { z } from 'zod';

// The codes and their rules live in error-codes.ts (zod-free, for the web's first load).
export * from './error-codes.ts';

/** Field rule codes a validation error can list (first failing rule per field, spec §5). */
export const ZFieldError = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof ZFieldError>;

/** The body of every error answer of both APIs. */
export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(ZFieldError).optional(),
});
export type ApiError = z.infer<typeof ZApiError>;
