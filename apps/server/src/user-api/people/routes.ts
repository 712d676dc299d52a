import {
  ZCoordonnee,
  ZCoordonneeInput,
  ZPersonne,
  ZPersonneInput,
  ZStructure,
  ZStructureInput,
} from '@shortlist/domain/accounts/api-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { createCoordonnee, getCoordonnee, updateCoordonnee } from './coordonnee.ts';
import { createPersonne, getPersonne, updatePersonne } from './personne.ts';
import { createStructure, getStructure, updateStructure } from './structure.ts';

const idParam = z.object({ id: ZIdParam });
// Bodies are checked field by field by the domain form rules (every failing field listed).
const anyBody = z.record(z.string(), z.unknown());

/** The account holder's person, contact details and structure. Another account's ids answer 404. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  // Before body validation: an anonymous call answers 401, not 400.
  app.addHook('preValidation', requireAccount);

  const entities = [
    {
      path: 'personnes',
      tag: 'people',
      schema: ZPersonne,
      input: ZPersonneInput,
      get: getPersonne,
      update: updatePersonne,
      create: createPersonne,
    },
    {
      path: 'coordonnees',
      tag: 'people',
      schema: ZCoordonnee,
      input: ZCoordonneeInput,
      get: getCoordonnee,
      update: updateCoordonnee,
      create: createCoordonnee,
    },
    {
      path: 'structures',
      tag: 'people',
      schema: ZStructure,
      input: ZStructureInput,
      get: getStructure,
      update: updateStructure,
      create: createStructure,
    },
  ] as const;

  for (const entity of entities) {
    const tags = [entity.tag];
    app.get(
      `/${entity.path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${entity.path} record of the account`,
          params: idParam,
          response: { 200: entity.schema },
        },
      },
      async (request) => entity.get(db, { account: currentAccount(request), id: request.params.id }),
    );
    app.put(
      `/${entity.path}/:id`,
      {
        schema: {
          tags,
          summary: `Update a ${entity.path} record of the account`,
          description: `Body: ${entity.path} fields (see the contract).`,
          params: idParam,
          body: anyBody,
          response: { 200: entity.schema },
        },
      },
      async (request) =>
        entity.update(db, {
          account: currentAccount(request),
          id: request.params.id,
          body: request.body,
          now: now(),
        }),
    );
    app.post(
      `/${entity.path}`,
      {
        schema: {
          tags,
          summary: `Create the account's ${entity.path} record`,
          body: anyBody,
          response: { 201: entity.schema },
        },
      },
      async (request, reply) => {
        const created = await entity.create(db, {
          account: currentAccount(request),
          body: request.body,
          now: now(),
        });
        return reply.status(201).send(created);
      },
    );
  }
};
