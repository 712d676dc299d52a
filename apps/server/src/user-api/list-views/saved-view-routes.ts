import type { SavedViewKind } from '@shortlist/db/schema/list-views';
import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZSavedViewIdParams, ZSavedViewQuery } from '@shortlist/domain/list-views/list-view-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import {
  createView,
  deleteView,
  listViews,
  type MemberFestivals,
  updateView,
  type ViewHeader,
} from './saved-views.ts';
import type { ViewContent } from './view-content.ts';

export type SavedViewRoutesOptions = { memberFestivals: MemberFestivals };

/**
 * The four calls of one kind of saved view (spec §7 `booback-classements`, `-filtres`,
 * `-presentations`): the three differ only in their path, contract and content.
 */
export function savedViewRoutes<Body extends ViewHeader>(definition: {
  path: string;
  kind: SavedViewKind;
  noun: string;
  body: z.ZodType<Body>;
  /** The answer's contract (the route's types stay loose: the contract checks the answer). */
  answer: z.ZodType;
  content: (body: Body) => ViewContent;
}): FastifyPluginAsyncZod<SavedViewRoutesOptions> {
  const { path, kind, noun } = definition;
  const tags = ['list-views'];
  return async (app, options) => {
    const db = app.ctx.database.db;
    const { memberFestivals } = options;
    app.addHook('preValidation', requireAccount);
    const header = (body: Body): ViewHeader => ({
      Entity: body.Entity,
      Libelle: body.Libelle,
      IsPublic: body.IsPublic,
      IdFestival: body.IdFestival,
    });

    app.get(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `The reader's saved ${noun}s of a list, and on the inbox the festival's public ones`,
          description:
            'The inbox (`entries`) needs `IdFestival`, of which the reader is a member; the other lists take none.',
          querystring: ZSavedViewQuery,
          response: { 200: z.array(definition.answer), 400: ZApiError, 404: ZApiError },
        },
      },
      async (request) =>
        listViews(db, {
          kind,
          accountId: currentAccount(request).Id,
          entity: request.query.Entity,
          IdFestival: request.query.IdFestival ?? null,
          memberFestivals,
        }),
    );

    app.post(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `Save a ${noun}; a name the creator used on the list already is LIST_VIEW_NAME_TAKEN, one view more than LIST_VIEWS_MAX of the list LIST_VIEW_LIMIT_REACHED`,
          body: definition.body,
          response: { 201: definition.answer, 400: ZApiError, 404: ZApiError, 409: ZApiError },
        },
      },
      async (request, reply) => {
        const body = request.body as Body;
        const saved = await createView(db, {
          accountId: currentAccount(request).Id,
          header: header(body),
          content: definition.content(body),
          memberFestivals,
        });
        return reply.status(201).send(saved);
      },
    );

    app.put(
      `/${path}/:Id`,
      {
        schema: {
          tags,
          summary: `Change a ${noun}: its creator only (403 LIST_VIEW_NOT_CREATOR)`,
          params: ZSavedViewIdParams,
          body: definition.body,
          response: {
            200: definition.answer,
            400: ZApiError,
            403: ZApiError,
            404: ZApiError,
            409: ZApiError,
          },
        },
      },
      async (request) => {
        const body = request.body as Body;
        return updateView(db, {
          accountId: currentAccount(request).Id,
          Id: request.params.Id,
          header: header(body),
          content: definition.content(body),
          memberFestivals,
        });
      },
    );

    app.delete(
      `/${path}/:Id`,
      {
        schema: {
          tags,
          summary: `Delete a ${noun}: its creator only (403 LIST_VIEW_NOT_CREATOR)`,
          params: ZSavedViewIdParams,
          response: { 200: ZDone, 403: ZApiError, 404: ZApiError },
        },
      },
      async (request) => {
        await deleteView(db, {
          kind,
          accountId: currentAccount(request).Id,
          Id: request.params.Id,
          memberFestivals,
        });
        return { ok: true } as const;
      },
    );
  };
}
