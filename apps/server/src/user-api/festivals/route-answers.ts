import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/*
 * What the festival area's route files share: their OpenAPI tag, the id parameter, the 404, and
 * the caching headers of public and personal answers.
 */

export const tags = ['festivals'];
export const ZIdParams = z.object({ id: ZIdParam });
export const notFound = { 404: ZApiError };

/** Public answers may be kept a minute by browsers and proxies; they differ per `culture`. */
export function publicCache(reply: FastifyReply): void {
  reply.header('Cache-Control', 'public, max-age=60');
  reply.header('Vary', 'culture');
}

/** An answer with the signed-in user's own data (favourites) is for their browser only. */
export function privateAnswer(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store');
}
