import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FavouriteLookup } from './card-hearts.ts';
import { directoryRoutes } from './directory-routes.ts';
import { festivalImageRoutes } from './festival-image-routes.ts';
import { festivalPageRoutes } from './festival-page-routes.ts';
import { forgetReferenceLabels } from './reference-labels.ts';
import { ResponseCache } from './response-cache.ts';
import { sectionRoutes } from './section-routes.ts';

export type FestivalRoutesOptions = {
  /** The favourites area's answer for the cards' hearts (see card-hearts.ts). */
  favouritesAmong: FavouriteLookup;
  /** In-process cache of the public answers; 0 turns it off (tests of the database path). */
  cacheTtlMs?: number;
};

/**
 * Festivals directory, home lists, festival page and its sub-resources (spec §7), one route file
 * per resource; the directory and the page share one cache of public answers.
 */
export const festivalRoutes: FastifyPluginAsyncZod<FestivalRoutesOptions> = async (app, options) => {
  const cache = new ResponseCache(options.cacheTtlMs);
  // A festival, a translated label or a dictionary edited on any app server: the public answers
  // and the reference lists' names are read again (festival-changes.ts).
  app.ctx.festivalChanges.onChange(() => {
    cache.clear();
    forgetReferenceLabels(app.ctx.database.db);
  });
  await app.register(directoryRoutes, { cache, favouritesAmong: options.favouritesAmong });
  await app.register(festivalPageRoutes, { cache });
  await app.register(sectionRoutes);
  await app.register(festivalImageRoutes);
};
