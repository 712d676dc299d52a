import { type Language, languageFromCulture } from '@shortlist/domain/languages';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of the request, from the `culture` header (spec §7); `en` by default. */
    language: Language;
  }
}

/**
 * Reads the `culture` header into `request.language` and states it in `Content-Language`.
 * Called on the root instance, so it covers every route and the not-found handler.
 */
export function registerCulture(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.culture;
    request.language = languageFromCulture(Array.isArray(header) ? header[0] : header);
    reply.header('Content-Language', request.language);
  });
}
