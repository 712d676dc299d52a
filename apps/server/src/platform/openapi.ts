import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shortlist API',
        description:
          'User API (`/api`) and order API (`/order-api`). Send the interface language in the `culture` ' +
          'header (`en`, `fr-FR`, `es-ES`...). Errors are `{ code, message, fields? }`.',
        version,
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI loads only its own scripts and styles, so the app's CSP (helmet) covers it.
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
