import { ZApiError } from '@shortlist/domain/errors';
import { ZInboxFilter, ZInboxPage, ZInboxPageParams } from '@shortlist/domain/festival-space/entry-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { inboxSummaryLoader } from './inbox-counts.ts';
import { listInbox } from './list-inbox.ts';

const tags = ['festival-space'];

/**
 * The generic filter calls of spec §7 for the inbox (issue 34): `POST …/entries/filter` counts,
 * `GET …/entries/filter/{skip}/{take}` reads a page unfiltered, newest first. Both go through
 * `listInbox`, so the same membership check (404 for anyone else) and page sizes apply.
 */
export const inboxFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const summary = inboxSummaryLoader(db);

  app.post(
    '/festivals/:IdFestival/entries/filter',
    {
      schema: {
        tags,
        summary: "How many of the festival's entries the filter finds",
        params: z.object({ IdFestival: ZInboxPageParams.shape.IdFestival }),
        body: ZInboxFilter,
        response: { 200: z.object({ count: z.number().int() }), 404: ZApiError },
      },
    },
    async (request) => {
      const page = await listInbox(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        filter: request.body,
        skip: 0,
        take: 10,
        language: request.language,
        summary,
      });
      return { count: page.total };
    },
  );

  app.get(
    '/festivals/:IdFestival/entries/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: "A page of the festival's inbox without a filter (the POST takes one)",
        params: ZInboxPageParams,
        response: { 200: ZInboxPage, 404: ZApiError },
      },
    },
    async (request) =>
      listInbox(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        filter: {},
        skip: request.params.skip,
        take: request.params.take,
        language: request.language,
        summary,
      }),
  );
};
