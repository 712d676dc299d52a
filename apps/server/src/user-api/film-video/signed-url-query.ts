import { z } from 'zod';

/** The query of every signed media URL (video, subtitle track, poster): its expiry and signature. */
export const ZSignedUrlQuery = z.object({
  exp: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 40),
  sig: z.string().min(1).max(100),
});
