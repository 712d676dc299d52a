import { ZInboxFilter, ZInboxPage, ZInboxPageParams } from '@shortlist/domain/festival-space/entry-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount } from '../../platform/session.ts';
import { inboxSummaryLoader } from './inbox-counts.ts';
import { listInbox } from './list-inbox.ts';

const tags = ['festival-space'];

/** The festival's inbox: its entries filtered, sorted and paged, with the counts beside them. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const summary = inboxSummaryLoader(db);

  app.post(
    '/festivals/:IdFestival/entries/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: "A page of the festival's inbox (sent entries and later), with its total and counts",
        description:
          'Any member of the festival. Filters combine with "and", the values of one list with "or"; ' +
          "`search` looks in the original, international and Latin titles and the directors' names, " +
          'accents and case ignored. Without `sort`, the newest submissions first; `descending` ' +
          'otherwise defaults to false. Page sizes 10, 30, 50 or 100. `counts` are over every entry ' +
          'the festival sees, whatever the filter.',
        params: ZInboxPageParams,
        body: ZInboxFilter,
        response: { 200: ZInboxPage },
      },
    },
    async (request) =>
      listInbox(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        filter: request.body,
        skip: request.params.skip,
        take: request.params.take,
        language: request.language,
        summary,
      }),
  );
};
