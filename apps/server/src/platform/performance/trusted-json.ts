import type { FastifyReply } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodRouteSchema = Parameters<typeof serializerCompiler>[0];

/**
 * A route's serializer that writes its success answer with `JSON.stringify` alone, skipping
 * zod's encode. It serves the directory's card routes (the filter page, `last-date`,
 * `new-call`), whose cards are built field by field from trusted rows (`festival-cards.ts`).
 * Errors keep zod's serializer. The routes keep their schemas for OpenAPI, and a test checks the
 * built answers against them (`directory.test.ts`: three filters in five languages, both
 * lists), since nothing here would notice a field that strays from them. The festival page
 * skipped the encode the same way (it was some 15 % of the Node CPU of a page asked for the
 * first time); it now keeps its answer as JSON bytes and sends them with `sendJsonBytes`.
 */
export function trustedSuccessSerializer<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  // Fastify hands each response code's own zod schema, whatever the route's schema type says.
  return route.httpStatus === '200'
    ? (data) => JSON.stringify(data)
    : serializerCompiler(route as unknown as ZodRouteSchema);
}

/**
 * Sends an answer kept as its JSON, UTF-8 encoded (`JSON.stringify` of an answer built from
 * trusted rows, as above): Fastify passes a Buffer on as it is, skipping the route's serializer.
 * A Buffer's bytes live outside V8's heap, so a kept answer is neither copied nor marked by
 * garbage collection (a string of a new answer was copied by the scavenges it survived, and a
 * kept one encoded to UTF-8 again on every hit), and its length is known without counting.
 */
export function sendJsonBytes(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
