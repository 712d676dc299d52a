import type { FastifyReply } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodRouteSchema = Parameters<typeof serializerCompiler>[0];

/**
 * A route's serializer that writes its success answer with `JSON.stringify` alone, skipping
 * zod's encode: the festival page is built field by field from trusted rows, and encoding its
 * hundred-odd nested values was some 15 % of the Node CPU of a page asked for the first time.
 * Errors keep zod's serializer. The route keeps its schema for OpenAPI, and a test checks the
 * built answer against it (`festival-page.test.ts`: every demo festival, every language), since
 * nothing here would notice a field that strays from it.
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
