import { z } from 'zod';
import { DEFAULT_SUPPORT_TIME_ZONE } from './help/help-values.ts';
import { ZLanguage } from './languages.ts';

/** What the web needs to know about the running platform (`GET /api/config`). */
export const ZPublicConfig = z.object({
  maintenance: z.boolean(),
  version: z.string(),
  languages: z.array(ZLanguage),
  mailbox: z.boolean(),
  /** The zone of the support hours; older answers without it read the default. */
  supportTimeZone: z.string().default(DEFAULT_SUPPORT_TIME_ZONE),
});
export type PublicConfig = z.infer<typeof ZPublicConfig>;
