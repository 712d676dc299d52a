import { ZApiError } from '@shortlist/domain/errors';
import {
  ZColumnDefinitions,
  ZColumnEntityParams,
  ZColumnsRequest,
} from '@shortlist/domain/list-views/list-view-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { readColumns, resetColumns, saveColumns } from './column-definitions.ts';

const tags = ['list-views'];

/** `booback-colonne/{entity}` (spec §7): the signed-in account's columns of one list. */
export const columnRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  app.addHook('preValidation', requireAccount);

  app.get(
    '/booback-colonne/:entity',
    {
      schema: {
        tags,
        summary:
          "The account's columns of a list (shown, order, width, sort); the defaults where none is saved",
        params: ZColumnEntityParams,
        response: { 200: ZColumnDefinitions },
      },
    },
    async (request) =>
      readColumns(db, { accountId: currentAccount(request).Id, entity: request.params.entity }),
  );

  app.post(
    '/booback-colonne/:entity',
    {
      schema: {
        tags,
        summary: 'Save column choices; a column outside the list is LIST_VIEW_PROPERTY_UNKNOWN',
        params: ZColumnEntityParams,
        body: ZColumnsRequest,
        response: { 200: ZColumnDefinitions, 400: ZApiError },
      },
    },
    async (request) =>
      saveColumns(db, {
        accountId: currentAccount(request).Id,
        entity: request.params.entity,
        settings: request.body.Colonnes,
      }),
  );

  app.delete(
    '/booback-colonne/:entity',
    {
      schema: {
        tags,
        summary: "Reset the list's columns to their defaults",
        params: ZColumnEntityParams,
        response: { 200: ZColumnDefinitions },
      },
    },
    async (request) =>
      resetColumns(db, { accountId: currentAccount(request).Id, entity: request.params.entity }),
  );
};
