import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZBiography,
  ZBiographyRequest,
  ZFilmography,
  zFilmographyRequest,
} from '@shortlist/domain/people/biography-filmography-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { createBiography, deleteBiography, listBiographies, updateBiography } from './biographies.ts';
import { createFilmography, deleteFilmography, listFilmography, updateFilmography } from './filmography.ts';

const tags = ['people'];
const idParam = z.object({ id: ZIdParam });

/**
 * A person's biographies per language and filmography (spec §7 `personnes/{id}/biographie`,
 * `/filmographie`, `personnes/biographie` and `personnes/filmographie` save, update, delete):
 * the account's own person or a person of its address book; any other answers 404.
 */
export const personExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  const filmographyRequest = zFilmographyRequest(now);
  // Before body validation: an anonymous call answers 401, not 400.
  app.addHook('preValidation', requireAccount);

  app.get(
    '/personnes/:id/biographie',
    {
      schema: {
        tags,
        summary: "A person's biographies",
        params: idParam,
        response: { 200: z.array(ZBiography) },
      },
    },
    async (request) =>
      listBiographies(db, { account: currentAccount(request), IdPersonne: request.params.id }),
  );
  app.post(
    '/personnes/biographie',
    {
      schema: {
        tags,
        summary: 'Add a biography in a language the person has none in',
        body: ZBiographyRequest,
        response: { 201: ZBiography },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBiography(db, { account: currentAccount(request), values: request.body })),
  );
  app.put(
    '/personnes/biographie/:id',
    {
      schema: {
        tags,
        summary: 'Change a biography',
        params: idParam,
        body: ZBiographyRequest,
        response: { 200: ZBiography },
      },
    },
    async (request) =>
      updateBiography(db, { account: currentAccount(request), Id: request.params.id, values: request.body }),
  );
  app.delete(
    '/personnes/biographie/:id',
    { schema: { tags, summary: 'Delete a biography', params: idParam, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteBiography(db, { account: currentAccount(request), Id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/personnes/:id/filmographie',
    {
      schema: {
        tags,
        summary: "A person's filmography, newest first",
        params: idParam,
        response: { 200: z.array(ZFilmography) },
      },
    },
    async (request) =>
      listFilmography(db, { account: currentAccount(request), IdPersonne: request.params.id }),
  );
  app.post(
    '/personnes/filmographie',
    {
      schema: {
        tags,
        summary: "Add a film to a person's filmography",
        body: filmographyRequest,
        response: { 201: ZFilmography },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createFilmography(db, { account: currentAccount(request), values: request.body })),
  );
  app.put(
    '/personnes/filmographie/:id',
    {
      schema: {
        tags,
        summary: 'Change a line of a filmography',
        params: idParam,
        body: filmographyRequest,
        response: { 200: ZFilmography },
      },
    },
    async (request) =>
      updateFilmography(db, {
        account: currentAccount(request),
        Id: request.params.id,
        values: request.body,
      }),
  );
  app.delete(
    '/personnes/filmographie/:id',
    {
      schema: {
        tags,
        summary: 'Delete a line of a filmography',
        params: idParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteFilmography(db, { account: currentAccount(request), Id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
