import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.ts';
import { addressRoutes } from './addresses/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { dictionaryRoutes } from './dictionaries/routes.ts';
import { favouritesAmong } from './favourites/favourites-among.ts';
import { deadlineFeedRoutes, favouriteRoutes } from './favourites/routes.ts';
import { festivalRoutes } from './festivals/routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { platformRoutes } from './platform/routes.ts';
import { translationRoutes } from './translations/routes.ts';

/** The user API (`/api`): one plugin per area. */
export const userApi: FastifyPluginAsyncZod = async (app) => {
  await app.register(platformRoutes);
  await app.register(dictionaryRoutes);
  await app.register(translationRoutes);
  // Festival cards show the user's hearts: the favourites area answers, festivals never imports it.
  await app.register(festivalRoutes, { favouritesAmong });
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(peopleRoutes);
  await app.register(addressRoutes);
  await app.register(favouriteRoutes);
  await app.register(deadlineFeedRoutes);
};
