import { ZContact, ZPerson, ZStructure } from '@shortlist/domain/accounts/api-contracts';
import { ZContactRequest } from '@shortlist/domain/accounts/contact-rules';
import { ZStructureRequest, zPersonRequest } from '@shortlist/domain/accounts/person-rules';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { createContact, getContact, updateContact } from './contact.ts';
import { createPerson, getPerson, updatePerson } from './person.ts';
import { createStructure, getStructure, updateStructure } from './structure.ts';

const tags = ['people'];
const idParam = z.object({ id: ZIdParam });

/**
 * The account holder's person, contact details and structure; another account's ids answer 404.
 * Each body is the domain rule schema itself: Fastify checks it once (every failing field with
 * its rule code), OpenAPI documents it, and the use case receives the checked values.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  // The birth year list ends this year, read at each check.
  const personRequest = zPersonRequest(now);
  // Before body validation: an anonymous call answers 401, not 400.
  app.addHook('preValidation', requireAccount);

  app.get(
    '/personnes/:id',
    { schema: { tags, summary: "The account's person", params: idParam, response: { 200: ZPerson } } },
    async (request) => getPerson(db, { account: currentAccount(request), id: request.params.id }),
  );
  app.put(
    '/personnes/:id',
    {
      schema: {
        tags,
        summary: "Update the account's person",
        params: idParam,
        body: personRequest,
        response: { 200: ZPerson },
      },
    },
    async (request) =>
      updatePerson(db, { account: currentAccount(request), id: request.params.id, values: request.body }),
  );
  app.post(
    '/personnes',
    {
      schema: {
        tags,
        summary: "Create the account's person and link it",
        body: personRequest,
        response: { 201: ZPerson },
      },
    },
    async (request, reply) => {
      const created = await createPerson(db, {
        account: currentAccount(request),
        values: request.body,
        now: now(),
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/coordonnees/:id',
    {
      schema: {
        tags,
        summary: "The account's contact details",
        params: idParam,
        response: { 200: ZContact },
      },
    },
    async (request) => getContact(db, { account: currentAccount(request), id: request.params.id }),
  );
  app.put(
    '/coordonnees/:id',
    {
      schema: {
        tags,
        summary: "Update the account's contact details",
        params: idParam,
        body: ZContactRequest,
        response: { 200: ZContact },
      },
    },
    async (request) =>
      updateContact(db, { account: currentAccount(request), id: request.params.id, values: request.body }),
  );
  app.post(
    '/coordonnees',
    {
      schema: {
        tags,
        summary: "Create the account's contact details and link it",
        body: ZContactRequest,
        response: { 201: ZContact },
      },
    },
    async (request, reply) => {
      const created = await createContact(db, {
        account: currentAccount(request),
        values: request.body,
        now: now(),
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/structures/:id',
    {
      schema: {
        tags,
        summary: "The account's structure (company)",
        params: idParam,
        response: { 200: ZStructure },
      },
    },
    async (request) => getStructure(db, { account: currentAccount(request), id: request.params.id }),
  );
  app.put(
    '/structures/:id',
    {
      schema: {
        tags,
        summary: "Update the account's structure (company)",
        params: idParam,
        body: ZStructureRequest,
        response: { 200: ZStructure },
      },
    },
    async (request) =>
      updateStructure(db, { account: currentAccount(request), id: request.params.id, values: request.body }),
  );
  app.post(
    '/structures',
    {
      schema: {
        tags,
        summary: "Create the account's structure (company) and link it",
        body: ZStructureRequest,
        response: { 201: ZStructure },
      },
    },
    async (request, reply) => {
      const created = await createStructure(db, {
        account: currentAccount(request),
        values: request.body,
        now: now(),
      });
      return reply.status(201).send(created);
    },
  );
};
