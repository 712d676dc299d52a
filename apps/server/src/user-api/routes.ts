import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictionaryRoutes } from './dictionaries/routes.ts';
import { platformRoutes } from './platform/routes.ts';
import { translationRoutes } from './translations/routes.ts';

/** The user API (`/api`): one plugin per area. */
export const userApi: FastifyPluginAsyncZod = async (app) => {
  await app.register(platformRoutes);
  await app.register(dictionaryRoutes);
  await app.register(translationRoutes);
};
