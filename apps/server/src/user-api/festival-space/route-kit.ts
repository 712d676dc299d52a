import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';

/*
 * What the festival-space route files of issue 34 (jury settings, reviews, assignments) each
 * wrote out before their routes: the OpenAPI tag, the path parameters, and the app's database,
 * clock and caller.
 */

export const festivalSpaceTags = ['festival-space'];

/** `/festivals/:IdFestival/...` */
export const festivalParams = z.object({ IdFestival: ZIdParam });

/** `/entries/:IdInscription/...` */
export const entryParams = z.object({ IdInscription: ZIdParam });

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The app's database and clock, and the signed-in caller's account id (the session hook ran). */
export function routeKit(app: RouteApp): {
  db: RouteApp['ctx']['database']['db'];
  now: () => Date;
  caller: (request: FastifyRequest) => number;
} {
  const { database, now } = app.ctx;
  return { db: database.db, now, caller: (request) => currentAccount(request).Id };
}
