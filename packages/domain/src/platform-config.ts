import { z } from 'zod';
import { ZLanguage } from './languages.ts';

/** What the web needs to know about the running platform (`GET /api/config`). */
export const ZPublicConfig = z.object({
  maintenance: z.boolean(),
  version: z.string(),
  languages: z.array(ZLanguage),
  mailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof ZPublicConfig>;
