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
 * first time); it now keeps its answer as JSON text and sends it with `sendJsonText`.
 */
export function trustedSuccessSerializer<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  // Fastify hands each response code's own zod schema, whatever the route's schema type says.
  return route.httpStatus === '200'
    ? (data) => JSON.stringify(data)
    : serializerCompiler(route as unknown as ZodRouteSchema);
}

/**
 * Sends an answer kept as its JSON text (`JSON.stringify` of an answer built from trusted rows,
 * as above): Fastify passes a string with a JSON content type on as it is, skipping the route's
 * serializer.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
