import type { PublicConfig } from '@shortlist/domain/platform-config';
import type { AppContext } from './context.ts';

/** What the web needs to know about the running platform: `GET /api/config`, and server-rendered pages. */
export function publicConfig(ctx: Pick<AppContext, 'config' | 'version'>): PublicConfig {
  return {
    maintenance: ctx.config.maintenance,
    version: ctx.version,
    languages: ctx.config.routedLanguages,
    mailbox: ctx.config.devMailbox,
    supportTimeZone: ctx.config.supportTimeZone,
  };
}
