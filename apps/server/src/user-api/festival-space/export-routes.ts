import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../platform/attachment-header.ts';
import { currentAccount } from '../../platform/session.ts';
import { csvStream, type ExportFormat, prepareInboxExport, xlsxStream } from './export-inbox.ts';
import { inboxSummaryLoader } from './inbox-counts.ts';
import { inboxFilterOf, ZInboxExportQuery } from './inbox-filter-query.ts';

const tags = ['festival-space'];
const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The filtered inbox as a file: CSV or a spreadsheet, streamed page by page. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  const summary = inboxSummaryLoader(db);

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/festivals/:IdFestival/entries/export.${format}`,
      {
        schema: {
          tags,
          summary: `The festival's inbox, filtered and sorted as on screen, as ${format === 'csv' ? 'CSV' : 'a spreadsheet (xlsx)'}`,
          description:
            'Any member of the festival. `filter` is the JSON of the inbox filter, so that a plain link downloads ' +
            'it. Every entry the filter finds, in its order, streamed in pages; cells a spreadsheet would read as ' +
            "a formula start with an apostrophe. Named `<festival's short name>-<entries>-<day>.`" +
            format,
          params: z.object({ IdFestival: z.coerce.number().int().positive().max(2_147_483_647) }),
          querystring: ZInboxExportQuery,
        },
      },
      async (request, reply) => {
        const prepared = await prepareInboxExport(db, {
          accountId: currentAccount(request).Id,
          festivalId: request.params.IdFestival,
          filter: inboxFilterOf(request.query),
          language: request.language,
          now: now(),
          format,
          summary,
        });
        const body =
          format === 'csv'
            ? csvStream(prepared)
            : await xlsxStream({
                ...prepared,
                sheetName: prepared.filename.replace(/\.xlsx$/, '').replace(/[[\]:*?/\\]/g, '-'),
              });
        return reply
          .header('content-disposition', attachmentHeader(prepared.filename))
          .header('cache-control', 'private, no-store')
          .type(TYPES[format])
          .send(body);
      },
    );
  }
};
