import { ZMemberFestivalsResponse } from '@shortlist/domain/festival-space/member-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount } from '../../platform/session.ts';
import { listMemberFestivals } from './member-festivals.ts';

const tags = ['festival-space'];

/** `GET festivals`: the signed-in account's festivals with its role (signed in: `routes.ts`). */
export const memberFestivalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  app.get(
    '/festivals',
    {
      schema: {
        tags,
        summary: "The signed-in account's festivals, with its role in each (empty for a non-member)",
        response: { 200: ZMemberFestivalsResponse },
      },
    },
    async (request) => ({ items: await listMemberFestivals(db, { accountId: currentAccount(request).Id }) }),
  );
};
