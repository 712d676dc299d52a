/**
 * `zod` as the web bundle sees it (vite.config.ts aliases the bare `zod` import here): the same
 * API, with its schema compiler off. Zod compiles object schemas with `new Function` when it can,
 * which the page's CSP (`script-src 'self'`, no 'unsafe-eval') refuses, reporting a violation.
 * Zod decides when a schema is defined, at module load, so the switch must be set before any
 * module defines one: here, the module every schema module imports first.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
